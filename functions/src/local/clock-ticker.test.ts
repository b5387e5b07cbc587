import { describe, expect, it } from 'vitest';
import { silentLogger } from '@oj/shared/logger';
import type { DataDeps } from '../deps.ts';
import { startClockTicker } from './clock-ticker.ts';

const deps = { log: silentLogger, now: () => new Date() } as unknown as DataDeps;

describe('the local clock ticker', () => {
  it('ticks on its interval, never running a tick over one still running, and stops after the running tick', async () => {
    let started = 0;
    let running = 0;
    let overlapped = false;
    const slow = {
      name: 'slow',
      run: async () => {
        started++;
        overlapped ||= running > 0;
        running++;
        await new Promise((r) => setTimeout(r, 35));
        running--;
      },
    };
    const ticker = startClockTicker(deps, [slow], 10);
    await new Promise((r) => setTimeout(r, 120));
    await ticker.stop();
    const afterStop = started;
    await new Promise((r) => setTimeout(r, 40));
    expect(started).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(false);
    expect(running).toBe(0);
    expect(started).toBe(afterStop);
  });
});
