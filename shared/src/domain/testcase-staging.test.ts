import { describe, expect, it } from 'vitest';
import { STAGING_CONCURRENCY, stageTestcaseFiles } from './testcase-staging.ts';

const files = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `${i + 1}.in`, data: new Uint8Array([i]) }));
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('staging unpacked test cases', () => {
  it('writes every file by its name into one fresh staging folder and answers the folder', async () => {
    const written = new Map<string, Uint8Array>();
    const dir = await stageTestcaseFiles(files(3), async (key, data) => void written.set(key, data));
    expect(dir).toMatch(/^staging\/[0-9a-f-]{36}$/);
    expect([...written.keys()].sort()).toEqual([`${dir}/1.in`, `${dir}/2.in`, `${dir}/3.in`]);
    expect(written.get(`${dir}/2.in`)).toEqual(new Uint8Array([1]));
    const again = await stageTestcaseFiles(files(1), async () => undefined);
    expect(again).not.toBe(dir);
  });

  it(`keeps at most ${STAGING_CONCURRENCY} writes in flight, and uses them all`, async () => {
    let inFlight = 0;
    let most = 0;
    let count = 0;
    await stageTestcaseFiles(files(100), async () => {
      most = Math.max(most, ++inFlight);
      await tick();
      inFlight--;
      count++;
    });
    expect(count).toBe(100);
    expect(most).toBe(STAGING_CONCURRENCY);
  });

  it('rejects with the first failed write and starts no more', async () => {
    let started = 0;
    const staging = stageTestcaseFiles(files(100), async (key) => {
      started++;
      await tick();
      if (key.endsWith('/3.in')) throw new Error('SlowDown');
    });
    await expect(staging).rejects.toThrow('SlowDown');
    await tick();
    expect(started).toBeLessThan(2 * STAGING_CONCURRENCY);
  });

  it('writes nothing for no files', async () => {
    let calls = 0;
    expect(await stageTestcaseFiles([], async () => void calls++)).toMatch(/^staging\//);
    expect(calls).toBe(0);
  });
});
