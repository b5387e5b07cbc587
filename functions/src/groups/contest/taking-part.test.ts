import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus as S } from '@oj/shared';
import { contestAnnouncementKey, contestParticipantKey } from '@oj/shared/db/keys';
import type { ContestItem } from '@oj/shared/db/items/contest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { forgetContestRows } from '../../data/contests.ts';
import { putContest } from '../../../test/fixtures/contest.ts';

// Taking part on the local stack: registration, the problem list and page, submitting, submissions, announcements,
// printing, the balloon helper, rejudging and the admin downloads, each with the refusals the reference makes.
let t: TestContext;
let root: string;
const users: Record<string, { token: string; uid: string }> = {};
let nextCid = 100;
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  for (const name of ['host', 'ann', 'bob', 'cat', 'team1']) {
    const { token } = await t.register(name);
    const info = await t.call('GET', '/api/get-user-home-info', { query: { username: name } });
    users[name] = { token, uid: info.body.data.uid };
  }
});
afterAll(() => t.cleanup());

const tok = (name: string) => users[name]!.token;
/** A contest created by `host`: public ACM, running for another three hours, problems A (1000) and B (1002). */
const contest = async (over: Partial<ContestItem> = {}, problems: Record<string, number> = { A: 1000, B: 1002 }) => {
  const cid = nextCid++;
  await putContest(t.deps.db, t.clock.now(), cid, { uid: users.host!.uid, author: 'host', ...over }, problems);
  return cid;
};
const call = (method: string, path: string, who: string | undefined, opts: { query?: Record<string, string | number | boolean>; body?: unknown } = {}) =>
  t.call(method, path, { ...opts, token: who === 'root' ? root : who ? tok(who) : undefined });
