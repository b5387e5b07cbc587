import { addDays } from '@oj/shared/calendar';

export interface HeatCell {
  date: string;
  count: number;
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * A year of days ending with `endDate`, in week columns (Sunday first); the first column starts on the Sunday
 * on or before the day a year back, so every column is a whole week except the last.
 */
export function heatmapWeeks(endDate: string, counts: readonly HeatCell[]): HeatCell[][] {
  const byDay = new Map(counts.map((c) => [c.date, c.count]));
  const yearBack = addDays(endDate, -364);
  const first = addDays(yearBack, -weekday(yearBack));
  const weeks: HeatCell[][] = [];
  for (let day = first; day <= endDate; day = addDays(day, 1)) {
    if (weekday(day) === 0) weeks.push([]);
    weeks.at(-1)?.push({ date: day, count: byDay.get(day) ?? 0 });
  }
  return weeks;
}

/** 0 for no submissions, then four shades. */
export function heatLevel(count: number): 0 | 1 | 2 | 3 | 4 {
  return count === 0 ? 0 : count <= 2 ? 1 : count <= 5 ? 2 : count <= 9 ? 3 : 4;
}
