import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unpackTestcaseZip } from './testcase-zip.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array) => new TextDecoder().decode(b);

/** Rewrites the uncompressed size the first entry's local and central headers declare (a forged zip). */
const declareFirstSize = (zip: Uint8Array, size: number): Uint8Array => {
  const forged = zip.slice();
  const view = new DataView(forged.buffer);
  view.setUint32(22, size, true);
  for (let at = 0; at + 4 <= forged.length; at++) {
    if (view.getUint32(at, true) === 0x02014b50) {
      view.setUint32(at + 24, size, true);
      break;
    }
  }
  return forged;
};

const message = (p: Promise<unknown>) => p.then(() => 'unpacked', (err: Error) => err.message);

describe('unpackTestcaseZip', () => {
  const honest = zipSync({ '1.in': enc('x'.repeat(1000)), '1.out': enc('0') });

  it('unpacks cases, stored or deflated, at any depth', async () => {
    const { files, pairs } = await unpackTestcaseZip(zipSync({ 'a/2.in': enc('2'), 'a/2.ans': [enc(''), { level: 0 }], 'a/10.in': enc('10'), 'a/10.out': enc('20') }));
    expect(pairs).toEqual([{ input: '2.in', output: '2.ans' }, { input: '10.in', output: '10.out' }]);
    expect(Object.fromEntries(files.map((f) => [f.name, dec(f.data)]))).toEqual({ '2.in': '2', '2.ans': '', '10.in': '10', '10.out': '20' });
  });

  it('refuses a file larger than its headers say, instead of cutting it', async () => {
    expect(await message(unpackTestcaseZip(declareFirstSize(honest, 10)))).toBe('1.in unpacks to 1000 bytes but the zip says 10: the archive is damaged or was altered');
  });

  it('refuses a file smaller than its headers say', async () => {
    expect(await message(unpackTestcaseZip(declareFirstSize(honest, 5000)))).toBe('1.in unpacks to 1000 bytes but the zip says 5000: the archive is damaged or was altered');
  });

  it('refuses a bomb whose headers hide its size after inflating only a little', async () => {
    const bomb = declareFirstSize(zipSync({ '1.in': new Uint8Array(16 << 20), '1.out': enc('0') }, { level: 9 }), 1);
    expect(await message(unpackTestcaseZip(bomb))).toMatch(/^1\.in unpacks to \d+ bytes but the zip says 1/);
  });

  it('refuses a cut archive', async () => {
    expect(await message(unpackTestcaseZip(honest.subarray(0, 60)))).toBe('The file is not a readable zip archive');
  });

  it('lets the event loop run while it inflates', async () => {
    let turns = 0;
    const tick = () => {
      turns++;
      if (turns < 1000) setImmediate(tick);
    };
    setImmediate(tick);
    await unpackTestcaseZip(zipSync({ '1.in': randomBytes(1 << 20), '1.out': enc('0') }, { level: 1 }));
    expect(turns).toBeGreaterThan(1);
  });
});
