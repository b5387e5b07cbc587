/** Every two-byte GBK character by its Unicode text, built once from the platform's own GBK decoder. */
let table: Map<string, [number, number]> | undefined;

function gbkTable(): Map<string, [number, number]> {
  if (table) return table;
  table = new Map();
  const decoder = new TextDecoder('gbk');
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && ch !== '\ufffd' && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  return table;
}

/** Text as GBK bytes, as HDU serves its pages; a character GBK lacks becomes `?`, as such servers do. */
export function encodeGbk(text: string): Uint8Array<ArrayBuffer> {
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) out.push(code);
    else out.push(...(gbkTable().get(ch) ?? [0x3f]));
  }
  return new Uint8Array(out);
}
