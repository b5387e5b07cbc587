import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSUMPTIONS, priceContest, priceIdleMonth, render, total } from '../lib/cost-model.ts';

describe('cost model', () => {
  // measured figures (npm run cost:probe): 55 write units and 5 SQS requests a submission, 7,000 long polls a
  // task-hour; 8 CPU seconds a submission for a contest problem
  it('prices the reference contest under $20 and an idle month under $5', () => {
    const a = { ...DEFAULT_ASSUMPTIONS, contestants: 5000, hours: 3, submissions: 50000 };
    expect(total(priceContest(a))).toBeLessThan(20);
    expect(total(priceIdleMonth(a))).toBeLessThan(5);
  });

  it('grows with the load it is given', () => {
    const base = total(priceContest(DEFAULT_ASSUMPTIONS));
    expect(total(priceContest({ ...DEFAULT_ASSUMPTIONS, submissions: 500_000 }))).toBeGreaterThan(base);
    expect(total(priceContest({ ...DEFAULT_ASSUMPTIONS, contestants: 20_000 }))).toBeGreaterThan(base);
    expect(total(priceContest({ ...DEFAULT_ASSUMPTIONS, freeTier: true }))).toBeLessThan(base);
  });

  it('renders every line and the total', () => {
    const items = priceIdleMonth(DEFAULT_ASSUMPTIONS);
    const text = render('Idle', items);
    expect(text.split('\n')).toHaveLength(items.length + 2);
    expect(text).toContain(`$${total(items).toFixed(2).padStart(6)}`);
  });
});
