import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus as S, Role } from '@oj/shared';
import { trainingParticipantKey, trainingPartition } from '@oj/shared/db/keys';
import { updateUser, uidByUsername } from '../../data/users.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

// Trainings on the local stack: the back office makes a private training with a password, learners pass the gate,
// submit on its problem pages and see progress and rank move with each judged result (verdicts set through the
// manual judge, which goes through the judge's result transaction), with the refusals the reference makes.
let t: TestContext;
const tokens: Record<string, string> = {};
const uids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  tokens.root = await t.rootToken();
  for (const [name, role] of [
    ['coach', Role.ADMIN],
    ['other', Role.ADMIN],
    ['padmin', Role.PROBLEM_ADMIN],
    ['ann', Role.USER],
    ['bob', Role.USER],
    ['cat', Role.USER],
  ] as const) {
    const { token, password } = await t.register(name);
    uids[name] = (await uidByUsername(t.deps.db, name))!;
    if (role !== Role.USER) await updateUser(t.deps.db, uids[name]!, { roleId: role }, t.clock.now());
    if (name === 'bob') await updateUser(t.deps.db, uids[name]!, { realname: 'Bob Real', school: 'North School' }, t.clock.now());
    tokens[name] = role === Role.USER ? token : await t.login(name, password);
  }
});
afterAll(() => t.cleanup());

