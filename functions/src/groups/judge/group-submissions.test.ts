import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMemberAuth as A, ProblemAuth } from '@oj/shared';
import { problemIndex, problemKey } from '@oj/shared/db/keys';
import { allProblems } from '../../data/problems.ts';
import { putGroup } from '../../data/group-fixture.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { registerUser, rootUser, type TestUser } from '../../../test/fixtures/group.ts';

// Group submissions stay inside their group: the group's list is its members', the public list never shows them, the
// detail, status and case results are for the group's members (code for the author, the group root and the site's
// admins), and a member of another group reaches none of it, whatever gid they send. Submitting follows the site's
// group judging switch.
let t: TestContext;
let root: TestUser;
let owner: TestUser;
let ann: TestUser;
let bob: TestUser;
let stranger: TestUser;
let otherOwner: TestUser;
const GID = 61;
const OTHER = 62;
const PID = 1000;
let annSubmission = 0;

beforeAll(async () => {
  t = await createTestContext();
  root = await rootUser(t);
  owner = await registerUser(t, 'sowner');
  ann = await registerUser(t, 'sann');
  bob = await registerUser(t, 'sbob');
  stranger = await registerUser(t, 'sstranger');
  otherOwner = await registerUser(t, 'sother');
  await putGroup(t.deps.db, GID, owner, [
    { ...ann, auth: A.MEMBER },
    { ...bob, auth: A.MEMBER },
  ]);
  await putGroup(t.deps.db, OTHER, otherOwner, [{ ...stranger, auth: A.MEMBER }]);
  await t.deps.db.update(problemKey(PID), {
    UpdateExpression: 'SET gid = :g, isGroup = :t, #auth = :a, openCaseResult = :t',
    ExpressionAttributeNames: { '#auth': 'auth' },
    ExpressionAttributeValues: { ':g': GID, ':t': true, ':a': ProblemAuth.PUBLIC },
  });
  const res = await t.call('POST', '/api/submit-problem-judge', { token: ann.token, body: { pid: PID, language: 'C++', code: '// ann in the group' } });
  expect(res.status, res.body.msg).toBe(200);
  annSubmission = res.body.data.submitId;
});
afterAll(() => t.cleanup());

type Opts = { query?: Record<string, string | number>; body?: unknown };
const call = (method: string, path: string, who: TestUser | undefined, opts: Opts = {}) => t.call(method, path, { ...opts, token: who?.token });
const ids = async (who: TestUser | undefined, query: Record<string, string | number> = {}) => {
  const res = await call('GET', '/api/get-submission-list', who, { query });
  expect(res.status, res.body.msg).toBe(200);
  return (res.body.data.records as { submitId: number; title: string; gid: number | null }[]).map((r) => [r.submitId, r.title, r.gid]);
};
const detail = (who: TestUser | undefined) => call('GET', '/api/get-submission-detail', who, { query: { submitId: annSubmission } });

