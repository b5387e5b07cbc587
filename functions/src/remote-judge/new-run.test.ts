import { describe, expect, it } from 'vitest';
import { findNewRun } from './new-run.ts';

describe('findNewRun', () => {
  it('takes the newest run above the one seen before, reading again while the list lags', async () => {
    const lists = [
      [7, 3],
      [7, 9, 8],
    ];
    let reads = 0;
    expect(await findNewRun('CF', 7, async () => lists[reads++]!, 1)).toBe(9);
    expect(reads).toBe(2);
  });

  it('fails as garbage (retryable) when no new run appears after three reads', async () => {
    let reads = 0;
    await expect(findNewRun('AC', 7, async () => (reads++, [7, 2]), 1)).rejects.toMatchObject({ site: 'AC', failure: 'garbage', retry: true });
    expect(reads).toBe(3);
  });
});
