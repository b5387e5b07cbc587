import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMemberAuth, ProblemAuth } from '@oj/shared';
import { contestProblemKey, problemIndex, problemKey, problemLocksVersionKey } from '@oj/shared/db/keys';
import { putGroup } from '../../data/group-fixture.ts';
import { allProblems, contestLockedProblems, getProblem } from '../../data/problems.ts';
import { uidByUsername } from '../../data/users.ts';
import { categories } from '../../../test/fixtures/community.ts';
import { adminContestFixture, contestForm, createContest, problemForm, type AdminContestFixture } from '../../../test/fixtures/admin-contest.ts';

// Issue 22, "a contest's problems stay secret until it ends": while a contest holding a problem has not ended, every
// call that serves the problem outside the contest refuses it to all but admins (list, detail, random, recent,
// languages, templates, tags, practice submit, test runs, trainings, a group's list); inside the contest it works as
// before; after the end the problem follows its own auth. The clock starts at 08:00; the test contests run 10:00 to 15:00.
let f: AdminContestFixture;
let contestant = '';
let cid = 0;
let tid = 0;
const GID = 7;
const pids: Record<string, number> = {};
let did = 0;
const DISCUSSION = { title: 'How to solve it', description: 'Hints', content: 'Sort first.', categoryId: 0 };
const RUNS = { startTime: '2026-11-01T10:00:00.000Z', endTime: '2026-11-01T15:00:00.000Z', sealRankTime: '2026-11-01T10:00:00.000Z' };
const DURING = Date.parse('2026-11-01T12:00:00Z');
const AFTER = Date.parse('2026-11-01T16:00:00Z');

