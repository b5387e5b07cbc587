import { describe, expect, it } from 'vitest';
import { backlogTasks, isWarm, minCapacity, startTimeRange, type CapacityPolicy, type ContestWindow } from './capacity-decision.ts';

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
    expect(minCapacity([c], 0, now, policy)).toBe(10);
    expect(minCapacity([contest(c.startTime, c.endTime, 20)], 0, now, policy)).toBe(1);
    expect(minCapacity([c, c, c, c, c], 0, now, policy)).toBe(20);
  });

  it('adds the participants of overlapping contests', () => {
    const other = contest('2025-06-01T11:00:00.000Z', '2025-06-01T12:00:00.000Z', 1000);
    expect(minCapacity([c, other], 0, at('2025-06-01T11:10:00.000Z'), policy)).toBe(12);
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
    expect(minCapacity([], backlog, at('2025-06-02T00:00:00.000Z'), policy)).toBe(tasks);
  });

  it.each([
    ['a contest floor above the backlog', 5000, 7, 10],
    ['a backlog above the contest floor', 5000, 31, 16],
    ['a backlog past the maximum', 5000, 1000, 20],
    ['a small contest and no backlog', 20, 0, 1],
  ])('while a contest is warm takes the larger of the two: %s', (_case, participants, backlog, tasks) => {
    expect(minCapacity([contest(c.startTime, c.endTime, participants)], backlog, at('2025-06-01T10:30:00.000Z'), policy)).toBe(tasks);
  });

  it('keeps no task for a contest that is not warm and no work', () => {
    expect(minCapacity([c], 0, at('2025-06-02T00:00:00.000Z'), policy)).toBe(0);
  });

  it('ignores contests with unreadable times', () => {
    expect(minCapacity([contest('soon', 'later', 900)], 0, at('2025-06-01T10:30:00.000Z'), policy)).toBe(0);
  });

  it('reads the contest index from a day back to the lead time ahead, including keys at the bound', () => {
    const range = startTimeRange(at('2025-06-01T10:00:00.000Z'), policy);
    expect(range).toEqual({ from: '2025-05-31T10:00:00.000Z', to: '2025-06-01T10:15:00.000Z~' });
    expect('2025-06-01T10:15:00.000Z#0000000007' < range.to).toBe(true);
  });
});
