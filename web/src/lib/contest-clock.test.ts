import { describe, expect, test } from 'vitest';
import { contestInfo, HOUR } from '../test/contest-info.ts';
import { countdown, humanize, progress } from './contest-clock.ts';

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
