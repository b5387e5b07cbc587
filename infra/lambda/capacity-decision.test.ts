import { describe, expect, it } from 'vitest';
import { backlogTasks, fleetSize, isWarm, startTimeRange, wantedTasks, type CapacityPolicy, type ContestWindow, type FleetMemory } from './capacity-decision.ts';

const policy: CapacityPolicy = { minTasks: 1, slotsPerTask: 2, contestantsPerTask: 500, maxTasks: 20, leadMinutes: 15 };
const contest = (start: string, end: string, participantCount = 0): ContestWindow => ({ cid: '1', startTime: start, endTime: end, participantCount });
const at = (iso: string) => new Date(iso);
const c = contest('2025-06-01T10:00:00.000Z', '2025-06-01T13:00:00.000Z', 5000);

describe('contest capacity', () => {
  it.each([
    ['2025-06-01T09:44:59.000Z', false, 'before the lead time'],
    ['2025-06-01T09:45:00.000Z', true, 'at the lead time'],
    ['2025-06-01T12:59:59.000Z', true, 'in the last second'],
    ['2025-06-01T13:00:00.000Z', false, 'at the end'],
  ])('at %s warm=%s (%s)', (now, warm) => {
    expect(isWarm(c, at(now), policy)).toBe(warm);
  });

  it('provisions one task per contestantsPerTask registered participants, within the bounds', () => {
    const now = at('2025-06-01T10:30:00.000Z');
    expect(wantedTasks([c], 0, now, policy)).toBe(10);
    expect(wantedTasks([contest(c.startTime, c.endTime, 20)], 0, now, policy)).toBe(1);
    expect(wantedTasks([c, c, c, c, c], 0, now, policy)).toBe(20);
  });

  it('adds the participants of overlapping contests', () => {
    const other = contest('2025-06-01T11:00:00.000Z', '2025-06-01T12:00:00.000Z', 1000);
    expect(wantedTasks([c, other], 0, at('2025-06-01T11:10:00.000Z'), policy)).toBe(12);
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 1],
    [3, 2],
    [39, 20],
    [1000, 20],
  ])('gives a backlog of %i messages %i tasks (a slot each, within the maximum)', (backlog, tasks) => {
    expect(backlogTasks(backlog, policy)).toBe(tasks);
    expect(wantedTasks([], backlog, at('2025-06-02T00:00:00.000Z'), policy)).toBe(tasks);
  });

  it.each([
    ['a contest floor above the backlog', 5000, 7, 10],
    ['a backlog above the contest floor', 5000, 31, 16],
    ['a backlog past the maximum', 5000, 1000, 20],
    ['a small contest and no backlog', 20, 0, 1],
  ])('while a contest is warm takes the larger of the two: %s', (_case, participants, backlog, tasks) => {
    expect(wantedTasks([contest(c.startTime, c.endTime, participants)], backlog, at('2025-06-01T10:30:00.000Z'), policy)).toBe(tasks);
  });

  it('keeps no task for a contest that is not warm and no work', () => {
    expect(wantedTasks([c], 0, at('2025-06-02T00:00:00.000Z'), policy)).toBe(0);
  });

  it('ignores contests with unreadable times', () => {
    expect(wantedTasks([contest('soon', 'later', 900)], 0, at('2025-06-01T10:30:00.000Z'), policy)).toBe(0);
  });

  it('reads the contest index from a day back to the lead time ahead, including keys at the bound', () => {
    const range = startTimeRange(at('2025-06-01T10:00:00.000Z'), policy);
    expect(range).toEqual({ from: '2025-05-31T10:00:00.000Z', to: '2025-06-01T10:15:00.000Z~' });
    expect('2025-06-01T10:15:00.000Z#0000000007' < range.to).toBe(true);
  });
});

describe('fleet size', () => {
  const T0 = Date.parse('2025-06-01T10:00:00.000Z');
  /** Feeds (seconds, wanted, current) checks through fleetSize, as runs would, and returns the counts set. */
  const replay = (checks: [second: number, wanted: number][], start: { memory?: FleetMemory; current?: number } = {}) => {
    let memory = start.memory ?? [];
    let current = start.current ?? 0;
    return checks.map(([second, wanted]) => {
      const next = fleetSize(memory, new Date(T0 + second * 1000), wanted, current);
      memory = next.memory;
      current = next.tasks;
      return current;
    });
  };

  it('grows at once to what is wanted', () => {
    expect(
      replay([
        [0, 0],
        [10, 5],
        [20, 50],
      ]),
    ).toEqual([0, 5, 50]);
  });

  it('shrinks to the most wanted over the last two minutes, keeps one task for ten, then stops', () => {
    const counts = replay([
      [0, 50],
      [60, 3],
      [119, 3],
      [120, 3],
      [180, 0],
      [239, 0],
      [240, 0],
      [719, 0],
      [720, 0],
    ]);
    expect(counts).toEqual([50, 50, 50, 3, 3, 3, 1, 1, 0]);
  });

  it('a new wave within the window is served by the tasks kept', () => {
    expect(
      replay([
        [0, 20],
        [130, 0],
        [200, 12],
      ]),
    ).toEqual([20, 1, 12]);
  });

  it('holds a count set from outside (a deploy or an operator) as if it had been wanted then', () => {
    expect(
      replay(
        [
          [0, 0],
          [60, 0],
          [130, 0],
          [600, 0],
        ],
        { current: 1 },
      ),
    ).toEqual([1, 1, 1, 0]);
    expect(replay([[0, 2]], { current: 6 })).toEqual([6]);
  });

  it('remembers one entry a minute, only minutes that wanted a task, and forgets after ten minutes', () => {
    const minute = Math.floor(T0 / 60_000);
    let { memory } = fleetSize([], new Date(T0), 4, 0);
    ({ memory } = fleetSize(memory, new Date(T0 + 30_000), 7, 4));
    expect(memory).toEqual([[minute, 7]]);
    ({ memory } = fleetSize(memory, new Date(T0 + 60_000), 0, 7));
    expect(memory).toEqual([[minute, 7]]);
    expect(fleetSize(memory, new Date(T0 + 600_000), 0, 1)).toEqual({ tasks: 0, memory: [] });
  });
});