type Opts = { query?: Record<string, string | number | boolean>; body?: unknown };
const call = (method: string, path: string, who: string | undefined, opts: Opts = {}) => t.call(method, path, { ...opts, token: who ? tokens[who] : undefined });
const ok = async (method: string, path: string, who: string | undefined, opts: Opts = {}) => {
  const res = await call(method, path, who, opts);
  expect(res.status, `${path}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};
const refused = async (status: number, msg: string | RegExp, method: string, path: string, who: string | undefined, opts: Opts = {}) => {
  const res = await call(method, path, who, opts);
  expect([res.status, res.body.msg]).toEqual([status, expect.stringMatching(msg)]);
};

const form = (training: Record<string, unknown> = {}, trainingCategory: Record<string, unknown> | null = { id: categoryId }) => ({
  training: { title: 'Basics', description: 'Start *here*.', rank: 10, auth: 'Private', privatePwd: 'pw', status: true, ...training },
  trainingCategory,
});
let categoryId = 0;
const createTraining = async (who: string, training: Record<string, unknown> = {}, problems: number[] = [1000, 1001]) => {
  const { id } = await ok('POST', '/api/admin/training', who, { body: form(training) });
  for (const pid of problems) await ok('POST', '/api/admin/training/add-problem-from-public', who, { body: { tid: id, pid } });
  return id as number;
};
/** Submits in a training (practice submissions are throttled: the clock moves on first) and answers the submission id. */
const submit = async (who: string, tid: number, pid: string | number) => {
  t.clock.advance(10_000);
  const res = await call('POST', '/api/submit-problem-judge', who, { body: { pid, tid, language: 'C++', code: `// ${who} ${Math.random()}` } });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.submitId as number;
};
const judge = (submitId: number, status: number) => ok('GET', '/api/admin/judge/manual-judge', 'root', { query: { submitId, status } });
const rank = async (tid: number, who: string, query: Record<string, string | number> = {}) => ok('GET', '/api/get-training-rank', who, { query: { tid, ...query } });

describe('categories', () => {
  it('are made by root and problem admins, named once, and listed for everyone', async () => {
    categoryId = (await ok('POST', '/api/admin/training/category', 'padmin', { body: { name: 'Beginner', color: '#409EFF' } })).id;
    await refused(400, 'The category beginner already exists', 'POST', '/api/admin/training/category', 'root', { body: { name: 'beginner', color: '#000' } });
    await refused(403, /./, 'POST', '/api/admin/training/category', 'coach', { body: { name: 'Other', color: '#000' } });
    await refused(400, /colour must be like/, 'POST', '/api/admin/training/category', 'root', { body: { name: 'Other', color: 'blue; x' } });
    await refused(400, /Categories made here are the site's/, 'POST', '/api/admin/training/category', 'root', { body: { name: 'Other', color: '#000', gid: 3 } });
    expect(await ok('GET', '/api/get-training-category', undefined)).toEqual([expect.objectContaining({ id: categoryId, name: 'Beginner', color: '#409EFF', gid: null })]);
    const renamed = await ok('PUT', '/api/admin/training/category', 'root', { body: { id: categoryId, name: 'Starter', color: '#67C23A' } });
    expect(renamed).toMatchObject({ id: categoryId, name: 'Starter', color: '#67C23A' });
    const spare = (await ok('POST', '/api/admin/training/category', 'root', { body: { name: 'Spare', color: '#000' } })).id;
    await refused(400, 'The category starter already exists', 'PUT', '/api/admin/training/category', 'root', { body: { id: spare, name: 'starter', color: '#000' } });
    expect(await ok('PUT', '/api/admin/training/category', 'root', { body: { id: spare, name: 'SPARE', color: '#000' } })).toMatchObject({ name: 'SPARE' });
    await ok('DELETE', '/api/admin/training/category', 'root', { query: { cid: spare } });
  });
});

describe('the training form', () => {
  it("refuses what the form needs, each as '<field> is required', and group trainings", async () => {
    await refused(400, 'Title is required', 'POST', '/api/admin/training', 'coach', { body: form({ title: ' ' }) });
    await refused(400, 'Description is required', 'POST', '/api/admin/training', 'coach', { body: form({ description: '' }) });
    await refused(400, 'Rank is required', 'POST', '/api/admin/training', 'coach', { body: form({ rank: null }) });
    await refused(400, /Rank must be between 0 and 2147483647/, 'POST', '/api/admin/training', 'coach', { body: form({ rank: 2_147_483_648 }) });
    await refused(400, /Rank must be between/, 'POST', '/api/admin/training', 'coach', { body: form({ rank: -1 }) });
    await refused(400, 'Password is required', 'POST', '/api/admin/training', 'coach', { body: form({ privatePwd: '' }) });
    await refused(400, 'Category is required', 'POST', '/api/admin/training', 'coach', { body: form({}, null) });
    await refused(400, /auth must be Public or Private/, 'POST', '/api/admin/training', 'coach', { body: form({ auth: 'Secret' }) });
    await refused(400, /group's trainings are made inside the group/, 'POST', '/api/admin/training', 'coach', { body: form({ gid: 2 }) });
    await refused(400, 'The category does not exist', 'POST', '/api/admin/training', 'coach', { body: form({}, { id: 999 }) });
    await refused(403, /./, 'POST', '/api/admin/training', 'ann', { body: form() });
  });

  it('a category typed in by name is made with the training; only its author and root may open and change it', async () => {
    const { id } = await ok('POST', '/api/admin/training', 'coach', { body: form({ title: 'Graphs', rank: 2147483647 }, { name: 'Graph theory', color: '#F56C6C' }) });
    const got = await ok('GET', '/api/admin/training', 'coach', { query: { tid: id } });
    expect(got.training).toMatchObject({ id, title: 'Graphs', author: 'coach', auth: 'Private', privatePwd: 'pw', rank: 2147483647, status: true, isGroup: false, gid: null });
    expect(got.trainingCategory).toMatchObject({ name: 'Graph theory', color: '#F56C6C' });
    await refused(403, "Only the super admin and the training's author may change this training", 'GET', '/api/admin/training', 'other', { query: { tid: id } });
    await refused(403, /author/, 'PUT', '/api/admin/training', 'other', { body: form({ id, title: 'Taken' }) });
    await refused(403, /author/, 'PUT', '/api/admin/training/change-training-status', 'other', { query: { tid: id, status: false, author: 'other' } });
    const updated = await ok('PUT', '/api/admin/training', 'root', { body: form({ id, title: 'Graphs II', auth: 'Public', privatePwd: '' }, { id: got.trainingCategory.id }) });
    expect(updated).toMatchObject({ id, title: 'Graphs II', auth: 'Public', author: 'coach' });
    expect(updated).not.toHaveProperty('privatePwd');
    await refused(400, /used by 1 training: move them/, 'DELETE', '/api/admin/training/category', 'root', { query: { cid: got.trainingCategory.id } });
    await ok('POST', '/api/admin/training/add-problem-from-public', 'coach', { body: { tid: id, pid: 1000 } });
    await refused(403, /./, 'DELETE', '/api/admin/training', 'coach', { query: { tid: id } });
    await ok('DELETE', '/api/admin/training', 'root', { query: { tid: id } });
    await refused(404, 'The training does not exist', 'GET', '/api/admin/training', 'root', { query: { tid: id } });
    expect(await t.deps.db.partition(trainingPartition(id))).toEqual([]); // its problem went with it
    await refused(404, 'The training does not exist', 'DELETE', '/api/admin/training', 'root', { query: { tid: id } });
    await ok('DELETE', '/api/admin/training/category', 'padmin', { query: { cid: got.trainingCategory.id } });
    await refused(404, 'The category does not exist', 'DELETE', '/api/admin/training/category', 'padmin', { query: { cid: got.trainingCategory.id } });
  });
});

describe('a private training', () => {
  let tid = 0;
  beforeAll(async () => {
    tid = await createTraining('coach');
  });

  it('is listed with its problem count; progress (acCount) only for those signed in', async () => {
    const anon = await ok('GET', '/api/get-training-list', undefined, { query: { keyword: 'basics' } });
    expect(anon.records).toEqual([
      expect.objectContaining({ id: tid, title: 'Basics', auth: 'Private', categoryName: 'Starter', categoryColor: '#67C23A', problemCount: 2, acCount: null, author: 'coach' }),
    ]);
    expect((await ok('GET', '/api/get-training-list', 'ann', { query: { categoryId, auth: 'Private' } })).records).toEqual([expect.objectContaining({ id: tid, acCount: 0 })]);
    expect((await ok('GET', '/api/get-training-list', 'ann', { query: { auth: 'Public' } })).total).toBe(0);
    expect((await ok('GET', '/api/get-training-list', 'ann', { query: { categoryId: categoryId + 100 } })).total).toBe(0);
    await refused(400, /auth must be Public or Private/, 'GET', '/api/get-training-list', undefined, { query: { auth: 'All' } });
  });

  it('keeps its problems and rank closed until the password is accepted; its admins skip the gate', async () => {
    await refused(401, /./, 'GET', '/api/get-training-detail', undefined, { query: { tid } });
    expect(await ok('GET', '/api/get-training-detail', 'ann', { query: { tid } })).toMatchObject({ id: tid, problemCount: 2, acCount: 0 });
    expect(await ok('GET', '/api/get-training-access', 'ann', { query: { tid } })).toEqual({ access: false });
    for (const path of ['/api/get-training-problem-list', '/api/get-training-rank']) {
      await refused(403, 'Please register for the training with its password first', 'GET', path, 'ann', { query: { tid } });
    }
    await refused(403, 'Please register for the training with its password first', 'POST', '/api/submit-problem-judge', 'ann', { body: { pid: '1000', tid, language: 'C++', code: 'x' } });
    await refused(403, 'Please register', 'GET', '/api/get-problem-detail', 'ann', { query: { problemId: '1000', tid } });
    await refused(403, 'Please register', 'GET', '/api/get-full-screen-problem-list', 'ann', { query: { tid } });
    expect(await ok('GET', '/api/get-training-access', 'coach', { query: { tid } })).toEqual({ access: true });
    expect((await ok('GET', '/api/get-training-problem-list', 'root', { query: { tid } })).map((p: { problemId: string }) => p.problemId)).toEqual(['1000', '1001']);
  });

  it('takes the password once', async () => {
    await refused(400, 'Enter the training password', 'POST', '/api/register-training', 'ann', { body: { tid } });
    await refused(400, 'Wrong training password, please enter it again', 'POST', '/api/register-training', 'ann', { body: { tid, password: 'nope' } });
    await refused(400, /tid must be a training id/, 'POST', '/api/register-training', 'ann', { body: { password: 'pw' } });
    await refused(404, 'The training does not exist', 'POST', '/api/register-training', 'ann', { body: { tid: 9999, password: 'pw' } });
    expect(await ok('POST', '/api/register-training', 'ann', { body: { tid, password: 'pw' } })).toBeNull();
    await refused(400, 'You have already registered for this training', 'POST', '/api/register-training', 'ann', { body: { tid, password: 'pw' } });
    expect(await ok('GET', '/api/get-training-access', 'ann', { query: { tid } })).toEqual({ access: true });
    await ok('POST', '/api/register-training', 'bob', { body: { tid, password: 'pw' } });
  });

  it('lists its problems with the caller’s status, opens them in the training, and takes submissions there', async () => {
    const list = await ok('GET', '/api/get-training-problem-list', 'ann', { query: { tid } });
    expect(list).toEqual([
      expect.objectContaining({ pid: 1000, problemId: '1000', myStatus: -10, tags: expect.any(Array), total: expect.any(Number), ac: expect.any(Number) }),
      expect.objectContaining({ pid: 1001, problemId: '1001', myStatus: -10 }),
    ]);
    expect((await ok('GET', '/api/get-problem-detail', 'ann', { query: { problemId: '1000', tid } })).problem.problemId).toBe('1000');
    await refused(404, 'The problem is not part of this training', 'GET', '/api/get-problem-detail', 'ann', { query: { problemId: '1002', tid } });
    await refused(404, 'The problem is not part of this training', 'POST', '/api/submit-problem-judge', 'ann', { body: { pid: '1002', tid, language: 'C++', code: 'x' } });
    await refused(400, 'A submission is made in a contest or in a training, not both', 'POST', '/api/submit-problem-judge', 'ann', { body: { pid: '1000', tid, cid: 5, language: 'C++', code: 'x' } });
    expect((await ok('GET', '/api/get-full-screen-problem-list', 'ann', { query: { tid } })).map((p: { problemId: string }) => p.problemId)).toEqual(['1000', '1001']);
  });

  it('moves progress and rank once per judged result; a rejudged result moves them back', async () => {
    const annWa = await submit('ann', tid, '1000');
    await judge(annWa, S.WRONG_ANSWER);
    const annAc = await submit('ann', tid, 1000);
    await judge(annAc, S.ACCEPTED);
    await judge(annAc, S.ACCEPTED); // the same result again counts nothing twice
    await judge(await submit('bob', tid, '1000'), S.ACCEPTED);
    await judge(await submit('bob', tid, '1001'), S.ACCEPTED);
    await judge(await submit('coach', tid, '1000'), S.ACCEPTED); // the author is never ranked

    expect(await ok('GET', '/api/get-training-detail', 'ann', { query: { tid } })).toMatchObject({ acCount: 1, problemCount: 2 });
    expect((await ok('GET', '/api/get-training-list', 'bob', {})).records[0]).toMatchObject({ id: tid, acCount: 2 });
    expect((await ok('GET', '/api/get-training-problem-list', 'ann', { query: { tid } })).map((p: { myStatus: number }) => p.myStatus)).toEqual([0, -10]);

    const page = await rank(tid, 'ann');
    expect(page).toMatchObject({ total: 2, current: 1, size: 30 });
    expect(page.records.map((r: { username: string; ac: number }) => [r.username, r.ac])).toEqual([
      ['bob', 2],
      ['ann', 1],
    ]);
    expect(page.records[1].submissionInfo).toEqual({ 1000: { status: S.ACCEPTED, runTime: null, isAC: true } });
    expect(page.records[0]).toMatchObject({ realname: null, school: 'North School' });
    expect((await rank(tid, 'coach')).records[0].realname).toBe('Bob Real');
    expect((await rank(tid, 'ann', { keyword: 'north' })).records.map((r: { username: string }) => r.username)).toEqual(['bob']);
    expect((await rank(tid, 'ann', { limit: 1, currentPage: 2 })).records.map((r: { username: string }) => r.username)).toEqual(['ann']);

    await judge(annAc, S.WRONG_ANSWER);
    const after = await rank(tid, 'ann', { keyword: 'ann' });
    expect(after.records[0]).toMatchObject({ ac: 0, totalRunTime: 0, submissionInfo: { 1000: { status: S.WRONG_ANSWER, runTime: null, isAC: false } } });
    expect(await ok('GET', '/api/get-training-detail', 'ann', { query: { tid } })).toMatchObject({ acCount: 0 });
    const row = await t.deps.db.get(trainingParticipantKey(tid, uids.ann!));
    expect(
      Object.keys(row!)
        .filter((k) => /^e\d+$/.test(k))
        .sort(),
    ).toEqual([`e${annAc}`, `e${annWa}`].sort());
  });

  it('counts any accepted submission of its problems for progress (the solved set), but only submissions made in it for the rank', async () => {
    t.clock.advance(10_000);
    const res = await call('POST', '/api/submit-problem-judge', 'ann', { body: { pid: '1001', language: 'C++', code: '// outside' } });
    await judge(res.body.data.submitId, S.ACCEPTED);
    expect(await ok('GET', '/api/get-training-detail', 'ann', { query: { tid } })).toMatchObject({ acCount: 1 });
    expect((await rank(tid, 'ann', { keyword: 'ann' })).records[0].submissionInfo).not.toHaveProperty('1001');
  });

  it('a new password withdraws the registrations; the rows keep their history', async () => {
    await ok('PUT', '/api/admin/training', 'coach', { body: form({ id: tid, privatePwd: 'new-pw' }) });
    await refused(403, 'Please register', 'GET', '/api/get-training-problem-list', 'bob', { query: { tid } });
    await ok('POST', '/api/register-training', 'bob', { body: { tid, password: 'new-pw' } });
    expect((await rank(tid, 'bob')).records.map((r: { username: string }) => r.username)).toContain('bob');
  });

  it('hidden, it is gone for learners and still there for its admins', async () => {
    await ok('PUT', '/api/admin/training/change-training-status', 'coach', { query: { tid, status: false, author: 'coach' } });
    await refused(404, 'The training does not exist', 'GET', '/api/get-training-detail', 'ann', { query: { tid } });
    expect((await ok('GET', '/api/get-training-list', 'ann', {})).total).toBe(0);
    expect(await ok('GET', '/api/get-training-detail', 'coach', { query: { tid } })).toMatchObject({ id: tid });
    expect((await ok('GET', '/api/admin/training/get-training-list', 'other', { query: { keyword: 'basics' } })).records).toEqual([expect.objectContaining({ id: tid, status: false })]);
    await ok('PUT', '/api/admin/training/change-training-status', 'root', { query: { tid, status: true } });
  });
});

describe("a training's problems in the back office", () => {
  it('lists, adds public problems only, reorders and removes', async () => {
    const tid = await createTraining('coach', { title: 'Order', auth: 'Public', privatePwd: '' }, [1002]);
    const existing = await ok('GET', '/api/admin/training/get-problem-list', 'coach', { query: { tid, queryExisted: true } });
    expect(existing.problemList.records.map((p: { id: number }) => p.id)).toEqual([1002]);
    expect(existing.trainingProblemMap[1002]).toMatchObject({ tid, pid: 1002, displayId: '1002', rank: 0 });
    const addable = await ok('GET', '/api/admin/training/get-problem-list', 'coach', { query: { tid, queryExisted: false } });
    expect(addable.problemList.records.map((p: { id: number }) => p.id)).toEqual([1000, 1001, 1003]);

    await ok('POST', '/api/admin/training/add-problem-from-public', 'other', { body: { tid, pid: 1000, displayId: '1000' } });
    await refused(400, 'The problem is already in this training', 'POST', '/api/admin/training/add-problem-from-public', 'coach', { body: { tid, pid: 1000 } });
    await refused(400, /under its own id \(1001\)/, 'POST', '/api/admin/training/add-problem-from-public', 'coach', { body: { tid, pid: 1001, displayId: 'A' } });
    await refused(404, 'The problem does not exist', 'POST', '/api/admin/training/add-problem-from-public', 'coach', { body: { tid, pid: 4242 } });
    await refused(404, 'The training does not exist', 'POST', '/api/admin/training/add-problem-from-public', 'coach', { body: { tid: 4242, pid: 1001 } });

    const map = (await ok('GET', '/api/admin/training/get-problem-list', 'coach', { query: { tid, queryExisted: true } })).trainingProblemMap;
    await refused(403, /./, 'PUT', '/api/admin/training/problem', 'coach', { body: { ...map[1000], rank: 0 } });
    await refused(400, /Rank must be between/, 'PUT', '/api/admin/training/problem', 'padmin', { body: { ...map[1000], rank: -5 } });
    await ok('PUT', '/api/admin/training/problem', 'padmin', { body: { ...map[1002], rank: 7 } });
    const reordered = await ok('GET', '/api/admin/training/get-problem-list', 'coach', { query: { tid, queryExisted: true } });
    expect(reordered.problemList.records.map((p: { id: number }) => p.id)).toEqual([1000, 1002]);
    expect((await ok('GET', '/api/get-training-problem-list', 'ann', { query: { tid } })).map((p: { pid: number }) => p.pid)).toEqual([1000, 1002]);

    await refused(403, /./, 'DELETE', '/api/admin/training/problem', 'coach', { query: { tid, pid: 1000 } });
    await ok('DELETE', '/api/admin/training/problem', 'padmin', { query: { tid, pid: 1000 } });
    await refused(404, 'The problem is not in this training', 'DELETE', '/api/admin/training/problem', 'padmin', { query: { tid, pid: 1000 } });
    expect((await ok('GET', '/api/get-training-detail', 'ann', { query: { tid } })).problemCount).toBe(1);
    // importing a remote judge's problem: services/problem/import-remote-problem.test.ts (against a fake site)
    await refused(400, 'Unknown remote judge XYZ: use one of HDU, CF, POJ, GYM, AC, SPOJ, LIBRE', 'GET', '/api/admin/training/import-remote-oj-problem', 'coach', {
      query: { name: 'XYZ', problemId: '1000', tid },
    });
  });

  it('a public training needs no registration; deleting a problem takes it out of the training', async () => {
    const tid = await createTraining('coach', { title: 'Open', auth: 'Public', privatePwd: '' }, [1003]);
    await refused(400, 'This training is public: it needs no registration', 'POST', '/api/register-training', 'cat', { body: { tid, password: 'x' } });
    expect(await ok('GET', '/api/get-training-problem-list', 'cat', { query: { tid } })).toHaveLength(1);
    await ok('DELETE', '/api/admin/training/problem', 'root', { query: { pid: 1003 } });
    expect(await ok('GET', '/api/get-training-problem-list', 'cat', { query: { tid } })).toEqual([]);
  });
});