const ok = async (method: string, path: string, who: string | undefined, opts: { query?: Record<string, string | number | boolean>; body?: unknown } = {}) => {
  const res = await call(method, path, who, opts);
  expect(res.status, `${path}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};
const info = (cid: number, who = 'ann') => ok('GET', '/api/get-contest-info', who, { query: { cid } });
const register = (cid: number, who: string, password?: string) => call('POST', '/api/register-contest', who, { body: { cid, ...(password !== undefined ? { password } : {}) } });
/** Submits (five minutes later than the last one: contest submissions are throttled) and answers the reply. */
const submit = async (cid: number, who: string, displayId: string) => {
  t.clock.advance(5_000);
  return call('POST', '/api/submit-problem-judge', who, { body: { pid: displayId, cid, language: 'C++', code: `// ${who} ${Math.random()}` } });
};
/** Submits and sets the verdict by hand (root), as a judge would. */
const judged = async (cid: number, who: string, displayId: string, status: number, score?: number) => {
  const res = await submit(cid, who, displayId);
  expect(res.status, res.body.msg).toBe(200);
  const submitId = res.body.data.submitId as number;
  await ok('GET', '/api/admin/judge/manual-judge', 'root', { query: { submitId, status, ...(score !== undefined ? { score } : {}) } });
  forgetContestRows(t.deps.db, cid);
  return submitId;
};
const problems = async (cid: number, who: string | undefined) => {
  forgetContestRows(t.deps.db, cid);
  return (await ok('GET', '/api/get-contest-problem', who, { query: { cid } })) as { displayId: string; ac: number; total: number }[];
};

describe('contest info, registration and access', () => {
  it('serves the contest flat with id, the server clock, status and count; hidden contests are missing', async () => {
    const cid = await contest();
    expect(await info(cid)).toMatchObject({ id: cid, author: 'host', status: 0, now: t.clock.now().toISOString(), count: 0, openPrint: false });
    expect((await call('GET', '/api/get-contest-info', undefined, { query: { cid } })).status).toBe(401);
    const hidden = await contest({ visible: false });
    expect((await call('GET', '/api/get-contest-info', 'ann', { query: { cid: hidden } })).status).toBe(404);
    expect((await info(hidden, 'host')).id).toBe(hidden);
    expect((await call('GET', '/api/get-contest-info', 'ann', { query: { cid: 99_999 } })).status).toBe(404);
  });

  it('registers with the password of a private contest, once, counting once', async () => {
    const cid = await contest({ auth: 1, pwd: 'open sesame' });
    expect((await register(cid, 'ann')).body.msg).toBe('Enter the contest password');
    expect((await register(cid, 'ann', 'wrong')).body.msg).toBe('Wrong contest password, please enter it again');
    expect(await ok('GET', '/api/get-contest-access', 'ann', { query: { cid } })).toEqual({ access: false });
    expect((await register(cid, 'ann', 'open sesame')).status).toBe(200);
    expect(await ok('GET', '/api/get-contest-access', 'ann', { query: { cid } })).toEqual({ access: true });
    const again = await register(cid, 'ann', 'open sesame');
    expect([again.status, again.body.msg]).toEqual([400, 'You have already registered for this contest']);
    // a double click: both requests race, one registers
    const both = await Promise.all([register(cid, 'bob', 'open sesame'), register(cid, 'bob', 'open sesame')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await info(cid)).count).toBe(2);
    const row = await t.deps.db.get(contestParticipantKey(cid, users.bob!.uid));
    expect(row).toMatchObject({ registered: true, username: 'bob' });
  });

  it('takes no password for a public contest and refuses accounts outside the rule', async () => {
    const cid = await contest({ openAccountLimit: true, accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>1</start><end>3</end><extra></extra>' });
    expect((await register(cid, 'ann')).body.msg).toBe('Only accounts matching the contest rule may take part');
    expect((await register(cid, 'team1')).status).toBe(200);
    expect((await info(cid)).count).toBe(1);
  });

  it('refuses malformed bodies', async () => {
    expect((await call('POST', '/api/register-contest', 'ann', { body: { password: 'x' } })).body.msg).toBe('cid must be a contest id');
    expect((await call('POST', '/api/register-contest', 'ann', { body: { cid: 'abc' } })).status).toBe(400);
    expect((await call('GET', '/api/get-contest-access', 'ann', { query: { cid: -1 } })).status).toBe(400);
  });
});

describe('entering and submitting', () => {
  it('keeps a private contest closed until registration, and a scheduled one until it starts (admins excepted)', async () => {
    const cid = await contest({ auth: 1, pwd: 'pw' });
    expect((await call('GET', '/api/get-contest-problem', 'ann', { query: { cid } })).status).toBe(403);
    expect((await call('GET', '/api/get-full-screen-problem-list', 'ann', { query: { cid } })).body.msg).toBe('Please register for the contest with its password first');
    await register(cid, 'ann', 'pw');
    expect((await problems(cid, 'ann')).map((p) => p.displayId)).toEqual(['A', 'B']);
    const later = new Date(t.clock.now().getTime() + 60 * MIN).toISOString();
    const scheduled = await contest({ startTime: later, endTime: new Date(t.clock.now().getTime() + 180 * MIN).toISOString() });
    expect((await call('GET', '/api/get-contest-problem', 'ann', { query: { cid: scheduled } })).body.msg).toBe('The contest has not started yet');
    expect((await call('GET', '/api/get-full-screen-problem-list', 'ann', { query: { cid: scheduled } })).body.msg).toBe('The contest has not started yet');
    expect(await problems(scheduled, 'host')).toHaveLength(2);
    expect((await call('GET', '/api/get-contest-problem', undefined, { query: { cid } })).status).toBe(401);
  });

  it('takes submissions only while running (admins before, everyone after when allowed) and from registered users of protected contests', async () => {
    const now = t.clock.now().getTime();
    const scheduled = await contest({ startTime: new Date(now + 60 * MIN).toISOString(), endTime: new Date(now + 120 * MIN).toISOString() });
    expect((await submit(scheduled, 'ann', 'A')).body.msg).toBe('The contest has not started yet');
    expect((await submit(scheduled, 'host', 'A')).status).toBe(200);
    const ended = await contest({ startTime: new Date(now - 120 * MIN).toISOString(), endTime: new Date(now - 60 * MIN).toISOString() });
    expect((await submit(ended, 'ann', 'A')).body.msg).toBe('The contest has ended');
    const open = await contest({ startTime: new Date(now - 120 * MIN).toISOString(), endTime: new Date(now - 60 * MIN).toISOString(), allowEndSubmit: true });
    expect((await submit(open, 'ann', 'A')).status).toBe(200);
    const protectedCid = await contest({ auth: 2, pwd: 'pw' });
    expect((await submit(protectedCid, 'ann', 'A')).body.msg).toBe('Please register for the contest with its password first');
    await register(protectedCid, 'ann', 'pw');
    expect((await submit(protectedCid, 'ann', 'A')).status).toBe(200);
    expect((await submit(protectedCid, 'ann', 'C')).body.msg).toBe('The problem is not part of this contest');
  });

  it('registers whoever submits to a public contest, once', async () => {
    const cid = await contest();
    await submit(cid, 'cat', 'A');
    await submit(cid, 'cat', 'B');
    expect((await info(cid)).count).toBe(1);
    expect(await ok('GET', '/api/get-contest-access', 'cat', { query: { cid } })).toEqual({ access: true });
    await submit(cid, 'host', 'A');
    expect((await info(cid)).count).toBe(1);
  });
});

describe('problem list, problem page and my statuses', () => {
  let cid: number;
  beforeAll(async () => {
    cid = await contest({ openRank: false });
    await judged(cid, 'ann', 'A', S.WRONG_ANSWER);
    await judged(cid, 'ann', 'A', S.ACCEPTED);
    await judged(cid, 'bob', 'A', S.WRONG_ANSWER);
    await judged(cid, 'host', 'A', S.ACCEPTED); // the creator's own never count
  });

  it('counts ac and total per problem from the participants', async () => {
    expect((await problems(cid, 'cat')).map((p) => [p.displayId, p.ac, p.total])).toEqual([
      ['A', 1, 3],
      ['B', 0, 0],
    ]);
  });

  it('answers the caller its status per problem id: ACM accepted stays accepted', async () => {
    const map = await ok('POST', '/api/get-user-problem-status', 'ann', { body: { pidList: [1000, 1002], isContestProblemList: true, cid } });
    expect(map).toEqual({ 1000: { status: 0, score: null }, 1002: { status: -10, score: null } });
    expect((await call('POST', '/api/get-user-problem-status', 'ann', { body: { pidList: [1000], isContestProblemList: true } })).status).toBe(400);
  });

  it("lists the focus mode's problems by display id with the caller's status in this contest, not elsewhere", async () => {
    const row = (pid: number, displayId: string, status: number) => ({ pid, problemId: displayId, title: `Problem ${displayId}`, status, score: null });
    expect(await ok('GET', '/api/get-full-screen-problem-list', 'ann', { query: { cid } })).toEqual([row(1000, 'A', S.ACCEPTED), row(1002, 'B', S.NOT_SUBMITTED)]);
    expect(await ok('GET', '/api/get-full-screen-problem-list', 'bob', { query: { cid } })).toEqual([row(1000, 'A', S.WRONG_ANSWER), row(1002, 'B', S.NOT_SUBMITTED)]);
    // ann solved 1000 in the contest above, not in this one
    const other = await contest();
    expect(await ok('GET', '/api/get-full-screen-problem-list', 'ann', { query: { cid: other } })).toEqual([row(1000, 'A', S.NOT_SUBMITTED), row(1002, 'B', S.NOT_SUBMITTED)]);
  });

  it('shows the problem page with the contest display id and title, hiding its origin while the contest runs', async () => {
    const page = await ok('GET', '/api/get-contest-problem-details', 'ann', { query: { cid, displayId: 'a' } });
    expect(page.problem).toMatchObject({ id: 1000, problemId: 'A', title: 'Problem A', source: '', author: '', difficulty: null });
    expect(page).toMatchObject({ tags: [], myStatus: 0, problemCount: { pid: 1000, total: 3, ac: 1, wa: 2 } });
    expect(page.languages.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/get-contest-problem-details', 'ann', { query: { cid, displayId: 'Z' } })).status).toBe(404);
  });
});

describe('sealed and OI contests', () => {
  it('hides OI results behind the seal from participants, not from the contest admin', async () => {
    const now = t.clock.now().getTime();
    const cid = await contest({ type: 1, oiRankScoreType: 'Recent', sealRank: true, sealRankTime: new Date(now + 30 * MIN).toISOString() }, { A: 1001 });
    const before = await judged(cid, 'ann', 'A', S.PARTIAL_ACCEPTED, 40);
    t.clock.advance(31 * MIN);
    const reply = await submit(cid, 'ann', 'A');
    expect(reply.body.data).toMatchObject({ status: S.SUBMITTED_UNKNOWN_RESULT, score: null });
    const after = reply.body.data.submitId as number;
    await ok('GET', '/api/admin/judge/manual-judge', 'root', { query: { submitId: after, status: S.ACCEPTED, score: 100 } });
    forgetContestRows(t.deps.db, cid);

    const statuses = await ok('POST', '/api/get-user-problem-status', 'ann', { body: { pidList: [1001], isContestProblemList: true, cid } });
    expect(statuses[1001]).toEqual({ status: S.SUBMITTED_UNKNOWN_RESULT, score: null });
    const detail = await ok('GET', '/api/get-submission-detail', 'ann', { query: { submitId: after } });
    expect(detail.submission).toMatchObject({ status: S.SUBMITTED_UNKNOWN_RESULT, score: null });
    expect((await ok('GET', '/api/get-submission-detail', 'ann', { query: { submitId: before } })).submission).toMatchObject({ status: S.PARTIAL_ACCEPTED, score: 40 });
    expect(await ok('POST', '/api/check-contest-submissions-status', 'ann', { body: { cid, submitIds: [String(after)] } })).toMatchObject({ [after]: { status: S.SUBMITTED_UNKNOWN_RESULT } });
    const mine = await ok('GET', '/api/contest-submissions', 'ann', { query: { contestID: cid, beforeContestSubmit: false, containsEnd: true } });
    expect(mine.records.map((r: { submitId: number; status: number }) => [r.submitId, r.status])).toEqual([
      [after, S.SUBMITTED_UNKNOWN_RESULT],
      [before, S.PARTIAL_ACCEPTED],
    ]);
    // filtering by status must not tell what the hidden result was
    expect((await ok('GET', '/api/contest-submissions', 'ann', { query: { contestID: cid, status: S.ACCEPTED } })).records).toEqual([]);
    // the seal stops the counts for participants; the contest admin sees them live
    expect((await problems(cid, 'bob'))[0]).toMatchObject({ ac: 0, total: 1 });
    expect((await problems(cid, 'host'))[0]).toMatchObject({ ac: 1, total: 2 });
    expect((await ok('GET', '/api/get-submission-detail', 'host', { query: { submitId: after } })).submission).toMatchObject({ status: S.ACCEPTED, score: 100 });
  });

  it("leaves others' submissions behind an ACM seal out of the list; one's own stay with their results", async () => {
    const now = t.clock.now().getTime();
    const cid = await contest({ sealRank: true, sealRankTime: new Date(now + 30 * MIN).toISOString() });
    const early = await judged(cid, 'bob', 'A', S.WRONG_ANSWER);
    t.clock.advance(31 * MIN);
    const late = await judged(cid, 'bob', 'A', S.ACCEPTED);
    const list = async (who: string) =>
      (await ok('GET', '/api/contest-submissions', who, { query: { contestID: cid, beforeContestSubmit: false, containsEnd: true } })).records.map((r: { submitId: number; status: number }) => [
        r.submitId,
        r.status,
      ]);
    expect(await list('ann')).toEqual([[early, S.WRONG_ANSWER]]);
    expect(await list('bob')).toEqual([
      [late, S.ACCEPTED],
      [early, S.WRONG_ANSWER],
    ]);
    expect(await list('host')).toEqual([
      [late, S.ACCEPTED],
      [early, S.WRONG_ANSWER],
    ]);
    expect((await ok('GET', '/api/get-submission-detail', 'ann', { query: { submitId: late } })).submission.status).toBe(S.SUBMITTED_UNKNOWN_RESULT);
  });
});

describe('contest submissions', () => {
  let cid: number;
  let annA: number;
  beforeAll(async () => {
    cid = await contest();
    annA = await judged(cid, 'ann', 'A', S.ACCEPTED);
    await judged(cid, 'bob', 'B', S.WRONG_ANSWER);
    await judged(cid, 'bob', 'A', S.ACCEPTED);
  });
  const list = (who: string, query: Record<string, string | number | boolean> = {}) =>
    ok('GET', '/api/contest-submissions', who, { query: { contestID: cid, beforeContestSubmit: false, containsEnd: true, ...query } });

  it("pages the contest's submissions with exact totals and hides others' run details and code while running", async () => {
    const page = await list('ann', { limit: 2 });
    expect(page).toMatchObject({ total: 3, size: 2, current: 1 });
    const bobs = page.records.find((r: { username: string }) => r.username === 'bob');
    expect(bobs).toMatchObject({ time: null, memory: null, displayId: 'A' });
    const theirs = await ok('GET', '/api/get-submission-detail', 'ann', { query: { submitId: bobs.submitId } });
    expect(theirs.submission.code).toBeUndefined();
    expect((await ok('GET', '/api/get-submission-detail', 'ann', { query: { submitId: annA } })).submission.code).toContain('// ann');
    expect((await ok('GET', '/api/get-submission-detail', 'host', { query: { submitId: bobs.submitId } })).submission.code).toContain('// bob');
    expect((await call('GET', '/api/get-submission-detail', undefined, { query: { submitId: annA } })).status).toBe(401);
  });

  it('filters by mine, problem display id, status and username', async () => {
    expect((await list('ann', { onlyMine: true })).records.map((r: { username: string }) => r.username)).toEqual(['ann']);
    expect((await list('ann', { problemID: 'b' })).records.map((r: { username: string }) => r.username)).toEqual(['bob']);
    expect((await list('ann', { problemID: 'A', completeProblemID: true, status: 0 })).total).toBe(2);
    expect((await list('ann', { username: 'bob' })).total).toBe(2);
    expect((await list('ann', { username: 'nobody-here' })).total).toBe(0);
    expect((await list('ann', { problemID: 'Q' })).total).toBe(0);
    expect((await list('ann', { beforeContestSubmit: true })).total).toBe(0);
  });

  it('refuses callers who may not enter, and malformed queries', async () => {
    const closed = await contest({ auth: 1, pwd: 'pw' });
    expect((await call('GET', '/api/contest-submissions', 'ann', { query: { contestID: closed } })).status).toBe(403);
    expect((await call('GET', '/api/contest-submissions', 'ann', { query: {} })).body.msg).toBe('cid must be a contest id');
    expect((await call('POST', '/api/check-contest-submissions-status', 'ann', { body: { cid, submitIds: 'x' } })).status).toBe(400);
  });
});

describe('announcements', () => {
  it('pages announcements and tells which are not read yet', async () => {
    const cid = await contest();
    for (const id of [1, 2, 3]) {
      const at = new Date(t.clock.now().getTime() + id * 1000).toISOString();
      await t.deps.db.put({
        ...contestAnnouncementKey(cid, id),
        id,
        cid,
        title: `News ${id}`,
        content: `Body ${id}`,
        uid: users.host!.uid,
        username: 'host',
        status: id === 3 ? 1 : 0,
        gmtCreate: at,
        gmtModified: at,
      });
    }
    const page = await ok('GET', '/api/get-contest-announcement', 'ann', { query: { cid, limit: 1 } });
    expect(page).toMatchObject({ total: 2, records: [{ id: 2, title: 'News 2', content: 'Body 2', username: 'host' }] });
    expect(await ok('POST', '/api/get-contest-not-read-announcement', 'ann', { body: { cid, readAnnouncementList: [2] } })).toEqual([{ id: 1, title: 'News 1', gmtCreate: expect.any(String) }]);
    const scheduled = await contest({ startTime: new Date(t.clock.now().getTime() + 60 * MIN).toISOString() });
    expect(await ok('POST', '/api/get-contest-not-read-announcement', 'ann', { body: { cid: scheduled, readAnnouncementList: [] } })).toEqual([]);
    expect((await call('GET', '/api/get-contest-announcement', 'ann', { query: { cid: scheduled } })).status).toBe(403);
  });
});

describe('printing', () => {
  const text = 'int main() { /* please print this for me, thank you very much */ }';
  it('takes print text of at least 50 characters where printing is open, one job per 30 seconds', async () => {
    const closed = await contest();
    expect((await call('POST', '/api/submit-print-text', 'ann', { body: { cid: closed, content: text } })).body.msg).toBe('Printing is not open in this contest');
    const cid = await contest({ openPrint: true });
    expect((await call('POST', '/api/submit-print-text', 'ann', { body: { cid, content: '' } })).body.msg).toBe('Content cannot be empty');
    expect((await call('POST', '/api/submit-print-text', 'ann', { body: { cid, content: 'short' } })).body.msg).toBe('The number of content cannot be less than 50');
    expect((await call('POST', '/api/submit-print-text', 'ann', { body: { cid, content: 'x'.repeat(70_000) } })).status).toBe(400);
    expect((await call('POST', '/api/submit-print-text', 'ann', { body: { cid, content: text } })).status).toBe(200);
    expect((await call('POST', '/api/submit-print-text', 'ann', { body: { cid, content: text } })).status).toBe(429);
    t.clock.advance(30_000);
    expect((await call('POST', '/api/submit-print-text', 'ann', { body: { cid, content: `${text} again` } })).status).toBe(200);

    expect((await call('GET', '/api/get-contest-print', 'ann', { query: { cid } })).status).toBe(403);
    const jobs = await ok('GET', '/api/get-contest-print', 'host', { query: { cid } });
    expect(jobs).toMatchObject({ total: 2, size: 15 });
    const [newest, oldest] = jobs.records;
    expect(newest).toEqual({ id: expect.any(Number), cid, username: 'ann', realname: null, status: 0, gmtCreate: expect.any(String) });
    expect((await call('PUT', '/api/check-contest-print-status', 'ann', { query: { id: oldest.id, cid } })).status).toBe(403);
    // a job of another contest is not found through this one
    expect((await call('PUT', '/api/check-contest-print-status', 'host', { query: { id: oldest.id, cid: closed } })).status).toBe(404);
    await ok('PUT', '/api/check-contest-print-status', 'host', { query: { id: oldest.id, cid } });
    expect((await ok('GET', '/api/get-contest-print', 'host', { query: { cid } })).records.map((j: { status: number }) => j.status)).toEqual([0, 1]);
    expect((await call('PUT', '/api/check-contest-print-status', 'host', { query: { id: oldest.id + 100, cid } })).status).toBe(404);

    const file = await call('GET', '/api/file/download-contest-print-text', 'host', { query: { id: oldest.id } });
    expect([file.status, file.text]).toEqual([200, text]);
    expect(file.headers.get('content-disposition')).toContain('ann_Contest_Print.txt');
    expect((await call('GET', '/api/file/download-contest-print-text', 'ann', { query: { id: oldest.id } })).status).toBe(403);
    expect((await call('GET', '/api/file/download-contest-print-text', 'host', { query: { id: 12345 } })).status).toBe(404);
  });

  it('refuses print text from who may not submit in the contest', async () => {
    const cid = await contest({ openPrint: true, auth: 2, pwd: 'pw' });
    expect((await call('POST', '/api/submit-print-text', 'bob', { body: { cid, content: text } })).body.msg).toBe('Please register for the contest with its password first');
  });
});

describe('the balloon helper, rejudging and the accepted code', () => {
  let cid: number;
  const ids = {} as Record<'annA' | 'bobA' | 'bobA2' | 'bobB' | 'hostA', number>;
  beforeAll(async () => {
    cid = await contest({}, { A: 1000, B: 1002 });
    ids.annA = await judged(cid, 'ann', 'A', S.ACCEPTED);
    ids.bobA = await judged(cid, 'bob', 'A', S.ACCEPTED);
    ids.bobA2 = await judged(cid, 'bob', 'A', S.ACCEPTED);
    ids.bobB = await judged(cid, 'bob', 'B', S.WRONG_ANSWER);
    ids.hostA = await judged(cid, 'host', 'A', S.ACCEPTED);
  });

  it('lists first accepted submissions with first blood, checked ones last', async () => {
    expect((await call('GET', '/api/get-contest-ac-info', 'ann', { query: { cid } })).status).toBe(403);
    const page = await ok('GET', '/api/get-contest-ac-info', 'host', { query: { cid } });
    expect(page).toMatchObject({ total: 2, size: 20 });
    expect(page.records.map((r: { id: number; firstBlood: boolean; checked: boolean }) => [r.id, r.firstBlood, r.checked])).toEqual([
      [ids.annA, true, false],
      [ids.bobA, false, false],
    ]);
    expect(page.records[0]).toMatchObject({ cid, uid: users.ann!.uid, username: 'ann', pid: 1000, displayId: 'A', submitId: ids.annA, time: expect.any(Number) });
    await ok('PUT', '/api/check-contest-ac-info', 'host', { body: { id: ids.annA, cid, checked: true } });
    const after = await ok('GET', '/api/get-contest-ac-info', 'host', { query: { cid } });
    expect(after.records.map((r: { id: number; checked: boolean }) => [r.id, r.checked])).toEqual([
      [ids.bobA, false],
      [ids.annA, true],
    ]);
    await ok('PUT', '/api/check-contest-ac-info', 'host', { body: { id: ids.annA, cid, checked: false } });
    expect((await ok('GET', '/api/get-contest-ac-info', 'host', { query: { cid } })).records[0]).toMatchObject({ id: ids.annA, checked: false });
    expect((await call('PUT', '/api/check-contest-ac-info', 'host', { body: { id: ids.bobB, cid, checked: true } })).status).toBe(404);
    expect((await call('PUT', '/api/check-contest-ac-info', 'host', { body: { id: ids.annA, cid } })).body.msg).toBe('checked must be true or false');
  });

  it('packs the latest accepted code per user and problem, split by user or by problem', async () => {
    expect((await call('GET', '/api/file/download-contest-ac-submission', 'ann', { query: { cid } })).status).toBe(403);
    expect((await call('GET', '/api/file/download-contest-ac-submission', 'host', { query: { cid, splitType: 'team' } })).body.msg).toBe('splitType must be user or problem');
    // sent from S3: a redirect to the packed zip's signed address
    const packed = async (options: string) => {
      const res = await t.app.request(`/api/file/download-contest-ac-submission?cid=${cid}${options}`, { headers: { Authorization: tok('host') } });
      expect(res.status).toBe(302);
      return unzipSync(new Uint8Array(await (await fetch(res.headers.get('location')!)).arrayBuffer()));
    };
    const files = await packed('&excludeAdmin=true');
    const names = Object.keys(files).sort();
    expect(names).toEqual([expect.stringMatching(/^ann\/A_\(\d{14}\)\.cpp$/), expect.stringMatching(/^bob\/A_\(\d{14}\)\.cpp$/)]);
    expect(strFromU8(files[names[1]!]!)).toContain('// bob');
    const entries = Object.keys(await packed('&splitType=problem')).sort();
    expect(entries).toEqual(['A/', expect.stringMatching(/^A\/ann_/), expect.stringMatching(/^A\/bob_/), expect.stringMatching(/^A\/host_/), 'B/']);
  });

  it('rejudges every submission of a contest problem for the super admin only, moving the results back', async () => {
    expect((await call('GET', '/api/admin/judge/rejudge-contest-problem', 'host', { query: { cid, pid: 1000 } })).status).toBe(403);
    expect((await call('GET', '/api/admin/judge/rejudge-contest-problem', 'root', { query: { cid, pid: 1003 } })).body.msg).toBe('The problem is not part of this contest');
    expect(await ok('GET', '/api/admin/judge/rejudge-contest-problem', 'root', { query: { cid, pid: 1000 } })).toEqual({ count: 4 });
    expect((await ok('GET', '/api/get-submission-detail', 'ann', { query: { submitId: ids.annA } })).submission.status).toBe(S.PENDING);
    expect((await problems(cid, 'ann'))[0]).toMatchObject({ displayId: 'A', ac: 0, total: 3 });
    expect((await ok('GET', '/api/get-contest-ac-info', 'host', { query: { cid } })).total).toBe(0);
  });
});
