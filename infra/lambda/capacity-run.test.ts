import { describe, expect, it } from 'vitest';
import type { CapacityPolicy, ContestWindow, FleetMemory } from './capacity-decision.ts';
import type { CapacityPort } from './capacity-port.ts';
import { runCapacity } from './capacity-run.ts';

const policy: CapacityPolicy = { minTasks: 1, slotsPerTask: 2, contestantsPerTask: 500, maxTasks: 100, leadMinutes: 15 };
const START = Date.parse('2025-06-01T10:00:00.000Z');
const contest: ContestWindow = { cid: '1', startTime: '2025-06-01T10:05:00.000Z', endTime: '2025-06-01T13:00:00.000Z', participantCount: 400 };

/** A port whose backlog follows `backlogAt(seconds since the run began)`, and a clock that only moves when slept. */
const fake = (contests: ContestWindow[], backlogAt: (second: number) => number, desired = 0, remembered: FleetMemory = []) => {
  let elapsed = 0;
  const sets: [number, number][] = [];
  const saved: FleetMemory[] = [];
  const port: CapacityPort = {
    contests: () => Promise.resolve(contests),
    backlog: () => Promise.resolve(backlogAt(elapsed / 1000)),
    desiredCount: () => Promise.resolve(desired),
    setDesiredCount: (tasks) => {
      sets.push([elapsed / 1000, tasks]);
      return Promise.resolve();
    },
    memory: () => Promise.resolve(remembered),
    saveMemory: (memory) => {
      saved.push(memory);
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
  return { port, clock, sets, saved };
};

describe('runCapacity', () => {
  const minute = Math.floor(START / 60_000);

  it('checks once in a quiet minute and changes and writes nothing', async () => {
    const { port, clock, sets, saved } = fake([], () => 0);
    expect((await runCapacity(port, policy, clock)).checks).toEqual([{ backlog: 0, wanted: 0, tasks: 0 }]);
    expect(sets).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('while a contest is warm, grows the fleet for a burst at the next check, not the next run', async () => {
    const { port, clock, sets, saved } = fake([contest], (s) => (s >= 25 ? 1000 : 0), 1, [[minute - 1, 1]]);
    const { checks } = await runCapacity(port, policy, clock);
    expect(checks.map((c) => c.tasks)).toEqual([1, 1, 1, 100, 100, 100]);
    expect(sets).toEqual([[30, 100]]);
    expect(saved).toEqual([
      [
        [minute - 1, 1],
        [minute, 100],
      ],
    ]);
  });

  it('keeps checking while work is queued outside a contest, keeps the tasks when the queues empty, and remembers why', async () => {
    const { port, clock, sets, saved } = fake([], (s) => (s < 20 ? 9 : 0), 0);
    const { checks } = await runCapacity(port, policy, clock);
    expect(checks).toEqual([
      { backlog: 9, wanted: 5, tasks: 5 },
      { backlog: 9, wanted: 5, tasks: 5 },
      { backlog: 0, wanted: 0, tasks: 5 },
    ]);
    expect(sets).toEqual([[0, 5]]);
    expect(saved).toEqual([[[minute, 5]]]);
  });

  it('stops the last task ten minutes after the last work, and forgets it', async () => {
    const { port, clock, sets, saved } = fake([], () => 0, 1, [[minute - 10, 4]]);
    await runCapacity(port, policy, clock);
    expect(sets).toEqual([[0, 0]]);
    expect(saved).toEqual([[]]);
  });
});
