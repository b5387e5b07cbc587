import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { forgedZip } from './forged-zip.ts';
import { unpackTestcaseZip } from './testcase-zip.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array) => new TextDecoder().decode(b);

const message = (p: Promise<unknown>) =>
  p.then(
    () => 'unpacked',
    (err: Error) => err.message,
  );

describe('unpackTestcaseZip', () => {
  const honest = zipSync({ '1.in': enc('x'.repeat(1000)), '1.out': enc('0') });

  it('unpacks cases, stored or deflated, at any depth', async () => {
    const { files, pairs } = await unpackTestcaseZip(zipSync({ 'a/2.in': enc('2'), 'a/2.ans': [enc(''), { level: 0 }], 'a/10.in': enc('10'), 'a/10.out': enc('20') }));
    expect(pairs).toEqual([
      { input: '2.in', output: '2.ans' },
      { input: '10.in', output: '10.out' },
    ]);
    expect(Object.fromEntries(files.map((f) => [f.name, dec(f.data)]))).toEqual({ '2.in': '2', '2.ans': '', '10.in': '10', '10.out': '20' });
  });

  it('refuses a file larger than its headers say, instead of cutting it', async () => {
    expect(await message(unpackTestcaseZip(forgedZip({ '1.in': { data: enc('x'.repeat(1000)), declared: 10 }, '1.out': { data: enc('0') } })))).toBe(
      '1.in unpacks to 1000 bytes but the zip says 10: the archive is damaged or was altered',
    );
  });

  it('refuses a file smaller than its headers say', async () => {
    expect(await message(unpackTestcaseZip(forgedZip({ '1.in': { data: enc('x'.repeat(1000)), declared: 5000 }, '1.out': { data: enc('0') } })))).toBe(
      '1.in unpacks to 1000 bytes but the zip says 5000: the archive is damaged or was altered',
    );
  });

  it('refuses a bomb whose headers hide its size after inflating only a little', async () => {
    const bomb = forgedZip({ '1.in': { data: new Uint8Array(16 << 20), declared: 1 }, '1.out': { data: enc('0') } });
    expect(await message(unpackTestcaseZip(bomb))).toMatch(/^1\.in unpacks to \d+ bytes but the zip says 1/);
  });

  it('refuses a cut archive', async () => {
    expect(await message(unpackTestcaseZip(honest.subarray(0, 60)))).toBe('The file is not a readable zip archive');
  });

  it('answers other requests while it inflates a zip that lies about its size', async () => {
    // 300 MB of zeros in 300 KB whose headers declare 200 MB: refused only once more than 200 MB have come out
    const liar = forgedZip({ '1.in': { data: new Uint8Array(300 << 20), declared: 200 << 20 }, '1.out': { data: enc('0') } });
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const order: string[] = [];
      const refusal = message(unpackTestcaseZip(liar)).then((msg) => {
        order.push('zip refused');
        return msg;
      });
      // each request takes several turns of the event loop (connect, send, receive on both sides)
      for (let i = 0; i < 5; i++) expect(await (await fetch(url)).text()).toBe('ok');
      order.push('5 requests answered');
      expect(await refusal).toMatch(/^1\.in unpacks to \d+ bytes but the zip says 209715200:/);
      expect(order).toEqual(['5 requests answered', 'zip refused']);
    } finally {
      server.close();
    }
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
