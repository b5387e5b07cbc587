import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContestFixture, contestForm, problemForm, type AdminContestFixture } from '../../../test/fixtures/admin-contest.ts';

// Reply and request shapes the reference system's own web client reads and sends (ARCHITECTURE.md decision 1):
// views/admin/contest (Contest.vue, ContestList.vue), views/admin/problem/ProblemList.vue and Problem.vue in a
// contest, views/admin/general/Announcement.vue for a contest.
let f: AdminContestFixture;
beforeAll(async () => {
  f = await adminContestFixture();
});
afterAll(() => f.t.cleanup());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('the admin contest pages of the reference client', () => {
  let cid: number;
  let pid: number;

  it('creates from the form as Contest.vue sends it (Date objects as JSON, uid and author of the client, a moment for the seal)', async () => {
    const res = await f.t.call('POST', '/api/admin/contest', {
      token: f.admin,
      body: contestForm({
        startTime: '2026-11-02T08:00:00.000Z',
        endTime: '2026-11-02T13:00:00.000Z',
        sealRank: true,
        sealRankTime: '2026-11-02T12:00:00.000Z',
        auth: 1,
        pwd: 'pw',
        openAccountLimit: true,
        accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>1</start><end>50</end><extra>judge1 judge2</extra>',
        starAccount: ['guest'],
        awardType: 1,
        uid: 'from-client',
        author: 'cadmin',
      }),
    });
    expect(res.status, res.body.msg).toBe(200);
    cid = res.body.data.id;
  });

  it('GET answers the AdminContestVO flat with id, lists for star users and awards, ISO dates', async () => {
    const { data } = (await f.t.call('GET', '/api/admin/contest', { token: f.admin, query: { cid } })).body;
    expect(data).toEqual({
      id: cid,
      uid: expect.any(String),
      author: 'cadmin',
      title: 'Autumn Cup',
      type: 0,
      description: 'Solve **everything**.',
      source: 0,
      auth: 1,
      pwd: 'pw',
      startTime: '2026-11-02T08:00:00.000Z',
      endTime: '2026-11-02T13:00:00.000Z',
      duration: 18_000,
      sealRank: true,
      sealRankTime: '2026-11-02T12:00:00.000Z',
      autoRealRank: true,
      status: -1,
      visible: true,
      openPrint: false,
      openAccountLimit: true,
      accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>1</start><end>50</end><extra>judge1 judge2</extra>',
      rankShowName: 'username',
      starAccount: ['guest'],
      openRank: false,
      oiRankScoreType: 'Recent',
      gid: null,
      awardType: 1,
      awardConfigList: [
        { priority: 1, name: '金牌', background: '#e6bf25', color: '#fff', num: 10 },
        { priority: 2, name: '银牌', background: '#b4c0c7', color: '#fff', num: 20 },
        { priority: 3, name: '铜牌', background: '#CD7F32', color: '#fff', num: 30 },
      ],
      allowEndSubmit: false,
      count: 0,
      gmtCreate: expect.stringMatching(ISO),
      gmtModified: expect.stringMatching(ISO),
    });
    expect(data.uid).not.toBe('from-client');
    // the edit form sends the VO back whole
    const back = await f.t.call('PUT', '/api/admin/contest', { token: f.admin, body: { ...data, title: 'Autumn Cup 2' } });
    expect(back.status, back.body.msg).toBe(200);
  });

  it('the list answers a page whose rows carry what ContestList.vue shows', async () => {
    const { data } = (await f.t.call('GET', '/api/admin/contest/get-contest-list', { token: f.admin, query: { currentPage: 1, limit: 10 } })).body;
    expect(data).toMatchObject({ total: 1, current: 1, size: 10 });
    expect(data.records[0]).toMatchObject({ id: cid, title: 'Autumn Cup 2', type: 0, auth: 1, status: -1, visible: true, uid: expect.any(String), author: 'cadmin' });
    expect(data.records[0].startTime).toMatch(ISO);
    expect(data.records[0].gmtCreate).toMatch(ISO);
  });

  it('change-contest-visible takes cid, visible and uid as query parameters', async () => {
    const { data } = (await f.t.call('GET', '/api/admin/contest', { token: f.admin, query: { cid } })).body;
    const res = await f.t.call('PUT', '/api/admin/contest/change-contest-visible', { token: f.admin, query: { cid, visible: 'false', uid: data.uid } });
    expect([res.status, res.body.data]).toEqual([200, null]);
  });

  it('creating a contest problem: POST answers {pid}, then PUT contest-problem places it', async () => {
    const res = await f.t.call('POST', '/api/admin/contest/problem', { token: f.admin, body: problemForm('CP1') });
    expect(res.body.data).toEqual({ pid: expect.any(Number) });
    pid = res.body.data.pid;
    const placed = await f.t.call('PUT', '/api/admin/contest/contest-problem', { token: f.admin, body: { displayTitle: 'Sum', displayId: 'A', pid, cid: String(cid) } });
    expect(placed.body.data).toEqual({ id: expect.any(Number), cid, pid, displayId: 'A', displayTitle: 'Sum', color: null });
  });

  it('the contest problem list answers problemList (a page of problems with id) and contestProblemMap keyed by pid', async () => {
    const { data } = (await f.t.call('GET', '/api/admin/contest/get-problem-list', { token: f.admin, query: { cid, currentPage: 1, limit: 10, oj: 'All' } })).body;
    expect(data.problemList).toMatchObject({ total: 1, current: 1, size: 10 });
    expect(data.problemList.records[0]).toMatchObject({ id: pid, problemId: 'CP1', title: 'Problem CP1', author: 'cadmin', auth: 3, gmtCreate: expect.stringMatching(ISO) });
    expect(data.contestProblemMap).toEqual({ [pid]: { id: expect.any(Number), cid, pid, displayId: 'A', displayTitle: 'Sum', color: null } });
  });

  it('editing a contest problem: GET problem, GET contest-problem, PUT problem answers null, PUT contest-problem takes the entry back', async () => {
    const problem = (await f.t.call('GET', '/api/admin/contest/problem', { token: f.admin, query: { pid } })).body.data;
    expect(problem).toMatchObject({ id: pid, problemId: 'CP1', examples: '', userExtraFile: null });
    const entry = (await f.t.call('GET', '/api/admin/contest/contest-problem', { token: f.admin, query: { cid, pid } })).body.data;
    const saved = await f.t.call('PUT', '/api/admin/contest/problem', { token: f.admin, body: problemForm('CP1', { id: pid, title: 'Sum Again' }) });
    expect([saved.status, saved.body.data]).toEqual([200, null]);
    const back = await f.t.call('PUT', '/api/admin/contest/contest-problem', { token: f.admin, body: { ...entry, displayTitle: 'Sum Again' } });
    expect(back.body.data).toMatchObject({ id: entry.id, displayTitle: 'Sum Again' });
  });

  it('contest announcements answer pages of AnnouncementVO', async () => {
    await f.t.call('POST', '/api/admin/contest/announcement', { token: f.admin, body: { announcement: { id: null, title: 'T', content: 'C', status: 0, uid: 'x' }, cid: String(cid) } });
    const { data } = (await f.t.call('GET', '/api/admin/contest/announcement', { token: f.admin, query: { cid, currentPage: 1, limit: 15 } })).body;
    expect(data).toMatchObject({ total: 1, current: 1, size: 15 });
    expect(data.records[0]).toEqual({
      id: expect.any(Number),
      cid,
      title: 'T',
      content: 'C',
      uid: expect.any(String),
      username: 'cadmin',
      status: 0,
      gmtCreate: expect.stringMatching(ISO),
      gmtModified: expect.stringMatching(ISO),
    });
  });
});
