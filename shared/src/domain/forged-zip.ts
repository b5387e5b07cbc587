import { deflateRawSync } from 'node:zlib';

/**
 * For tests of zip checks: a zip of deflated entries whose headers declare `declared` bytes unpacked for an entry
 * (its true size when left out), as a forger would write them. Node's zlib deflates a bomb of hundreds of
 * megabytes in about a second, where fflate takes ten. CRCs are left at zero: the reader does not check them.
 */
export function forgedZip(entries: Record<string, { data: Uint8Array; declared?: number }>): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [name, { data, declared = data.length }] of Object.entries(entries)) {
    const path = new TextEncoder().encode(name);
    const deflated = deflateRawSync(data, { level: 9 });
    // local header fields from "version needed" to the extra field's length; the central header repeats them
    const fields = (view: DataView, at: number) => {
      view.setUint16(at, 20, true);
      view.setUint16(at + 2, 0x0800, true); // names in UTF-8
      view.setUint16(at + 4, 8, true); // deflate
      view.setUint32(at + 14, deflated.length, true);
      view.setUint32(at + 18, declared, true);
      view.setUint16(at + 22, path.length, true);
    };
    const local = new Uint8Array(30 + path.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    fields(lv, 4);
    local.set(path, 30);
    const entry = new Uint8Array(46 + path.length);
    const cv = new DataView(entry.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    fields(cv, 6);
    cv.setUint32(42, offset, true);
    entry.set(path, 46);
    parts.push(local, deflated);
    central.push(entry);
    offset += local.length + deflated.length;
  }
  const centralSize = central.reduce((sum, c) => sum + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, central.length, true);
  ev.setUint16(10, central.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  return Buffer.concat([...parts, ...central, end]);
}
