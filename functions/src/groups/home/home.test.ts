import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Language, LastWeekStats, RankRecord, WebsiteConfig } from '@oj/shared';
import { acDayKey, acmRankIndex, announcementKey, carouselKey, contestIndex, contestKey, oiRankIndex, statsDayKey, userKey } from '@oj/shared/db/keys';
import { uidByUsername } from '../../data/users.ts';
import { codeforcesUpcoming } from './other-contests.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.cleanup());

const DAY = 86_400_000;

describe('home page calls', () => {
  it('serves the seeded website config', async () => {
    const res = await t.call('GET', '/api/get-website-config');
    expect(WebsiteConfig.parse(res.body.data)).toMatchObject({ register: true, openPublicDiscussion: true });
  });

  it('serves the carousel from its items (empty: the client shows its defaults)', async () => {
    expect((await t.call('GET', '/api/home-carousel')).body.data).toEqual([]);
    await t.deps.db.put({ ...carouselKey(1), id: 1, url: '/public/carousel/1.png' });
    expect((await t.call('GET', '/api/home-carousel')).body.data).toEqual([]); // kept for 30 s
    t.clock.advance(30_000);
    const fresh = await t.call('GET', '/api/home-carousel');
    expect(fresh.body.data).toEqual([{ id: 1, url: '/public/carousel/1.png' }]);
    expect(fresh.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
  });

  it('lists public contests that have not ended and start within two weeks', async () => {
    const now = t.clock.now().getTime();
    const put = async (cid: number, startOffset: number, hours: number, extra: Record<string, unknown> = {}) => {
      const startTime = new Date(now + startOffset).toISOString();
      await t.deps.db.put({
        ...contestKey(cid),
        ...contestIndex(startTime, cid),
        cid,
        title: `Contest ${cid}`,
        type: 0,
        auth: 0,
        startTime,
        endTime: new Date(now + startOffset + hours * 3_600_000).toISOString(),
        duration: hours * 3600,
        visible: true,
        gid: null,
        participantCount: 5,
        ...extra,
      });
    };
    await put(1, -DAY, 2); // ended
    await put(2, -3_600_000, 3); // running
    await put(3, 2 * DAY, 2); // scheduled soon
    await put(4, 30 * DAY, 2); // too far ahead
    await put(5, DAY, 2, { visible: false });
    await put(6, DAY, 2, { gid: 7 });
    const res = await t.call('GET', '/api/get-recent-contest');
    expect(res.body.data.map((c: { id: number; status: number }) => [c.id, c.status])).toEqual([
      [2, 0],
      [3, -1],
    ]);
  });

  it('pages visible announcements, newest first', async () => {
    for (const id of [2, 3, 4]) {
      await t.deps.db.put({ ...announcementKey(id), id, title: `A${id}`, content: 'x', uid: '', username: 'root', status: id === 3 ? 1 : 0, gmtCreate: 'x', gmtModified: 'x' });
    }
    const res = await t.call('GET', '/api/get-common-announcement', { query: { currentPage: 1, limit: 2 } });
    expect(res.body.data.records.map((a: { id: number }) => a.id)).toEqual([4, 2]);
    expect(res.body.data).toMatchObject({ total: 3, current: 1, size: 2, pages: 2 });
    const page2 = await t.call('GET', '/api/get-common-announcement', { query: { currentPage: 2, limit: 2 } });
    expect(page2.body.data.records.map((a: { id: number }) => a.id)).toEqual([1]);
    expect((await t.call('GET', '/api/get-common-announcement', { query: { currentPage: 'x' } })).status).toBe(400);
  });

  it('ranks the last seven days of accepted submissions', async () => {
    await t.register('fast');
    await t.register('slow');
    const fast = (await uidByUsername(t.deps.db, 'fast')) as string;
    const slow = (await uidByUsername(t.deps.db, 'slow')) as string;
    const today = t.clock.now().toISOString().slice(0, 10);
    const longAgo = new Date(t.clock.now().getTime() - 10 * DAY).toISOString().slice(0, 10);
    await t.deps.db.put({ ...acDayKey(today, fast), uid: fast, day: today, count: 4 });
    await t.deps.db.put({ ...acDayKey(today, slow), uid: slow, day: today, count: 1 });
    await t.deps.db.put({ ...acDayKey(longAgo, slow), uid: slow, day: longAgo, count: 50 });
    const res = await t.call('GET', '/api/get-recent-seven-ac-rank');
    expect(res.body.data.map((r: { username: string; ac: number }) => [r.username, r.ac])).toEqual([
      ['fast', 4],
      ['slow', 1],
    ]);
  });

  it("reports the last week of submissions per day, adding up the day's counter shards", async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    await t.deps.db.put({ ...statsDayKey(today, 0), day: today, total: 7, ac: 3 });
    await t.deps.db.put({ ...statsDayKey(today, 5), day: today, total: 3, ac: 1 });
    const stats = LastWeekStats.parse((await t.call('GET', '/api/get-last-week-submission-statistics', { query: { forceRefresh: true } })).body.data);
    expect(stats.dateStr).toHaveLength(7);
    expect(stats.dateStr.at(-1)).toBe(today);
    expect(stats.totalCountList.at(-1)).toBe(10);
    expect(stats.acCountList).toEqual([0, 0, 0, 0, 0, 0, 4]);
  });

  it('lists recently updated public problems (the seeded demos)', async () => {
    const res = await t.call('GET', '/api/get-recent-updated-problem');
    expect(res.body.data.map((p: { problemId: string }) => p.problemId).sort()).toEqual(['1000', '1001', '1002', '1003']);
  });

  it('serves the languages, and a problem’s own list by pid', async () => {
    const all = (await t.call('GET', '/api/languages', { query: { all: true } })).body.data;
    expect(all.map((l: unknown) => Language.parse(l).name)).toContain('C++ 17 With O2');
    const forProblem = await t.call('GET', '/api/languages', { query: { pid: 1000 } });
    expect(forProblem.body.data.length).toBeGreaterThan(5);
    expect((await t.call('GET', '/api/languages', { query: { pid: 99999 } })).status).toBe(404);
  });

  it('fetches nothing from other judges unless switched on, and reads their answer right', async () => {
    expect((await t.call('GET', '/api/get-recent-other-contest')).body.data).toEqual([]);
    const upcoming = codeforcesUpcoming({
      status: 'OK',
      result: [
        { id: 2, name: 'Later', phase: 'BEFORE', startTimeSeconds: 2000, durationSeconds: 7200 },
        { id: 1, name: 'Done', phase: 'FINISHED', startTimeSeconds: 10, durationSeconds: 7200 },
        { id: 3, name: 'Sooner', phase: 'BEFORE', startTimeSeconds: 1000, durationSeconds: 3600 },
      ],
    });
    expect(upcoming.map((c) => c.title)).toEqual(['Sooner', 'Later']);
    expect(upcoming[0]).toMatchObject({ oj: 'CF', url: 'https://codeforces.com/contests/3', endTime: new Date(4_600_000).toISOString() });
    expect(codeforcesUpcoming({ status: 'FAILED' })).toEqual([]);
  });
});

