/**
 * Calendar days in the site's time zone, as `YYYY-MM-DD`. The API (heatmap, weekly statistics) and the
 * judge (which writes per-day counters) must agree on where a day starts, so both use this.
 */
export function calendarDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The day `offset` days after `day` (negative goes back), by calendar arithmetic, so DST never skips one. */
export function addDays(day: string, offset: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** The `count` calendar days ending with `at`'s day, oldest first. */
export function lastDays(at: Date, count: number, timeZone: string): string[] {
  const today = calendarDay(at, timeZone);
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}
