import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMemberAuth as A, JudgeStatus as S, ProblemAuth, ProblemType } from '@oj/shared';
import { groupRankRowKey, problemKey } from '@oj/shared/db/keys';
import { putGroup } from '../../data/group-fixture.ts';
import { updateUser } from '../../data/users.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { registerUser, rootUser, type TestUser } from '../../../test/fixtures/group.ts';

// The group rank on the local stack: submissions to the group's problems (made by members only; verdicts set through
// the manual judge, which goes through the judge's result transaction) move one tally row per member exactly once per
// counted result, a rejudge moves it back, and the rank lists every member from those rows.
let t: TestContext;
let root: TestUser;
let owner: TestUser;
let admin: TestUser;
let ann: TestUser;
let bob: TestUser;
let stranger: TestUser;
let otherOwner: TestUser;
const GID = 41;
const OTHER = 42;
/** The seeded problems, made the group's: 1000 ACM and public in the group, 1001 OI, 1002 private in the group. */
const ACM = 1000;
const OI = 1001;
const PRIVATE = 1002;

const makeGroupProblem = (pid: number, fields: Record<string, unknown>) => {
  const entries = Object.entries({ gid: GID, isGroup: true, ...fields });
  return t.deps.db.update(problemKey(pid), {
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
  });
};

beforeAll(async () => {
  t = await createTestContext();
  root = await rootUser(t);
  owner = await registerUser(t, 'rowner');
  admin = await registerUser(t, 'radmin');
  ann = await registerUser(t, 'rann');
  bob = await registerUser(t, 'rbob');
  stranger = await registerUser(t, 'rstranger');
  otherOwner = await registerUser(t, 'rother');
  await updateUser(t.deps.db, bob.uid, { nickname: 'Bobby', realname: 'Robert Real' }, t.clock.now());
  await putGroup(t.deps.db, GID, owner, [
    { ...admin, auth: A.ADMIN },
    { ...ann, auth: A.MEMBER },
    { ...bob, auth: A.MEMBER },
    { ...stranger, auth: A.APPLYING },
  ]);
  await putGroup(t.deps.db, OTHER, otherOwner, [{ ...stranger, auth: A.MEMBER }]);
  await makeGroupProblem(ACM, { auth: ProblemAuth.PUBLIC });
  await makeGroupProblem(OI, { auth: ProblemAuth.PUBLIC, type: ProblemType.OI });
  await makeGroupProblem(PRIVATE, { auth: ProblemAuth.PRIVATE });
});
afterAll(() => t.cleanup());

