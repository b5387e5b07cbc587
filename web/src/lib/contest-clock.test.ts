import { describe, expect, test } from 'vitest';
import { contestInfo, HOUR } from '../test/contest-info.ts';
import { countdown, countdownText, humanize, progress } from './contest-clock.ts';

const START = Date.parse('2030-05-01T10:00:00Z');
/** Starting at START, five hours long. */
const contest = () => contestInfo({}, START + HOUR);

describe('the clock (spec 001 section 4)', () => {
  test('before the start: the time to go, or Start At past a week; while running: the time left; then Ended', () => {
    const c = contest();
    expect(countdown(c, START - 90 * 60_000)).toEqual({ kind: 'toStart', seconds: 5400 });
    expect(countdown(c, START - 8 * 24 * HOUR)).toEqual({ kind: 'startAt', ms: 8 * 24 * HOUR });
    expect(countdown(c, START + HOUR)).toEqual({ kind: 'remaining', seconds: 4 * 3600 });
    expect(countdown(c, START + 5 * HOUR)).toEqual({ kind: 'ended' });
  });

  test('the countdown reads as words and a clock counting down to the start or the end, never negative', () => {
    const c = contest();
    const t = (key: string, values?: Record<string, string>) => (values ? `${key}(${values.time})` : key);
    const at = (now: number) => countdownText(countdown(c, now), t, 'en-US');
    expect(at(START - 90 * 60_000)).toBe('contest.startsIn(1:30:00)');
    expect(at(START + 1)).toBe('contest.timeLeft(5:00:00)');
    expect(at(START + 5 * HOUR - 3 * HOUR - 46 * 60_000 - 42_000 - 1_000)).toBe('contest.timeLeft(3:46:43)');
    expect(at(START + 5 * HOUR - 500)).toBe('contest.timeLeft(0:00:01)');
    expect(at(START + 5 * HOUR)).toBe('contest.status.ended');
    expect(at(START - 8 * 24 * HOUR)).toBe('contest.startAt(1 week)');
    // a clock reading past its bound (a tick late) still shows no negative time
    expect(countdownText({ kind: 'remaining', seconds: -3 }, t, 'en-US')).toBe('contest.timeLeft(0:00:00)');
  });

  test('progress is 0 before, the elapsed share while running, 100 after', () => {
    const c = contest();
    expect(progress(c, START - 1)).toBe(0);
    expect(progress(c, START + HOUR)).toBeCloseTo(20);
    expect(progress(c, START + 6 * HOUR)).toBe(100);
  });

  test('long waits read in their largest unit', () => {
    expect(humanize(8 * 24 * HOUR, 'en-US')).toBe('1 week');
    expect(humanize(65 * 24 * HOUR, 'en-US')).toBe('2 months');
  });
});
