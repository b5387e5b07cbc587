import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acmRankIndex, contestIndex, contestKey, oiRankIndex, userKey } from '@oj/shared/db/keys';
import { allContests } from '../../data/contests.ts';
import { uidByUsername } from '../../data/users.ts';
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

  it('get-website-config: the site settings flat, and the remote judges in service (none without accounts)', async () => {
    expect(await data('/api/get-website-config')).toMatchObject({ register: expect.any(Boolean), remoteJudges: [] });
  });
});

describe('rankings and contests on the home page', () => {
  beforeAll(async () => {
    await t.register('ranked');
    const uid = (await uidByUsername(t.deps.db, 'ranked'))!;
    await t.deps.db.put({ ...(await t.deps.db.get(userKey(uid))), ac: 2, total: 3, score: 100, realname: 'Real Name', ...acmRankIndex(2, 3, uid), ...oiRankIndex(100, uid) });
    const start = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const end = new Date(t.clock.now().getTime() + 7_200_000).toISOString();
    await t.deps.db.put({
      ...contestKey(3),
      ...contestIndex(start, 3),
      cid: 3,
      title: 'Soon',
      type: 1,
      auth: 0,
      startTime: start,
      endTime: end,
      duration: 3600,
      visible: true,
      gid: null,
      oiRankScoreType: 'Recent',
      participantCount: 4,
    });
    allContests.clear(t.deps.db);
  });

  it('get-rank-list: ACM (type 0) and OI (type 1) rows flat, no real name for anonymous callers', async () => {
    const user = {
      uid: expect.any(String),
      username: 'ranked',
      nickname: expect.toBeOneOf([null, expect.any(String)]),
      avatar: expect.toBeOneOf([null, expect.any(String)]),
      titleName: expect.toBeOneOf([null, expect.any(String)]),
      titleColor: expect.toBeOneOf([null, expect.any(String)]),
      signature: expect.toBeOneOf([null, expect.any(String)]),
      realname: null,
    };
    const acm = await data('/api/get-rank-list', { type: 0, currentPage: 1, limit: 30 });
    expect(acm).toMatchObject({ total: 1, current: 1, size: 30, records: [{ ...user, ac: 2, total: 3 }] });
    expect((await data('/api/get-rank-list', { type: 1 })).records).toEqual([expect.objectContaining({ ...user, score: 100 })]);
  });

  it('get-recent-contest: ContestVO rows with id, status, type, auth, times and count', async () => {
    expect(await data('/api/get-recent-contest')).toEqual([
      expect.objectContaining({ id: 3, title: 'Soon', type: 1, auth: 0, status: -1, startTime: expect.any(String), endTime: expect.any(String), duration: 3600, oiRankScoreType: 'Recent', count: 4 }),
    ]);
  });
});