describe('group submissions', () => {
  it("are listed in their group's list for its members only, never in the public list", async () => {
    const title = (await t.deps.db.get(problemKey(PID)))!.title;
    expect(await ids(bob, { gid: GID })).toEqual([[annSubmission, title, GID]]);
    expect(await ids(owner, { gid: GID, onlyMine: 'true' })).toEqual([]);
    expect(await ids(root, {})).toEqual([]);
    expect(await ids(ann, { username: 'sann' })).toEqual([]);
    expect(await ids(stranger, { gid: OTHER })).toEqual([]);
    // a display id names the group's problem in the group's list, and no public one
    const displayId = (await t.deps.db.get(problemKey(PID)))!.problemId as string;
    expect(await ids(bob, { gid: GID, problemID: displayId.toLowerCase() })).toEqual([[annSubmission, title, GID]]);
    expect(await ids(bob, { gid: GID, problemID: '1001' })).toEqual([]);
    expect(await ids(bob, { problemID: displayId })).toEqual([]);
    const outsider = await call('GET', '/api/get-submission-list', stranger, { query: { gid: GID } });
    expect([outsider.status, outsider.body.msg]).toEqual([403, 'Only members of the group may do this']);
    const visitor = await call('GET', '/api/get-submission-list', undefined, { query: { gid: GID } });
    expect(visitor.status).toBe(401);
    const missing = await call('GET', '/api/get-submission-list', bob, { query: { gid: 999 } });
    expect([missing.status, missing.body.msg]).toEqual([404, 'The group does not exist or has been banned']);
  });

  it("show their detail to the group's members, the code to the author, the group root and the site's root", async () => {
    const seen = await detail(bob);
    expect(seen.status, seen.body.msg).toBe(200);
    expect(seen.body.data.submission).toMatchObject({ submitId: annSubmission, gid: GID, username: 'sann' });
    expect(seen.body.data.submission.code).toBeUndefined();
    for (const who of [ann, owner, root]) expect((await detail(who)).body.data.submission.code).toBe('// ann in the group');
    for (const who of [stranger, otherOwner, undefined]) expect([(await detail(who)).status, (await detail(who)).body.msg]).toEqual([404, 'The submission does not exist']);
  });

  it("answer status checks and case results to the group's members only", async () => {
    const check = async (who: TestUser | undefined) => Object.keys((await call('POST', '/api/check-submissions-status', who, { body: { submitIds: [annSubmission] } })).body.data);
    expect(await check(bob)).toEqual([String(annSubmission)]);
    expect(await check(stranger)).toEqual([]);
    expect(await check(undefined)).toEqual([]);
    expect((await call('GET', '/api/get-all-case-result', bob, { query: { submitId: annSubmission } })).status).toBe(200);
    const outsider = await call('GET', '/api/get-all-case-result', otherOwner, { query: { submitId: annSubmission } });
    expect([outsider.status, outsider.body.msg]).toEqual([404, 'The submission does not exist']);
  });

  it('are refused while the site closes judging in groups', async () => {
    const update = (body: unknown) => call('PUT', '/api/admin/switch/update', root, { body });
    expect((await update({ openGroupJudge: false })).status).toBe(200);
    t.clock.advance(60_000);
    const res = await call('POST', '/api/submit-problem-judge', bob, { body: { pid: PID, language: 'C++', code: '// closed' } });
    expect([res.status, res.body.msg]).toEqual([403, 'The site has closed judging in groups: submissions and test runs are refused']);
    expect((await update({ openGroupJudge: true })).status).toBe(200);
    const open = await call('POST', '/api/submit-problem-judge', bob, { body: { pid: PID, language: 'C++', code: '// open' } });
    expect(open.status, open.body.msg).toBe(200);
  });

  it("take test runs from the group's members only, in the group's judging area", async () => {
    const run = (who: TestUser, type = 'public') => call('POST', '/api/submit-problem-test-judge', who, { body: { pid: PID, language: 'C++', code: '// try', userInput: '1', type } });
    t.clock.advance(60_000);
    const ok = await run(ann);
    expect(ok.status, ok.body.msg).toBe(200);
    expect([(await run(stranger)).status, (await run(stranger)).body.msg]).toEqual([403, 'Only members of the group may do this']);
    const update = (body: unknown) => call('PUT', '/api/admin/switch/update', root, { body });
    expect((await update({ openGroupJudge: false })).status).toBe(200);
    t.clock.advance(60_000);
    expect([(await run(bob, 'public')).status, (await run(bob, 'public')).body.msg]).toEqual([403, 'The site has closed judging in groups: submissions and test runs are refused']);
    expect((await update({ openGroupJudge: true })).status).toBe(200);
  });

  it('are made to the problem of the display id in the group the client names', async () => {
    const mine = (await t.deps.db.get(problemKey(PID)))!;
    // the other group has a problem with the same display id (display ids are per group)
    await t.deps.db.put({ ...mine, ...problemKey(9001), ...problemIndex(9001), pid: 9001, gid: OTHER, title: 'Theirs' });
    allProblems.clear(t.deps.db);
    const byId = (gid: number) => call('POST', '/api/submit-problem-judge', bob, { body: { pid: mine.problemId, gid, language: 'C++', code: `// ${gid}` } });
    t.clock.advance(60_000);
    const ours = await byId(GID);
    expect(ours.status, ours.body.msg).toBe(200);
    expect(ours.body.data).toMatchObject({ pid: PID, gid: GID });
    t.clock.advance(60_000);
    expect([(await byId(OTHER)).status, (await byId(OTHER)).body.msg]).toEqual([403, 'Only members of the group may do this']);
  });
});
