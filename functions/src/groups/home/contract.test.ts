import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';

// What the reference system's web client reads from the home and common calls.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.cleanup());

const data = async (path: string, query?: Record<string, string | number>) => (await t.call('GET', path, { query })).body.data;

describe('home replies', () => {
  it('get-last-week-submission-statistics: day names with two counts lists of seven', async () => {
    const stats = await data('/api/get-last-week-submission-statistics');
    expect(stats).toEqual({ dateStr: expect.any(Array), acCountList: expect.any(Array), totalCountList: expect.any(Array) });
    expect([stats.dateStr.length, stats.acCountList.length, stats.totalCountList.length]).toEqual([7, 7, 7]);
  });

  it('get-recent-updated-problem: flat rows with the numeric id and the display id', async () => {
    expect((await data('/api/get-recent-updated-problem'))[0]).toEqual({ pid: expect.any(Number), problemId: expect.any(String), title: expect.any(String), gmtModified: expect.any(String) });
  });

  it('languages: entities flat with a numeric id', async () => {
    expect((await data('/api/languages'))[0]).toMatchObject({ id: 1, name: expect.any(String), contentType: expect.any(String), isSpj: expect.any(Boolean), oj: 'ME' });
  });

  it('get-recent-seven-ac-rank and get-common-announcement: a list, and a page', async () => {
    expect(await data('/api/get-recent-seven-ac-rank')).toEqual(expect.any(Array));
    expect(await data('/api/get-common-announcement', { currentPage: 1, limit: 5 })).toMatchObject({ records: expect.any(Array), total: expect.any(Number), current: 1, size: 5 });
  });

  it('get-website-config: the site settings flat', async () => {
    expect(await data('/api/get-website-config')).toMatchObject({ register: expect.any(Boolean) });
  });
});