type Opts = { query?: Record<string, string | number | boolean>; body?: unknown };
const call = (method: string, path: string, token: string | undefined, opts: Opts = {}) => f.t.call(method, path, { ...opts, token });
const ok = async (method: string, path: string, token: string, opts: Opts = {}) => {
  const res = await call(method, path, token, opts);
  expect(res.status, `${method} ${path}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};
const moveTo = (at: number) => f.t.clock.advance(at - f.t.clock.now().getTime());

beforeAll(async () => {
  f = await adminContestFixture();
  contestant = (await f.t.register('runner')).token;
  cid = await createContest(f, f.root, { ...RUNS, auth: 1, pwd: 'pw', title: 'Secret Cup' });
  await ok('POST', '/api/register-contest', contestant, { body: { cid, password: 'pw' } });
  for (const problemId of ['SEC1', 'SEC2']) pids[problemId] = (await ok('POST', '/api/admin/problem', f.root, { body: problemForm(problemId, { auth: ProblemAuth.PUBLIC }) })).pid;
  // SEC1 the reference's way (it becomes a contest problem, auth 3), SEC2 placed by the entry call (it stays public),
  // SEC3 written for the contest
  await ok('POST', '/api/admin/contest/add-problem-from-public', f.root, { body: { cid, pid: pids.SEC1, displayId: 'A' } });
  await ok('PUT', '/api/admin/contest/contest-problem', f.root, { body: { cid, pid: pids.SEC2, displayId: 'B' } });
  pids.SEC3 = (await ok('POST', '/api/admin/contest/problem', f.root, { body: { ...problemForm('SEC3'), cid, displayId: 'C' } })).pid;
  // a site discussion about SEC2 (admins may still post about it): hidden with its problem
  [DISCUSSION.categoryId] = (await categories(f.t, f.root, ['Solutions'])) as [number];
  did = (await ok('POST', '/api/discussion', f.root, { body: { ...DISCUSSION, pid: 'SEC2' } })).id;

  const { id: categoryId } = await ok('POST', '/api/admin/training/category', f.root, { body: { name: 'Warm-up', color: '#409EFF' } });
  const training = { title: 'Warm-up', description: 'Practice.', rank: 1, auth: 'Public', privatePwd: '', status: true };
  tid = (await ok('POST', '/api/admin/training', f.root, { body: { training, trainingCategory: { id: categoryId } } })).id;
  await ok('POST', '/api/admin/training/add-problem-from-public', f.root, { body: { tid, pid: pids.SEC2 } });

  // a group's public problem in one of the group's contests (run by the group's owner, cadmin), and a member (plain)
  const member = async (username: string, auth: number) => ({ uid: (await uidByUsername(f.t.deps.db, username))!, username, auth });
  await putGroup(f.t.deps.db, GID, await member('cadmin', 0), [await member('plain', GroupMemberAuth.MEMBER)]);
  const base = (await getProblem(f.t.deps.db, 1000))!;
  pids.GP = 7000;
  await f.t.deps.db.put({ ...problemKey(pids.GP), ...problemIndex(pids.GP), ...base, pid: pids.GP, problemId: 'GP', title: 'Group problem', gid: GID, isGroup: true, auth: ProblemAuth.PUBLIC });
  allProblems.clear(f.t.deps.db);
  const gcid = (await ok('POST', '/api/group/contest', f.admin, { body: { ...contestForm(RUNS), gid: GID } })).id;
  await ok('PUT', '/api/group/contest-problem', f.admin, { body: { cid: gcid, pid: pids.GP, displayId: 'A' } });
});
afterAll(() => f.t.cleanup());

const statusOf = async (path: string, token: string | undefined, query: Record<string, string | number | boolean>) => (await call('GET', path, token, { query })).status;

/** What a caller finds of the contest's problems outside the contest. */
const outside = async (token: string | undefined) => ({
  list: (await ok('GET', '/api/get-problem-list', token!, { query: { keyword: 'SEC', limit: 50 } })).records.map((r: { problemId: string }) => r.problemId),
  detail: [
    await statusOf('/api/get-problem-detail', token, { problemId: 'SEC1' }),
    await statusOf('/api/get-problem-detail', token, { problemId: 'sec2' }),
    await statusOf('/api/get-problem-detail', token, { problemId: 'SEC3' }),
  ],
  languages: [
    await statusOf('/api/languages', token, { pid: pids.SEC2! }),
    await statusOf('/api/get-problem-languages', token, { pid: pids.SEC1! }),
    await statusOf('/api/get-problem-code-template', token, { pid: pids.SEC3! }),
    await statusOf('/api/get-problem-tags', token, { pid: pids.SEC2! }),
  ],
  recent: (await ok('GET', '/api/get-recent-updated-problem', token!)).some((p: { pid: number }) => p.pid === pids.SEC2),
  discussions: [(await ok('GET', '/api/get-discussion-list', token!, { query: { pid: 'SEC2' } })).total, await statusOf('/api/get-discussion-detail', token, { did })],
});

const HIDDEN = { list: [], detail: [404, 404, 404], languages: [404, 404, 404, 404], recent: false, discussions: [0, 404] };
const OPEN = { list: ['SEC1', 'SEC2', 'SEC3'], detail: [200, 200, 200], languages: [200, 200, 200, 200], recent: true, discussions: [1, 200] };
const ADMIN_SEES = { ...HIDDEN, detail: [200, 200, 200], languages: [200, 200, 200, 200], discussions: [1, 200] };

const trainingProblems = async (token: string) => (await ok('GET', '/api/get-training-problem-list', token, { query: { tid } })).map((p: { problemId: string }) => p.problemId);
const groupProblems = async () => (await ok('GET', '/api/group/get-problem-list', f.user, { query: { gid: GID, limit: 50 } })).records.map((p: { problemId: string }) => p.problemId);
const practise = (token: string, pid: number) => {
  f.t.clock.advance(10_000);
  return call('POST', '/api/submit-problem-judge', token, { body: { pid, language: 'C++', code: `// ${Math.random()}` } });
};
const testRun = (token: string, pid: number, type = 'public') => {
  f.t.clock.advance(3_000);
  return call('POST', '/api/submit-problem-test-judge', token, { body: { pid, language: 'C++', code: 'int main(){}', userInput: '1 2', type } });
};

describe("a contest's problems outside the contest", () => {
  it('are found by nobody but admins before the contest', async () => {
    for (const who of [undefined, f.user, contestant]) expect(await outside(who)).toEqual(HIDDEN);
    const admin = await outside(f.root);
    // the lists are the public site's, the same for everyone; admins read each problem and its discussions
    expect(admin).toEqual(ADMIN_SEES);
    expect(await trainingProblems(f.user)).toEqual([]);
    expect(await groupProblems()).toEqual([]);
  });

  it('stay hidden while it runs, and are read, test-run and submitted inside it', async () => {
    moveTo(DURING);
    for (const who of [undefined, f.user, contestant]) expect(await outside(who)).toEqual(HIDDEN);
    expect(await outside(f.root)).toEqual(ADMIN_SEES);
    const posted = await call('POST', '/api/discussion', f.user, { body: { ...DISCUSSION, pid: 'SEC2' } });
    expect([posted.status, posted.body.msg]).toEqual([404, 'The problem does not exist, so it cannot be discussed']);
    expect(await trainingProblems(contestant)).toEqual([]);
    expect((await ok('GET', '/api/get-training-list', f.user, { query: { limit: 50 } })).records.find((r: { id: number }) => r.id === tid).problemCount).toBe(0);
    expect(await groupProblems()).toEqual([]);
    const picks = new Set<string>();
    for (let i = 0; i < 30; i++) picks.add((await ok('GET', '/api/get-random-problem', f.user)).problemId);
    expect(picks.has('SEC2')).toBe(false);

    expect((await practise(f.user, pids.SEC2!)).status).toBe(404);
    expect((await testRun(f.user, pids.SEC2!)).status).toBe(404);
    expect((await testRun(f.user, pids.SEC3!, 'contest')).status).toBe(404);
    expect((await practise(f.root, pids.SEC2!)).status).toBe(200);

    expect((await ok('GET', '/api/get-contest-problem-details', contestant, { query: { cid, displayId: 'C' } })).problem.title).toBe('Problem SEC3');
    expect((await testRun(contestant, pids.SEC3!, 'contest')).status).toBe(200);
    f.t.clock.advance(10_000);
    const inContest = await call('POST', '/api/submit-problem-judge', contestant, { body: { pid: pids.SEC2, cid, language: 'C++', code: '// in the contest' } });
    expect(inContest.status, inContest.body.msg).toBe(200);
  });

  it('cannot be published to the problem bank before the contest ends', async () => {
    const publish = await call('PUT', '/api/admin/problem/change-problem-auth', f.root, { body: { id: pids.SEC3, auth: ProblemAuth.PUBLIC } });
    expect([publish.status, publish.body.msg]).toEqual([400, 'The problem is in a contest that has not ended yet; publish it to the problem bank after the contest']);
    // other auth changes are the admin's as before
    await ok('PUT', '/api/admin/problem/change-problem-auth', f.root, { body: { id: pids.SEC3, auth: ProblemAuth.PROTECTED } });
  });

  it('follow their own auth once it has ended, and a contest problem is then published', async () => {
    moveTo(AFTER);
    for (const who of [undefined, f.user, contestant]) expect(await outside(who)).toEqual(OPEN);
    expect(await trainingProblems(f.user)).toEqual(['SEC2']);
    expect(await groupProblems()).toEqual(['GP']);
    expect((await practise(f.user, pids.SEC2!)).status).toBe(200);
    expect((await testRun(f.user, pids.SEC3!)).status).toBe(200);
    // SEC1 and SEC3 are contest problems: look only
    expect((await practise(f.user, pids.SEC3!)).body.msg).toBe('This problem does not accept submissions');

    await ok('PUT', '/api/admin/problem/change-problem-auth', f.root, { body: { id: pids.SEC3, auth: ProblemAuth.PUBLIC } });
    expect((await practise(f.user, pids.SEC3!)).status).toBe(200);
  });
});

describe('the contest locks', () => {
  it('follow a problem into and out of a contest at once', async () => {
    const later = await createContest(f, f.root, { startTime: '2026-11-20T08:00:00.000Z', endTime: '2026-11-20T10:00:00.000Z', duration: 7200 });
    const { pid } = await ok('POST', '/api/admin/problem', f.root, { body: problemForm('SEC4', { auth: ProblemAuth.PUBLIC }) });
    expect(await statusOf('/api/get-problem-detail', f.user, { problemId: 'SEC4' })).toBe(200);
    await ok('PUT', '/api/admin/contest/contest-problem', f.root, { body: { cid: later, pid, displayId: 'A' } });
    expect(await statusOf('/api/get-problem-detail', f.user, { problemId: 'SEC4' })).toBe(404);
    await ok('DELETE', '/api/admin/contest/problem', f.root, { query: { cid: later, pid } });
    expect(await statusOf('/api/get-problem-detail', f.user, { problemId: 'SEC4' })).toBe(200);
  });

  it("follow a contest's end when it moves, and are lifted when the contest is deleted", async () => {
    const held = await createContest(f, f.root, { startTime: '2026-11-20T08:00:00.000Z', endTime: '2026-11-20T10:00:00.000Z', duration: 7200 });
    const { pid } = await ok('POST', '/api/admin/problem', f.root, { body: problemForm('SEC6', { auth: ProblemAuth.PUBLIC }) });
    await ok('PUT', '/api/admin/contest/contest-problem', f.root, { body: { cid: held, pid, displayId: 'A' } });
    expect(await statusOf('/api/get-problem-detail', f.user, { problemId: 'SEC6' })).toBe(404);
    // moved to the morning (it has ended by now, 16:00): the problem is out at once
    const current = await ok('GET', '/api/admin/contest', f.root, { query: { cid: held } });
    await ok('PUT', '/api/admin/contest', f.root, { body: { ...current, startTime: '2026-11-01T09:00:00.000Z', endTime: '2026-11-01T11:00:00.000Z' } });
    expect(await statusOf('/api/get-problem-detail', f.user, { problemId: 'SEC6' })).toBe(200);
    await ok('PUT', '/api/admin/contest', f.root, { body: { ...current, startTime: '2026-11-20T08:00:00.000Z', endTime: '2026-11-20T10:00:00.000Z' } });
    expect(await statusOf('/api/get-problem-detail', f.user, { problemId: 'SEC6' })).toBe(404);
    await ok('DELETE', '/api/admin/contest', f.root, { query: { cid: held } });
    expect(await statusOf('/api/get-problem-detail', f.user, { problemId: 'SEC6' })).toBe(200);
  });

  it("keep a group contest's new problem from the group's members, who read it in the contest only", async () => {
    const gcid = (
      await ok('POST', '/api/group/contest', f.admin, {
        body: { ...contestForm({ startTime: '2026-11-20T08:00:00.000Z', endTime: '2026-11-20T10:00:00.000Z', duration: 7200 }), gid: GID },
      })
    ).id;
    const { pid } = await ok('POST', '/api/group/contest-problem', f.admin, { body: { ...problemForm('GSEC'), gid: GID, cid: gcid, displayId: 'A' } });
    expect((await getProblem(f.t.deps.db, pid))!.auth).toBe(ProblemAuth.PROTECTED);
    expect(await statusOf('/api/get-problem-detail', f.user, { problemId: 'GSEC', gid: GID })).toBe(404);
    expect(await statusOf('/api/get-problem-languages', f.user, { pid })).toBe(404);
    expect(await groupProblems()).not.toContain('GSEC');
  });

  it("keep a problem made in the reference client's two steps hidden in between, and a contest problem after", async () => {
    const soon = await createContest(f, f.root, { startTime: '2026-11-01T16:30:00.000Z', endTime: '2026-11-01T17:00:00.000Z', duration: 1800, sealRankTime: '2026-11-01T16:30:00.000Z' });
    const { pid } = await ok('POST', '/api/admin/contest/problem', f.root, { body: problemForm('SEC7') });
    expect(await statusOf('/api/get-problem-detail', f.user, { problemId: 'SEC7' })).toBe(404);
    await ok('PUT', '/api/admin/contest/contest-problem', f.root, { body: { cid: soon, pid, displayId: 'A' } });
    expect((await getProblem(f.t.deps.db, pid))!.auth).toBe(ProblemAuth.PROTECTED);
    expect(await statusOf('/api/get-problem-detail', f.user, { problemId: 'SEC7' })).toBe(404);
    moveTo(Date.parse('2026-11-01T17:30:00Z'));
    expect(await statusOf('/api/get-problem-detail', f.user, { problemId: 'SEC7' })).toBe(200);
  });

  it('are read again when another instance places a problem (the version item)', async () => {
    const later = await createContest(f, f.root, { startTime: '2026-11-21T08:00:00.000Z', endTime: '2026-11-21T10:00:00.000Z', duration: 7200 });
    const { pid } = await ok('POST', '/api/admin/problem', f.root, { body: problemForm('SEC5', { auth: ProblemAuth.PUBLIC }) });
    const { db } = f.t.deps;
    expect((await contestLockedProblems(db, f.t.clock.now())).has(pid)).toBe(false);
    // as another instance writes it: the entry, then the version
    await db.put({ ...contestProblemKey(later, 'A'), id: 99_001, cid: later, pid, displayId: 'A', displayTitle: 'A', color: null });
    expect((await contestLockedProblems(db, f.t.clock.now())).has(pid)).toBe(false);
    await db.nextId(problemLocksVersionKey);
    expect((await contestLockedProblems(db, f.t.clock.now())).get(pid)).toEqual([later]);
    expect((await contestLockedProblems(db, new Date('2026-11-21T10:00:00.000Z'))).has(pid)).toBe(false);
  });
});