describe('rank list', () => {
  it('pages the ACM and OI rankings in order and searches them', async () => {
    const rank = async (username: string, ac: number, total: number, score: number) => {
      await t.register(username);
      const uid = (await uidByUsername(t.deps.db, username)) as string;
      const user = await t.deps.db.get(userKey(uid));
      await t.deps.db.put({ ...user, ac, total, score, ...acmRankIndex(ac, total, uid), ...oiRankIndex(score, uid) });
    };
    await rank('r-third', 3, 30, 50);
    await rank('r-first', 9, 20, 10);
    await rank('r-second', 9, 25, 300);
    const acm = await t.call('GET', '/api/get-rank-list', { query: { type: 'ACM', currentPage: 1, limit: 2 } });
    expect(acm.body.data.records.map((r: unknown) => RankRecord.parse(r).username)).toEqual(['r-first', 'r-second']);
    expect(acm.body.data.total).toBe(3);
    const oi = await t.call('GET', '/api/get-rank-list', { query: { type: 'oi' } });
    expect(oi.body.data.records.map((r: { username: string }) => r.username)).toEqual(['r-second', 'r-third', 'r-first']);
    const search = await t.call('GET', '/api/get-rank-list', { query: { type: 'OI', searchUser: 'THIRD' } });
    expect(search.body.data.records.map((r: { username: string }) => r.username)).toEqual(['r-third']);
    // the reference client sends the type as 0 (ACM) or 1 (OI)
    expect((await t.call('GET', '/api/get-rank-list', { query: { type: 0, currentPage: 1, limit: 2 } })).body.data.records.map((r: { username: string }) => r.username)).toEqual(['r-first', 'r-second']);
    expect((await t.call('GET', '/api/get-rank-list', { query: { type: 1 } })).body.data.records.map((r: { username: string }) => r.username)).toEqual(['r-second', 'r-third', 'r-first']);
    for (const type of ['XYZ', '2']) expect((await t.call('GET', '/api/get-rank-list', { query: { type } })).body.msg).toBe('The rank type must be 0 (ACM), 1 (OI), ACM or OI');
  });
});
