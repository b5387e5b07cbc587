import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@oj/shared';
import { contestParticipantKey, contestKey } from '@oj/shared/db/keys';
import { readContest } from '../../data/contests.ts';
import { END, START, adminContestFixture, contestForm, createContest, problemForm, type AdminContestFixture } from '../../../test/fixtures/admin-contest.ts';

let f: AdminContestFixture;
beforeAll(async () => {
  f = await adminContestFixture();
});
afterAll(() => f.t.cleanup());

const post = (body: unknown, token = f.admin) => f.t.call('POST', '/api/admin/contest', { token, body });

describe('contest form', () => {
  it('creates a contest owned by the caller and answers it as the reference AdminContestVO', async () => {
    const res = await post(contestForm({ uid: 'someone-else', author: 'mallory', duration: 1 }));
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({
      title: 'Autumn Cup',
      author: 'cadmin',
      startTime: START,
      endTime: END,
      duration: 18_000,
      status: -1,
      visible: true,
      source: 0,
      awardConfigList: [],
    });
    const stored = await readContest(f.t.deps.db, res.body.data.id);
    expect(stored).toMatchObject({ cid: res.body.data.id, author: 'cadmin', participantCount: 0, gid: null });
    // listed by start time for the contest list and the judge pre-warm
    expect(await f.t.deps.db.get(contestKey(res.body.data.id))).toMatchObject({ gsi1pk: 'CONTESTS', gsi1sk: expect.stringMatching(/^2026-11-02T08:00:00.000Z#/) });
  });

  it.each([
    [{ title: '  ' }, 'The contest title is required'],
    [{ title: 'x'.repeat(501) }, 'The contest title must be at most 500 characters'],
    [{ description: '' }, 'The contest description is required'],
    [{ startTime: '' }, 'The contest start time is required'],
    [{ endTime: null }, 'The contest end time is required'],
    [{ startTime: 'soon' }, 'soon is not a date'],
    [{ endTime: '2026-11-02T07:00:00.000Z' }, 'The contest must end after it starts'],
    [{ endTime: START }, 'The contest duration must be positive'],
    [{ auth: 1 }, 'The contest password is required when the contest is not public'],
    [{ auth: 2, pwd: '   ' }, 'The contest password is required when the contest is not public'],
    [{ auth: 3 }, 'The contest auth must be 0 (public), 1 (private) or 2 (protected)'],
    [{ type: 2 }, 'The contest rule must be 0 (ACM) or 1 (OI)'],
    [{ type: 1, oiRankScoreType: 'Lowest' }, 'The OI rank score type must be Recent or Highest'],
    [{ openAccountLimit: true, accountLimitRule: 'team1..team9' }, 'The account limit rule must read <prefix>…</prefix><suffix>…</suffix><start>number</start><end>number</end><extra>…</extra>'],
    [
      { openAccountLimit: true, accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>9</start><end>1</end><extra></extra>' },
      'The account rule start number must not be greater than its end number',
    ],
    [{ sealRank: true, sealRankTime: null }, 'Choose when the rank is sealed'],
    [{ sealRank: true, sealRankTime: END }, 'The rank must be sealed between the start and the end of the contest'],
    [{ sealRank: true, sealRankTime: '2026-11-02T07:59:59.000Z' }, 'The rank must be sealed between the start and the end of the contest'],
    [{ awardType: 1, awardConfigList: [] }, 'Add at least one award, or choose no awards'],
    [{ awardType: 1, awardConfigList: [{ priority: 1, name: 'Gold', background: '#fff', color: '#000', num: 101 }] }, 'An award proportion must be at most 100%'],
    [
      {
        awardType: 1,
        awardConfigList: [
          { priority: 1, name: 'Gold', background: '#fff', color: '#000', num: 60 },
          { priority: 2, name: 'Silver', background: '#fff', color: '#000', num: 50 },
        ],
      },
      'The award proportions add up to more than 100%',
    ],
    [
      {
        awardType: 2,
        awardConfigList: [
          { priority: 1, name: 'Gold', background: '#fff', color: '#000', num: 1 },
          { priority: 1, name: 'Silver', background: '#fff', color: '#000', num: 2 },
        ],
      },
      'Two awards have the same priority',
    ],
    [{ awardType: 2, awardConfigList: [{ priority: 1, name: 'Gold', background: '#fff', color: '#000', num: -1 }] }, 'Award numbers cannot be negative'],
    [{ awardType: 2, awardConfigList: [{ priority: 1, name: 'Gold', background: 'url(x)', color: '#000', num: 1 }] }, 'Award colours must be like #e6bf25 or rgb(230, 191, 37)'],
    [{ starAccount: ['alice', ' bob ', 'bob'] }, 'The star user bob is listed twice'],
    [{ rankShowName: 'email' }, 'The rank shows username, nickname or realname'],
  ])('refuses %j: %s', async (overrides, message) => {
    const res = await post(contestForm(overrides));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message);
  });

  it('checks the rules in the spec order: the first broken one is reported', async () => {
    expect((await post(contestForm({ title: '', description: '', startTime: null }))).body.msg).toBe('The contest title is required');
    expect((await post(contestForm({ description: '', endTime: START }))).body.msg).toBe('The contest description is required');
    expect((await post(contestForm({ endTime: START, auth: 1 }))).body.msg).toBe('The contest duration must be positive');
  });

  it('keeps only what applies: no password for public contests, no seal time without a seal, awards sorted', async () => {
    const res = await post(
      contestForm({
        pwd: 'unused',
        sealRankTime: '2026-11-02T12:00:00.000Z',
        accountLimitRule: '<prefix>t</prefix>',
        starAccount: [' alice ', ''],
        awardType: 2,
        // the award table's inputs send text
        awardConfigList: [
          { priority: '2', name: 'Silver', background: '#b4c0c7', color: '#fff', num: '3', _XID: 'row_2' },
          { priority: 1, name: 'Gold', background: 'rgb(230, 191, 37)', color: '#fff', num: 1 },
        ],
      }),
    );
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ pwd: '', sealRankTime: null, accountLimitRule: null, starAccount: ['alice'] });
    expect(res.body.data.awardConfigList).toEqual([
      { priority: 1, name: 'Gold', background: 'rgb(230, 191, 37)', color: '#fff', num: 1 },
      { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#fff', num: 3 },
    ]);
  });

  it('stores a markdown description with a script as written; clients render it through their sanitiser', async () => {
    const description = '# Rules\n<script>alert(1)</script>\n$a+b$';
    const cid = await createContest(f, f.admin, { description });
    expect((await f.t.call('GET', '/api/admin/contest', { token: f.admin, query: { cid } })).body.data.description).toBe(description);
  });

  it('refuses malformed and oversized bodies', async () => {
    const malformed = await f.t.call('POST', '/api/admin/contest', { token: f.admin, rawBody: '{"title":', headers: { 'Content-Type': 'application/json' } });
    expect([malformed.status, malformed.body.msg]).toEqual([400, 'Malformed JSON in request body']);
    expect((await post({ ...contestForm(), starAccount: 'alice' })).body.msg).toBe('Star users are a list of usernames');
    expect((await post({ ...contestForm(), sealRank: 'yes' })).body.msg).toBe('Switches must be true or false');
    expect((await post(contestForm({ description: 'x'.repeat(65_536) }))).body.msg).toBe('The contest description must be at most 65535 characters');
    const huge = await post(contestForm({ description: 'x'.repeat(LIMITS.jsonBodyMaxBytes) }));
    expect([huge.status, huge.body.msg]).toEqual([413, 'The request body is too large']);
    expect((await post(contestForm({ id: 5 }))).body.msg).toBe('A new contest has no id; use PUT to change a contest');
  });
});

describe('editing, listing and access', () => {
  it('edits a contest: the list index follows the new start, the rule type cannot change', async () => {
    const cid = await createContest(f, f.admin);
    const current = (await f.t.call('GET', '/api/admin/contest', { token: f.admin, query: { cid } })).body.data;
    const later = '2026-11-03T08:00:00.000Z';
    const res = await f.t.call('PUT', '/api/admin/contest', {
      token: f.admin,
      body: { ...current, title: 'Autumn Cup II', startTime: later, endTime: '2026-11-03T10:00:00.000Z', starAccount: ['alice'] },
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ id: cid, title: 'Autumn Cup II', duration: 7200, starAccount: ['alice'], author: 'cadmin' });
    expect(await f.t.deps.db.get(contestKey(cid))).toMatchObject({ gsi1sk: expect.stringMatching(/^2026-11-03T08:00:00.000Z#/) });
    const retype = await f.t.call('PUT', '/api/admin/contest', { token: f.admin, body: { ...current, type: 1 } });
    expect([retype.status, retype.body.msg]).toEqual([400, 'The contest rule type cannot change once the contest is created']);
    expect((await f.t.call('PUT', '/api/admin/contest', { token: f.admin, body: { ...current, id: null } })).body.msg).toBe('Say which contest to change (id)');
    expect((await f.t.call('PUT', '/api/admin/contest', { token: f.admin, body: { ...current, id: 99_999 } })).status).toBe(404);
  });

  it('keeps registrations counted meanwhile, and a new password withdraws the registrations made with the old one', async () => {
    const cid = await createContest(f, f.admin, { auth: 1, pwd: 'old-pass' });
    const db = f.t.deps.db;
    // more registrations than one batch of withdrawals, and an admin's unregistered row (not counted, not taken off)
    const uids = Array.from({ length: 40 }, (_, i) => `u${i}`);
    await Promise.all(uids.map((uid) => db.put({ ...contestParticipantKey(cid, uid), cid, uid, username: uid, registered: true })));
    await db.put({ ...contestParticipantKey(cid, 'judge'), cid, uid: 'judge', username: 'judge', registered: false });
    await db.update(contestKey(cid), { UpdateExpression: 'SET participantCount = :n', ExpressionAttributeValues: { ':n': 40 } });
    const current = (await f.t.call('GET', '/api/admin/contest', { token: f.admin, query: { cid } })).body.data;
    expect(current.count).toBe(40);
    const same = await f.t.call('PUT', '/api/admin/contest', { token: f.admin, body: { ...current, title: 'Renamed' } });
    expect(same.body.data.count).toBe(40);
    const changed = await f.t.call('PUT', '/api/admin/contest', { token: f.admin, body: { ...current, pwd: 'new-pass' } });
    expect(changed.body.data.count).toBe(0);
    expect((await db.get(contestKey(cid)))?.participantCount).toBe(0);
    for (const uid of ['u0', 'u39']) expect(await db.get(contestParticipantKey(cid, uid))).toMatchObject({ registered: false });
  });

  it('lists every contest outside groups for every admin, newest start first, searchable by title or id, without passwords', async () => {
    const mine = await createContest(f, f.otherAdmin, { title: 'Winter Sprint', auth: 2, pwd: 'secret', startTime: '2027-01-01T00:00:00.000Z', endTime: '2027-01-01T05:00:00.000Z' });
    const res = await f.t.call('GET', '/api/admin/contest/get-contest-list', { token: f.admin, query: { currentPage: 1, limit: 10, keyword: 'winter' } });
    expect(res.status).toBe(200);
    expect(res.body.data.records.map((r: { id: number }) => r.id)).toEqual([mine]);
    expect(res.body.data.records[0]).toMatchObject({ uid: expect.any(String), author: 'oadmin', status: -1, visible: true });
    expect(res.body.data.records[0]).not.toHaveProperty('pwd');
    const byId = await f.t.call('GET', '/api/admin/contest/get-contest-list', { token: f.admin, query: { keyword: String(mine) } });
    expect(byId.body.data.records.map((r: { id: number }) => r.id)).toContain(mine);
    const all = (await f.t.call('GET', '/api/admin/contest/get-contest-list', { token: f.admin, query: { limit: 100 } })).body.data.records;
    expect(all[0].id).toBe(mine);
    const starts = all.map((r: { startTime: string }) => r.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it("refuses another admin's contest, ordinary users and non-root deletes", async () => {
    const cid = await createContest(f, f.admin);
    const other = { token: f.otherAdmin };
    expect((await f.t.call('GET', '/api/admin/contest', { ...other, query: { cid } })).status).toBe(403);
    const current = (await f.t.call('GET', '/api/admin/contest', { token: f.admin, query: { cid } })).body.data;
    expect((await f.t.call('PUT', '/api/admin/contest', { ...other, body: current })).status).toBe(403);
    expect((await f.t.call('PUT', '/api/admin/contest/change-contest-visible', { ...other, query: { cid, visible: false, uid: current.uid } })).status).toBe(403);
    expect((await f.t.call('GET', '/api/admin/contest/clone', { ...other, query: { cid } })).status).toBe(403);
    expect((await f.t.call('GET', '/api/admin/contest', { token: f.root, query: { cid } })).status).toBe(200);
    expect((await f.t.call('GET', '/api/admin/contest/get-contest-list', { token: f.user })).status).toBe(403);
    expect((await f.t.call('POST', '/api/admin/contest', { token: f.user, body: contestForm() })).status).toBe(403);
    expect((await f.t.call('GET', '/api/admin/contest/get-contest-list')).status).toBe(401);
    expect((await f.t.call('DELETE', '/api/admin/contest', { token: f.admin, query: { cid } })).status).toBe(403);
    expect((await f.t.call('GET', '/api/admin/contest', { token: f.admin, query: { cid: 'x' } })).body.msg).toBe('Please give a contest');
    expect((await f.t.call('GET', '/api/admin/contest', { token: f.admin, query: { cid: 99_999 } })).status).toBe(404);
  });

  it('switches visibility; the public list follows at once', async () => {
    const cid = await createContest(f, f.admin, { title: 'Visible Cup' });
    const publicIds = async () => (await f.t.call('GET', '/api/get-contest-list', { query: { limit: 100 } })).body.data.records.map((r: { id: number }) => r.id);
    expect(await publicIds()).toContain(cid);
    const hide = await f.t.call('PUT', '/api/admin/contest/change-contest-visible', { token: f.admin, query: { cid, visible: false, uid: 'ignored' } });
    expect(hide.status, hide.body.msg).toBe(200);
    expect(await publicIds()).not.toContain(cid);
    expect((await f.t.call('PUT', '/api/admin/contest/change-contest-visible', { token: f.admin, query: { cid, visible: 'maybe' } })).body.msg).toBe('visible must be true or false');
  });

  it('clones the settings and problem list into a hidden contest of the caller', async () => {
    const cid = await createContest(f, f.root, { title: 'Source Cup', auth: 1, pwd: 'pw', starAccount: ['alice'] });
    const p = await f.t.call('POST', '/api/admin/contest/problem', {
      token: f.root,
      body: { ...problemForm('CLONE1'), cid, displayId: 'A' },
    });
    expect(p.status, p.body.msg).toBe(200);
    const res = await f.t.call('GET', '/api/admin/contest/clone', { token: f.root, query: { cid } });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Source Cup [Cloned]', source: cid, visible: false, auth: 1, pwd: 'pw', starAccount: ['alice'], count: 0 });
    const problems = await f.t.call('GET', '/api/admin/contest/get-problem-list', { token: f.root, query: { cid: res.body.data.id } });
    expect(problems.body.data.problemList.records.map((r: { problemId: string }) => r.problemId)).toEqual(['CLONE1']);
  });

  it('deletes a contest with everything in its partition (root only)', async () => {
    const cid = await createContest(f, f.root);
    await f.t.call('POST', '/api/admin/contest/announcement', { token: f.root, body: { cid, announcement: { title: 'Hi', content: 'Welcome' } } });
    await f.t.deps.db.put({ ...contestParticipantKey(cid, 'u1'), cid, uid: 'u1', username: 'u1', registered: true });
    const res = await f.t.call('DELETE', '/api/admin/contest', { token: f.root, query: { cid } });
    expect(res.status, res.body.msg).toBe(200);
    expect(await f.t.deps.db.partition(contestKey(cid).pk)).toEqual([]);
    expect((await f.t.call('GET', '/api/admin/contest', { token: f.root, query: { cid } })).status).toBe(404);
    expect((await f.t.call('DELETE', '/api/admin/contest', { token: f.root, query: { cid } })).status).toBe(404);
  });
});
