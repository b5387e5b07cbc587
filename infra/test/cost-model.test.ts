import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSUMPTIONS, priceContest, priceIdleMonth, render, total } from '../lib/cost-model.ts';

describe('cost model', () => {
  // measured figures (npm run cost:probe): 56 write units and 5 SQS requests a submission, 7,000 long polls a
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

  it('counts board views: viewers x refreshes x bytes per view through CloudFront', () => {
    const cloudFront = (over: Partial<typeof DEFAULT_ASSUMPTIONS>) => priceContest({ ...DEFAULT_ASSUMPTIONS, ...over }).find((i) => i.service === 'CloudFront')!;
    const gbOut = (over: Partial<typeof DEFAULT_ASSUMPTIONS>) => Number(/([\d,.]+) GB out/.exec(cloudFront(over).usage)![1]!.replace(/,/g, ''));
    const boards = { contestants: 5000, hours: 3, boardViewersPerContestant: 1, boardRefreshesPerHour: 120 };
    // 1.8 M views: the whole snapshot (584 KB gzipped for 10,000 rows) moved about 1 TB; a view of the parts moves 10 KB
    expect(gbOut({ ...boards, boardViewKb: 584 }) - gbOut({ ...boards, boardViewKb: 0 })).toBeCloseTo((1.8e6 * 584) / 1024 / 1024, 0);
    expect(cloudFront({ ...boards, boardViewKb: 10 }).usage).toContain('of which boards 1.8 M views x 10 KB = 17.2 GB');
    expect(cloudFront({ ...boards, boardRefreshesPerHour: 240 }).usd).toBeGreaterThan(cloudFront(boards).usd);
    // and what publishing them costs: the parts each rebuild rewrites
    const puts = priceContest({ ...DEFAULT_ASSUMPTIONS, hours: 3, boardRebuildsPerHour: 1200, boardPutsPerRebuild: 90 }).find((i) => i.service === 'S3 (published boards)')!;
    expect(puts.usage).toBe('0.324 M PUTs (3,600 rebuilds x 90 changed parts)');
    expect(puts.usd).toBeCloseTo(1.62, 2);
  });

  it('renders every line and the total', () => {
    const items = priceIdleMonth(DEFAULT_ASSUMPTIONS);
    const text = render('Idle', items);
    expect(text.split('\n')).toHaveLength(items.length + 2);
    expect(text).toContain(`$${total(items).toFixed(2).padStart(6)}`);
  });
});
