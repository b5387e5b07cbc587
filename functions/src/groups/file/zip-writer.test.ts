import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ZipWriter } from './zip-writer.ts';

const pack = (add: (zip: ZipWriter) => void) => {
  const chunks: Buffer[] = [];
  const zip = new ZipWriter((chunk) => chunks.push(chunk));
  add(zip);
  zip.end();
  return new Uint8Array(Buffer.concat(chunks));
};

describe('ZipWriter', () => {
  it('writes folders, deflated files, empty files and UTF-8 names that unzip as written', () => {
    const at = new Date('2026-11-01T09:30:12Z');
    const code = '#include <cstdio>\nint main() { puts("你好"); }\n'.repeat(50);
    const zip = pack((z) => {
      z.add('A/', new Uint8Array(), at);
      z.add('A/张三_(20261101093012).cpp', Buffer.from(code), at);
      z.add('A/empty.txt', new Uint8Array(), at);
    });
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(['A/', 'A/张三_(20261101093012).cpp', 'A/empty.txt']);
    expect(strFromU8(files['A/张三_(20261101093012).cpp']!)).toBe(code);
    expect(files['A/empty.txt']).toHaveLength(0);
    expect(zip.byteLength).toBeLessThan(code.length);
  });

  it('adds the ZIP64 end records past 65,535 entries', () => {
    const at = new Date('2026-11-01T09:30:12Z');
    const count = 70_000;
    const zip = pack((z) => {
      for (let i = 0; i < count; i++) z.add(`f${i}.txt`, Buffer.from(String(i)), at);
    });
    const files = unzipSync(zip);
    expect(Object.keys(files)).toHaveLength(count);
    expect(strFromU8(files['f69999.txt']!)).toBe('69999');
    // the classic end record says "see ZIP64" in its counts
    expect(Buffer.from(zip).readUInt16LE(zip.byteLength - 22 + 10)).toBe(0xffff);
  }, 60_000);
});
