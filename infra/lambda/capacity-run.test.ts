import { describe, expect, it } from 'vitest';
import type { CapacityPolicy, ContestWindow } from './capacity-decision.ts';
import type { CapacityPort } from './capacity-port.ts';
import { runCapacity } from './capacity-run.ts';

const policy: CapacityPolicy = { minTasks: 1, slotsPerTask: 2, contestantsPerTask: 500, maxTasks: 100, leadMinutes: 15 };
const START = Date.parse('2025-06-01T10:00:00.000Z');
const contest: ContestWindow = { cid: '1', startTime: '2025-06-01T10:05:00.000Z', endTime: '2025-06-01T13:00:00.000Z', participantCount: 400 };

/** A port whose backlog follows `backlogAt(seconds since the run began)`, and a clock that only moves when slept. */
const fake = (contests: ContestWindow[], backlogAt: (second: number) => number, min = 0) => {
  let elapsed = 0;
  const sets: [number, number][] = [];
  const port: CapacityPort = {
    contests: () => Promise.resolve(contests),
    backlog: () => Promise.resolve(backlogAt(elapsed / 1000)),
    minCapacity: () => Promise.resolve(min),
    setMinCapacity: (tasks) => {
      sets.push([elapsed / 1000, tasks]);
      return Promise.resolve();
    },
  };
  const clock = {
    now: () => new Date(START + elapsed),
    sleep: (ms: number) => {
      elapsed += ms;
      return Promise.resolve();
    },
  };
  return { port, clock, sets };
};

describe('runCapacity', () => {
  it('checks once in a quiet minute and changes nothing', async () => {
    const { port, clock, sets } = fake([], () => 0);
    expect((await runCapacity(port, policy, clock)).checks).toEqual([{ backlog: 0, minCapacity: 0 }]);
    expect(sets).toEqual([]);
  });

  it('while a contest is warm, raises the minimum for a burst at the next check, not the next run', async () => {
    const { port, clock, sets } = fake([contest], (s) => (s >= 25 ? 1000 : 0), 1);
    const { checks } = await runCapacity(port, policy, clock);
    expect(checks.map((c) => c.minCapacity)).toEqual([1, 1, 1, 100, 100, 100]);
    expect(sets).toEqual([[30, 100]]);
  });

  it('keeps checking while work is queued outside a contest, and stops once the queues are empty', async () => {
    const { port, clock, sets } = fake([], (s) => (s < 20 ? 9 : 0), 0);
    const { checks } = await runCapacity(port, policy, clock);
    expect(checks).toEqual([
      { backlog: 9, minCapacity: 5 },
      { backlog: 9, minCapacity: 5 },
      { backlog: 0, minCapacity: 0 },
    ]);
    expect(sets).toEqual([[0, 5], [20, 0]]);
  });
});
