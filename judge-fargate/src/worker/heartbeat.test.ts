import { describe, expect, it } from 'vitest';
import type { JudgeHeartbeatItem } from '@oj/shared/db/items/judge-heartbeat';
import { Heartbeat, judgedPerMinute } from './heartbeat.ts';

const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const log = quiet as never;

describe('judgedPerMinute', () => {
  it('counts the window before now, or the time run when shorter', () => {
    const now = 1_000_000;
    expect(judgedPerMinute([now - 10_000, now - 70_000, now - 400_000], now, 0, 300_000)).toBe(0.4);
    expect(judgedPerMinute([now - 10_000, now - 20_000], now, now - 30_000, 300_000)).toBe(4);
  });
});

describe('Heartbeat', () => {
  it('reports judgements running and finished (thrown ones too) and writes beats that expire', async () => {
    let clock = 0;
    const written: [JudgeHeartbeatItem, number][] = [];
    const beat = new Heartbeat(
      async (item, expiresAt) => void written.push([item, expiresAt]),
      { name: 'judge-1', concurrency: 2 },
      log,
      () => clock,
    );
    let finish!: () => void;
    const running = beat.track(() => new Promise<void>((r) => (finish = r)));
    clock = 1_000;
    await expect(beat.track(() => Promise.reject(new Error('sandbox down')))).rejects.toThrow('sandbox down');
    clock = 60_000;
    expect(beat.snapshot()).toMatchObject({ name: 'judge-1', concurrency: 2, busy: 1, judged: 1, judgedPerMinute: 1 });
    finish();
    await running;
    await beat.beat();
    expect(written[0]![0]).toMatchObject({ busy: 0, judged: 2, beatAt: new Date(60_000).toISOString() });
    expect(written[0]![1]).toBe(60 + 900);
  });

  it('logs a failed write instead of throwing', async () => {
    const warnings: string[] = [];
    const beat = new Heartbeat(() => Promise.reject(new Error('throttled')), { name: 'j', concurrency: 1 }, { ...quiet, warn: (m: string) => void warnings.push(m) } as never);
    await beat.beat();
    expect(warnings).toEqual(['heartbeat not written']);
  });
});
