import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, lastDays } from './calendar.ts';

describe('calendar days', () => {
  it('reads the day in the site time zone', () => {
    const at = new Date('2026-03-01T20:00:00Z');
    expect(calendarDay(at, 'UTC')).toBe('2026-03-01');
    expect(calendarDay(at, 'Asia/Shanghai')).toBe('2026-03-02');
    expect(calendarDay(at, 'America/Los_Angeles')).toBe('2026-03-01');
  });

  it('steps across month, leap-day and DST boundaries without skipping', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(lastDays(new Date('2026-03-09T12:00:00Z'), 3, 'America/New_York')).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
  });
});
