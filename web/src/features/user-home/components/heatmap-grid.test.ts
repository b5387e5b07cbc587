import { describe, expect, test } from 'vitest';
import { heatLevel, heatmapWeeks } from './heatmap-grid.ts';

describe('the year heatmap', () => {
  test('covers a year up to the end date in whole weeks starting on Sunday', () => {
    const weeks = heatmapWeeks('2025-06-18', []); // a Wednesday
    const days = weeks.flat();
    expect(days.at(-1)?.date).toBe('2025-06-18');
    expect(new Date(`${days[0]?.date}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(days[0]!.date <= '2024-06-19').toBe(true);
    expect(weeks.slice(0, -1).every((w) => w.length === 7)).toBe(true);
    expect(weeks.at(-1)).toHaveLength(4);
  });

  test('places the counts on their days', () => {
    const days = heatmapWeeks('2025-06-18', [
      { date: '2025-06-17', count: 3 },
      { date: '2025-01-01', count: 12 },
    ]).flat();
    expect(days.find((d) => d.date === '2025-06-17')?.count).toBe(3);
    expect(days.find((d) => d.date === '2025-01-01')?.count).toBe(12);
    expect(days.filter((d) => d.count > 0)).toHaveLength(2);
  });

  test('shades by count', () => {
    expect([0, 1, 2, 3, 5, 6, 9, 10, 99].map(heatLevel)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
