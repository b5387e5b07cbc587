import { crc32, deflateRawSync } from 'node:zlib';

const U16 = 0xffff;
const U32 = 0xffffffff;
const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
const STORE = 0;
/** Version needed to extract: 2.0 (deflate, folders); 4.5 where a ZIP64 field is present. */
const V20 = 20;
const V45 = 45;

/** A little-endian record of fixed-size fields. */
const record = (fields: readonly (readonly [bytes: 1 | 2 | 4 | 8, value: number])[]) => {
  const out = Buffer.alloc(fields.reduce((n, [bytes]) => n + bytes, 0));
  let at = 0;
  for (const [bytes, value] of fields) {
    if (bytes === 1) out.writeUInt8(value, at);
    else if (bytes === 2) out.writeUInt16LE(value, at);
    else if (bytes === 4) out.writeUInt32LE(value, at);
    else out.writeBigUInt64LE(BigInt(value), at);
    at += bytes;
  }
  return out;
};

/** MS-DOS time and date (UTC: the same zip whichever machine packs it; the extended timestamp carries the real time). */
const dosTime = (at: Date) => [(at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1), ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate()] as const;

/** The extended timestamp extra field (0x5455): the modification time in Unix seconds. */
const unixTime = (at: Date) => record([[2, 0x5455], [2, 5], [1, 1], [4, Math.floor(at.getTime() / 1000) >>> 0]]);

/**
 * Writes a zip as a sequence of chunks, one entry at a time: each file is deflated whole (source files are
 * small), so sizes and CRC are known before its header and no data descriptors are needed. ZIP64 records are
 * added when the archive passes 65,535 entries or 4 GiB, so the size of a pack is never a limit.
 */
export class ZipWriter {
  private offset = 0;
  private count = 0;
  private readonly central: Buffer[] = [];

  constructor(private readonly write: (chunk: Buffer) => void) {}

  private emit(chunk: Buffer) {
    this.write(chunk);
    this.offset += chunk.length;
  }

  /** A file with its content; a name ending in `/` is a folder (empty). */
  add(name: string, content: Uint8Array, modified: Date) {
    const folder = name.endsWith('/');
    const nameBytes = Buffer.from(name, 'utf8');
    const data = folder || content.length === 0 ? Buffer.alloc(0) : deflateRawSync(content);
    const method = data.length ? DEFLATE : STORE;
    const crc = folder ? 0 : crc32(content);
    const [time, date] = dosTime(modified);
    const extra = unixTime(modified);
    const offset = this.offset;
    const common = (version: number, extraLength: number) =>
      [[2, version], [2, UTF8_NAMES], [2, method], [2, time], [2, date], [4, crc], [4, data.length], [4, content.length], [2, nameBytes.length], [2, extraLength]] as const;
    this.emit(Buffer.concat([record([[4, 0x04034b50], ...common(V20, extra.length)]), nameBytes, extra]));
    this.emit(data);
    const farOffset = offset >= U32;
    const centralExtra = farOffset ? Buffer.concat([extra, record([[2, 0x0001], [2, 8], [8, offset]])]) : extra;
    const version = farOffset ? V45 : V20;
    this.central.push(
      Buffer.concat([
        record([[4, 0x02014b50], [2, version], ...common(version, centralExtra.length), [2, 0], [2, 0], [2, 0], [4, folder ? 0x10 : 0], [4, farOffset ? U32 : offset]]),
        nameBytes,
        centralExtra,
      ]),
    );
    this.count++;
  }

  /** The central directory and the end records; nothing may be added after. */
  end() {
    const start = this.offset;
    for (const entry of this.central.splice(0)) this.emit(entry);
    const size = this.offset - start;
    if (this.count >= U16 || start >= U32 || size >= U32) {
      const zip64End = this.offset;
      this.emit(record([[4, 0x06064b50], [8, 44], [2, V45], [2, V45], [4, 0], [4, 0], [8, this.count], [8, this.count], [8, size], [8, start]]));
      this.emit(record([[4, 0x07064b50], [4, 0], [8, zip64End], [4, 1]]));
    }
    const count = Math.min(this.count, U16);
    this.emit(record([[4, 0x06054b50], [2, 0], [2, 0], [2, count], [2, count], [4, Math.min(size, U32)], [4, Math.min(start, U32)], [2, 0]]));
  }
}