type Opts = { query?: Record<string, string | number>; body?: unknown };
const call = (method: string, path: string, who: TestUser | undefined, opts: Opts = {}) => t.call(method, path, { ...opts, token: who?.token });
const ok = async (method: string, path: string, who: TestUser, opts: Opts = {}) => {
  const res = await call(method, path, who, opts);
  expect(res.status, `${path}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};
const refused = async (status: number, msg: string, method: string, path: string, who: TestUser | undefined, opts: Opts = {}) => {
  const res = await call(method, path, who, opts);
  expect([res.status, res.body.msg]).toEqual([status, msg]);
};
const submitBody = (pid: number) => ({ pid, language: 'C++', code: `// ${Math.random()}` });
/** Submits (practice submissions are throttled: the clock moves on first) and answers the submission id. */
const submit = async (who: TestUser, pid: number) => {
  t.clock.advance(10_000);
  return (await ok('POST', '/api/submit-problem-judge', who, { body: submitBody(pid) })).submitId as number;
};
const judge = (submitId: number, status: number, score?: number) => ok('GET', '/api/admin/judge/manual-judge', root, { query: { submitId, status, ...(score === undefined ? {} : { score }) } });
type Row = { username: string; ac: number; total: number; score: number; nickname: string | null };
const rank = async (who: TestUser, query: Record<string, string | number> = {}) => ok('GET', '/api/get-group-rank-list', who, { query: { gid: GID, type: 0, ...query } });
const table = async (who: TestUser, query: Record<string, string | number> = {}) => ((await rank(who, query)).records as Row[]).map((r) => [r.username, r.ac, r.total, r.score]);

describe('submitting to a group problem', () => {
  it('is for members of its group only, and a private one for its admins', async () => {
    await refused(403, 'Only members of the group may do this', 'POST', '/api/submit-problem-judge', stranger, { body: submitBody(ACM) });
    await refused(403, 'Only members of the group may do this', 'POST', '/api/submit-problem-judge', otherOwner, { body: submitBody(ACM) });
    t.clock.advance(10_000);
    await refused(403, 'This problem does not accept submissions', 'POST', '/api/submit-problem-judge', ann, { body: submitBody(PRIVATE) });
    await judge(await submit(admin, PRIVATE), S.WRONG_ANSWER);
  });
});

describe('the group rank', () => {
  it('moves once per counted result, and a rejudge moves it back', async () => {
    await judge(await submit(ann, ACM), S.WRONG_ANSWER);
    const annAc = await submit(ann, ACM);
    await judge(annAc, S.ACCEPTED);
    await judge(annAc, S.ACCEPTED); // the same result again counts nothing twice
    await judge(await submit(ann, ACM), S.ACCEPTED); // a second acceptance of the same problem is one problem
    await judge(await submit(bob, ACM), S.ACCEPTED);
    expect(await table(ann)).toEqual([
      ['rbob', 1, 1, 0],
      ['rann', 1, 3, 0],
      ['rowner', 0, 0, 0],
      ['radmin', 0, 1, 0],
    ]);

    await judge(annAc, S.WRONG_ANSWER);
    expect((await table(ann)).find(([u]) => u === 'rann')).toEqual(['rann', 1, 3, 0]);
    await judge(await submit(bob, ACM), S.RUNTIME_ERROR);
    expect(await table(bob, { searchUser: 'rbob' })).toEqual([['rbob', 1, 2, 0]]);
    const row = await t.deps.db.get(groupRankRowKey(GID, ann.uid));
    expect(row).toMatchObject({ gid: GID, uid: ann.uid, ac: 1, total: 3 });
  });

  it('drops a problem once its last acceptance is rejudged, and ranks OI by score', async () => {
    const only = await submit(bob, OI);
    await judge(only, S.ACCEPTED, 100);
    await judge(await submit(ann, OI), S.PARTIAL_ACCEPTED, 40);
    const oi = ((await rank(ann, { type: 1 })).records as Row[]).map((r) => [r.username, r.score > 0, r.ac]);
    expect(oi.slice(0, 2)).toEqual([
      ['rbob', true, 2],
      ['rann', true, 1],
    ]);
    const [bobScore, annScore] = ((await rank(ann, { type: 1 })).records as Row[]).map((r) => r.score);
    expect(bobScore).toBeGreaterThan(annScore!);
    await judge(only, S.WRONG_ANSWER, 0);
    expect((await table(bob, { searchUser: 'rbob' }))[0]!.slice(0, 3)).toEqual(['rbob', 1, 3]);
  });

  it('lists members only, searches names (real names for the group admins), pages, and refuses outsiders', async () => {
    const names = ((await rank(ann)).records as Row[]).map((r) => r.username).sort();
    expect(names).toEqual(['radmin', 'rann', 'rbob', 'rowner']);
    expect(((await rank(ann, { searchUser: 'BOBBY' })).records as Row[]).map((r) => r.nickname)).toEqual(['Bobby']);
    expect((await rank(ann, { searchUser: 'robert' })).records).toEqual([]);
    expect(((await rank(admin, { searchUser: 'robert' })).records as Row[]).map((r) => r.username)).toEqual(['rbob']);
    expect(await rank(ann, { limit: 1, currentPage: 2 })).toMatchObject({ total: 4, size: 1, current: 2, records: [expect.any(Object)] });
    await refused(403, 'Only members of the group may do this', 'GET', '/api/get-group-rank-list', stranger, { query: { gid: GID, type: 0 } });
    await refused(401, 'Please_login_first', 'GET', '/api/get-group-rank-list', undefined, { query: { gid: GID, type: 0 } });
    await refused(400, 'The rank type must be 0 (ACM) or 1 (OI)', 'GET', '/api/get-group-rank-list', ann, { query: { gid: GID, type: 2 } });
    // the other group's members see their own group's rank, where this group's submissions count nothing
    expect(((await ok('GET', '/api/get-group-rank-list', stranger, { query: { gid: OTHER, type: 0 } })).records as Row[]).map((r) => [r.username, r.total])).toEqual([
      ['rother', 0],
      ['rstranger', 0],
    ]);
  });
});
