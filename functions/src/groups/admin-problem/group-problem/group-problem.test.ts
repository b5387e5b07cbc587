import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMemberAuth, ProblemAuth, Role } from '@oj/shared';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { putGroup } from '../../../data/group-fixture.ts';
import { allProblems, getProblem } from '../../../data/problems.ts';
import { updateUser, uidByUsername } from '../../../data/users.ts';
import { problemForm } from '../../../../test/fixtures/admin-contest.ts';
import { deleteProblem } from '../../../services/problem/manage-problem.ts';

// Group problems on the local stack: each call per level (member, admin, root, author), ids of another group refused
// whatever gid the client sends, group problems never in the public lists, and the apply → review → public bank flow.
let t: TestContext;
const users: Record<string, { token: string; uid: string }> = {};
const A = 1;
const B = 2;

beforeAll(async () => {
  t = await createTestContext();
  for (const name of ['aowner', 'aadmin', 'aadmin2', 'amember', 'bowner', 'badmin', 'stranger', 'padmin', 'sadmin']) {
    const { token } = await t.register(name);
    users[name] = { token, uid: (await uidByUsername(t.deps.db, name))! };
  }
  for (const [name, roleId] of [
    ['padmin', Role.PROBLEM_ADMIN],
    ['sadmin', Role.ADMIN],
  ] as const) {
    await updateUser(t.deps.db, users[name]!.uid, { roleId }, t.clock.now());
    users[name]!.token = await t.login(name, 'secret-pass');
  }
  const who = (name: string, auth: number) => ({ uid: users[name]!.uid, username: name, auth });
  await putGroup(t.deps.db, A, who('aowner', 0), [who('aadmin', GroupMemberAuth.ADMIN), who('aadmin2', GroupMemberAuth.ADMIN), who('amember', GroupMemberAuth.MEMBER)]);
  await putGroup(t.deps.db, B, who('bowner', 0), [who('badmin', GroupMemberAuth.ADMIN)]);
  users.root = { token: await t.rootToken(), uid: (await uidByUsername(t.deps.db, 'root'))! };
});
afterAll(() => t.cleanup());

type Opts = { query?: Record<string, string | number | boolean>; body?: unknown; rawBody?: FormData };
const call = (method: string, path: string, who: string | undefined, opts: Opts = {}) => t.call(method, path, { ...opts, token: who ? users[who]!.token : undefined });
const ok = async (method: string, path: string, who: string, opts: Opts = {}) => {
  const res = await call(method, path, who, opts);
  expect(res.status, `${method} ${path} as ${who}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};
const refused = async (method: string, path: string, who: string | undefined, opts: Opts, status: number, msg?: string) => {
  const res = await call(method, path, who, opts);
  expect(res.status, `${method} ${path} as ${who}: ${res.body?.msg}`).toBe(status);
  if (msg) expect(res.body.msg).toBe(msg);
};

const MANAGERS_ONLY = "Only the group's root or the problem's author may change this problem";
const OTHER_GROUP = 'The problem belongs to another group';
const ADMINS_ONLY = 'Only the group admins may do this';
const MEMBERS_ONLY = 'Only members of the group may do this';

/** A problem of group `gid` made through the call by `who`; answers its pid. */
const create = async (gid: number, problemId: string, who = 'aadmin', problem: Record<string, unknown> = {}, over: Record<string, unknown> = {}) =>
  (await ok('POST', '/api/group/problem', who, { body: { ...problemForm(problemId, problem, { tags: [{ name: `Tag of ${gid}` }], ...over }), gid } })).pid as number;
const publicIds = async () => ((await call('GET', '/api/get-problem-list', undefined, { query: { limit: 100 } })).body.data.records as { problemId: string }[]).map((r) => r.problemId);
const memberIds = async (gid: number, who: string) => ((await ok('GET', '/api/group/get-problem-list', who, { query: { gid, limit: 100 } })).records as { problemId: string }[]).map((r) => r.problemId);
const adminIds = async (gid: number, who: string) =>
  ((await ok('GET', '/api/group/get-admin-problem-list', who, { query: { gid, limit: 100 } })).records as { problemId: string }[]).map((r) => r.problemId);

describe('making group problems', () => {
  it('a group admin makes a problem of the group, stored with its typed id, unique inside the group only', async () => {
    const pid = await create(A, '5001');
    expect(await getProblem(t.deps.db, pid)).toMatchObject({ problemId: '5001', gid: A, isGroup: true, author: 'aadmin', applyPublicProgress: null });
    // group B and the public bank (which has 1000) may use the same ids
    const inB = await create(B, '5001', 'badmin');
    expect(await getProblem(t.deps.db, inB)).toMatchObject({ problemId: '5001', gid: B });
    await create(A, '1000', 'aowner', { problemId: '1000' });
    await refused('POST', '/api/group/problem', 'aadmin2', { body: { ...problemForm('5001'), gid: A } }, 400, 'The problem id 5001 is taken');
  });

  it('the gid may come as problem.gid, as the reference client sends it', async () => {
    const form = problemForm('5002');
    const pid = (await ok('POST', '/api/group/problem', 'aadmin2', { body: { ...form, problem: { ...form.problem, gid: A } } })).pid;
    expect(await getProblem(t.deps.db, pid)).toMatchObject({ gid: A, author: 'aadmin2' });
  });

  it('refuses members, strangers, visitors, another group’s admins, a missing gid and a contest auth, saving nothing', async () => {
    const body = { ...problemForm('never'), gid: A };
    await refused('POST', '/api/group/problem', 'amember', { body }, 403, ADMINS_ONLY);
    await refused('POST', '/api/group/problem', 'badmin', { body }, 403, ADMINS_ONLY);
    await refused('POST', '/api/group/problem', 'stranger', { body }, 403, ADMINS_ONLY);
    await refused('POST', '/api/group/problem', undefined, { body }, 401);
    await refused('POST', '/api/group/problem', 'aadmin', { body: problemForm('never') }, 400, 'Say which group the problem belongs to (gid)');
    await refused('POST', '/api/group/problem', 'aadmin', { body: { ...problemForm('never', { auth: 3 }), gid: A } }, 400, 'A contest problem is made by its contest: choose public (1) or private (2)');
    await refused('POST', '/api/group/problem', 'aadmin', { body: { ...problemForm('never', { id: 1000 }), gid: A } }, 400, 'A new problem has no id; use PUT to change a problem');
    await refused('POST', '/api/group/problem', 'aadmin', { body: { ...problemForm('never'), gid: 999 } }, 404);
    expect((await allProblems(t.deps.db)).some((p) => p.problemId === 'never')).toBe(false);
  });

  it("new tags are the group's own, another group's tags are refused, and the group's tag list has the site's and its own", async () => {
    const tags = await ok('GET', '/api/group/get-all-problem-tags', 'aadmin', { query: { gid: A } });
    const names = tags.map((tag: { name: string }) => tag.name);
    expect(names).toEqual(expect.arrayContaining(['Math', `Tag of ${A}`]));
    expect(names).not.toContain(`Tag of ${B}`);
    expect(tags.find((tag: { name: string }) => tag.name === `Tag of ${A}`).gid).toBe(A);
    const bTag = (await ok('GET', '/api/group/get-all-problem-tags', 'badmin', { query: { gid: B } })).find((tag: { name: string }) => tag.name === `Tag of ${B}`);
    await refused('POST', '/api/group/problem', 'aadmin', { body: { ...problemForm('stolen', {}, { tags: [{ id: bTag.id, name: bTag.name }] }), gid: A } }, 403, 'A tag of another group cannot be used');
    await refused('GET', '/api/group/get-all-problem-tags', 'amember', { query: { gid: A } }, 403, ADMINS_ONLY);
    await refused('GET', '/api/group/get-all-problem-tags', 'badmin', { query: { gid: A } }, 403, ADMINS_ONLY);
    const site = (await call('GET', '/api/get-all-problem-tags', undefined)).body.data.map((tag: { name: string }) => tag.name);
    expect(site).not.toContain(`Tag of ${A}`);
  });
});

describe('the group problem lists', () => {
  it('members see the group’s public problems by id; admins see all, newest first', async () => {
    const priv = await create(A, '5003', 'aadmin', { auth: ProblemAuth.PRIVATE });
    expect(await memberIds(A, 'amember')).toEqual(['1000', '5001', '5002']);
    expect((await adminIds(A, 'aadmin')).slice(0, 2)).toEqual(['5003', '5002']);
    expect(await adminIds(A, 'aadmin')).toHaveLength(4);
    expect(await memberIds(B, 'badmin')).toEqual(['5001']);
    await refused('GET', '/api/group/get-problem-list', 'badmin', { query: { gid: A } }, 403, MEMBERS_ONLY);
    await refused('GET', '/api/group/get-problem-list', undefined, { query: { gid: A } }, 401);
    await refused('GET', '/api/group/get-admin-problem-list', 'amember', { query: { gid: A } }, 403, ADMINS_ONLY);
    expect(priv).toBeGreaterThan(0);
  });

  it('a group problem is never in the public lists, the back office’s problem list, the random pick or the recent problems', async () => {
    const groupPids = new Set((await allProblems(t.deps.db)).filter((p) => p.gid !== null).map((p) => p.pid));
    const publicRows = (await call('GET', '/api/get-problem-list', undefined, { query: { limit: 100 } })).body.data.records as { pid: number }[];
    expect(publicRows.some((r) => groupPids.has(r.pid))).toBe(false);
    const adminRows = (await ok('GET', '/api/admin/problem/get-problem-list', 'root', { query: { limit: 100 } })).records as { pid: number }[];
    expect(adminRows.some((r) => groupPids.has(r.pid))).toBe(false);
    const recent = (await call('GET', '/api/get-recent-updated-problem', undefined)).body.data as { pid: number }[];
    expect(recent.some((r) => groupPids.has(r.pid))).toBe(false);
    for (let i = 0; i < 5; i++) expect(['5001', '5002', '5003']).not.toContain((await call('GET', '/api/get-random-problem', undefined)).body.data.problemId);
  });
});

describe('a group problem’s page', () => {
  it('with the gid it is served to the group’s members, without it the public bank’s problem of that id', async () => {
    const inA = await ok('GET', '/api/get-problem-detail', 'amember', { query: { problemId: '5001', gid: A } });
    expect(inA.problem).toMatchObject({ problemId: '5001', gid: A, author: 'aadmin' });
    const inB = await ok('GET', '/api/get-problem-detail', 'badmin', { query: { problemId: '5001', gid: B } });
    expect(inB.problem.gid).toBe(B);
    await refused('GET', '/api/get-problem-detail', 'badmin', { query: { problemId: '5002', gid: A } }, 403, MEMBERS_ONLY);
    await refused('GET', '/api/get-problem-detail', 'stranger', { query: { problemId: '5001', gid: A } }, 403);
    await refused('GET', '/api/get-problem-detail', 'amember', { query: { problemId: '5001' } }, 404);
    await refused('GET', '/api/get-problem-detail', 'badmin', { query: { problemId: '5002', gid: B } }, 404);
    // the group's 1000 does not hide the public 1000, outside the group or inside it
    expect((await ok('GET', '/api/get-problem-detail', 'amember', { query: { problemId: '1000' } })).problem.gid).toBeNull();
    expect((await ok('GET', '/api/get-problem-detail', 'amember', { query: { problemId: '1000', gid: A } })).problem.gid).toBe(A);
    // a public problem asked with a group's gid (a group training's page)
    expect((await ok('GET', '/api/get-problem-detail', 'badmin', { query: { problemId: '1000', gid: B } })).problem.gid).toBeNull();
  });

  it('a private group problem is for the group’s admins; its templates, tags and languages follow the same rule', async () => {
    await refused('GET', '/api/get-problem-detail', 'amember', { query: { problemId: '5003', gid: A } }, 404);
    expect((await ok('GET', '/api/get-problem-detail', 'aadmin2', { query: { problemId: '5003', gid: A } })).problem.auth).toBe(ProblemAuth.PRIVATE);
    const pid = (await allProblems(t.deps.db)).find((p) => p.gid === A && p.problemId === '5001')!.pid;
    for (const path of ['/api/get-problem-languages', '/api/get-problem-tags', '/api/get-problem-code-template']) {
      await ok('GET', path, 'amember', { query: { pid } });
      await refused('GET', path, 'badmin', { query: { pid } }, 404);
      await refused('GET', path, undefined, { query: { pid } }, 404);
    }
  });
});

describe('editing, deleting and the cases of a group problem', () => {
  let pid: number;
  beforeAll(async () => {
    pid = await create(A, '2001');
  });
  const edit = (who: string, problem: Record<string, unknown> = {}, gid?: number) =>
    call('PUT', '/api/group/problem', who, { body: { ...problemForm('2001', { id: pid, title: 'Edited', ...problem }), ...(gid ? { gid } : {}) } });

  it('the author and the group root read and edit it; other admins, members and other groups may not', async () => {
    expect(await ok('GET', '/api/group/problem', 'aadmin', { query: { pid } })).toMatchObject({ id: pid, problemId: '2001', gid: A, examples: expect.any(String) });
    await ok('GET', '/api/group/problem', 'aowner', { query: { pid, gid: A } });
    await ok('GET', '/api/group/problem', 'root', { query: { pid } });
    await refused('GET', '/api/group/problem', 'aadmin2', { query: { pid } }, 403, MANAGERS_ONLY);
    await refused('GET', '/api/group/problem', 'amember', { query: { pid } }, 403, MANAGERS_ONLY);
    await refused('GET', '/api/group/problem', 'bowner', { query: { pid, gid: B } }, 403, OTHER_GROUP);
    await refused('GET', '/api/group/problem', 'bowner', { query: { pid } }, 403, MEMBERS_ONLY);
    await refused('GET', '/api/group/problem', 'aowner', { query: { pid: 1000 } }, 403, 'This problem does not belong to a group');

    expect((await edit('aadmin')).status).toBe(200);
    expect((await edit('aowner', { title: 'By root' }, A)).status).toBe(200);
    expect(await getProblem(t.deps.db, pid)).toMatchObject({ title: 'By root', gid: A, author: 'aadmin', modifiedUser: 'aowner' });
    for (const [who, gid, msg] of [
      ['aadmin2', undefined, MANAGERS_ONLY],
      ['bowner', B, OTHER_GROUP],
      ['badmin', undefined, MEMBERS_ONLY],
      ['amember', A, MANAGERS_ONLY],
    ] as const) {
      const res = await edit(who, { title: 'Hijacked' }, gid);
      expect([res.status, res.body.msg]).toEqual([403, msg]);
    }
    expect((await getProblem(t.deps.db, pid))!.title).toBe('By root');
    // a public problem is not edited through a group
    const res = await call('PUT', '/api/group/problem', 'aowner', { body: { ...problemForm('1000', { id: 1000 }), gid: A } });
    expect([res.status, res.body.msg]).toEqual([403, 'This problem does not belong to a group']);
  });

  it('a rename is checked inside the group and frees the old id', async () => {
    expect((await edit('aadmin', { problemId: '5001' })).body.msg).toBe('The problem id 5001 is taken');
    expect((await edit('aadmin', { problemId: '2002' })).status).toBe(200);
    expect((await edit('aadmin', { problemId: '2001' })).status).toBe(200);
  });

  it('its cases: for the author and the root', async () => {
    const cases = await ok('GET', '/api/group/get-problem-cases', 'aadmin', { query: { pid, isUpload: 'false' } });
    expect(cases).toEqual([{ index: 1, input: '1.in', output: '1.out', score: 100, groupNum: null, inputData: '1 2\n', outputData: '3\n' }]);
    await ok('GET', '/api/group/get-problem-cases', 'aowner', { query: { pid } });
    await refused('GET', '/api/group/get-problem-cases', 'amember', { query: { pid } }, 403, MANAGERS_ONLY);
    await refused('GET', '/api/group/get-problem-cases', 'badmin', { query: { pid, gid: B } }, 403, OTHER_GROUP);
  });

  it('its test data: group admins upload for their group and download their group’s problems', async () => {
    const zip = zipSync({ '1.in': new TextEncoder().encode('1 1\n'), '1.out': new TextEncoder().encode('2\n') });
    const form = (gid?: number) => {
      const body = new FormData();
      body.append('file', new File([zip], 'cases.zip', { type: 'application/zip' }));
      if (gid) body.append('gid', String(gid));
      return body;
    };
    expect((await ok('POST', '/api/file/upload-testcase-zip', 'aadmin2', { rawBody: form(A) })).fileList).toEqual([{ input: '1.in', output: '1.out', score: 0, groupNum: null }]);
    await refused('POST', '/api/file/upload-testcase-zip', 'amember', { rawBody: form(A) }, 403, ADMINS_ONLY);
    await refused('POST', '/api/file/upload-testcase-zip', 'aadmin', { rawBody: form() }, 403);
    await refused('POST', '/api/file/upload-testcase-zip', 'badmin', { rawBody: form(A) }, 403, ADMINS_ONLY);
    await ok('POST', '/api/file/upload-testcase-zip', 'sadmin', { rawBody: form() });
    await refused('POST', '/api/file/testcase-upload', 'amember', { body: { size: 100, gid: A } }, 403, ADMINS_ONLY);
    await refused('POST', '/api/file/testcase-upload', 'stranger', { body: { size: 100 } }, 403);

    const download = (who: string) => call('GET', '/api/file/download-testcase', who, { query: { pid } });
    expect((await download('aadmin2')).status).toBe(302);
    expect((await download('sadmin')).status).toBe(302);
    expect((await download('amember')).status).toBe(403);
    expect((await download('badmin')).status).toBe(403);
    expect((await call('GET', '/api/file/download-testcase', 'aadmin', { query: { pid: 1000 } })).status).toBe(403);
  });

  it('the compile checks are for the group’s admins', async () => {
    const body = { code: 'int main(){}', language: 'C++' };
    await refused('POST', '/api/group/compile-spj', 'amember', { query: { gid: A }, body }, 403, ADMINS_ONLY);
    await refused('POST', '/api/group/compile-interactive', 'badmin', { query: { gid: A }, body }, 403, ADMINS_ONLY);
  });

  it('deleting: not by other groups, admins or members; the author may, and the id is free again', async () => {
    await refused('DELETE', '/api/group/problem', 'bowner', { query: { pid, gid: B } }, 403, OTHER_GROUP);
    await refused('DELETE', '/api/group/problem', 'aadmin2', { query: { pid } }, 403, MANAGERS_ONLY);
    await refused('DELETE', '/api/group/problem', 'amember', { query: { pid, gid: A } }, 403, MANAGERS_ONLY);
    await refused('DELETE', '/api/group/problem', 'aowner', { query: { pid: 1000 } }, 403, 'This problem does not belong to a group');
    expect(await ok('DELETE', '/api/group/problem', 'aadmin', { query: { pid, gid: A } })).toBeNull();
    expect(await getProblem(t.deps.db, pid)).toBeUndefined();
    await create(A, '2001', 'aadmin2');
  });
});

describe('the auth of a group problem', () => {
  it('public or private inside the group by the root or author; a contest auth and other groups refused', async () => {
    const pid = await create(A, '3001');
    expect(await ok('PUT', '/api/group/change-problem-auth', 'aadmin', { query: { pid, auth: 2 } })).toBeNull();
    expect(await memberIds(A, 'amember')).not.toContain('3001');
    expect(await ok('PUT', '/api/group/change-problem-auth', 'aowner', { query: { pid, auth: 1, gid: A } })).toBeNull();
    expect(await memberIds(A, 'amember')).toContain('3001');
    await refused('PUT', '/api/group/change-problem-auth', 'aadmin', { query: { pid, auth: 3 } }, 400);
    await refused('PUT', '/api/group/change-problem-auth', 'aadmin2', { query: { pid, auth: 2 } }, 403, MANAGERS_ONLY);
    await refused('PUT', '/api/group/change-problem-auth', 'bowner', { query: { pid, auth: 2, gid: B } }, 403, OTHER_GROUP);
    await refused('PUT', '/api/group/change-problem-auth', 'aowner', { query: { pid: 1000, auth: 2 } }, 403, 'This problem does not belong to a group');
    expect((await getProblem(t.deps.db, pid))!.auth).toBe(ProblemAuth.PUBLIC);
  });
});

describe('from a group to the public bank', () => {
  let pid: number;
  beforeAll(async () => {
    pid = await create(A, '4001');
  });
  const review = async (who = 'padmin', query: Record<string, string | number> = {}) =>
    (await ok('GET', '/api/admin/group-problem/list', who, { query })).records as { id: number; applyPublicProgress: number }[];

  it('only the root or the author applies or withdraws; other groups may not', async () => {
    await refused('PUT', '/api/group/apply-public', 'aadmin2', { query: { pid, isApplied: true } }, 403, MANAGERS_ONLY);
    await refused('PUT', '/api/group/apply-public', 'bowner', { query: { pid, isApplied: true, gid: B } }, 403, OTHER_GROUP);
    await refused('PUT', '/api/group/apply-public', 'aowner', { query: { pid: 1000, isApplied: true } }, 403, 'This problem does not belong to a group');
    expect(await ok('PUT', '/api/group/apply-public', 'aadmin', { query: { pid, isApplied: true } })).toBeNull();
    expect((await getProblem(t.deps.db, pid))!.applyPublicProgress).toBe(1);
    expect(await ok('PUT', '/api/group/apply-public', 'aowner', { query: { pid, isApplied: false } })).toBeNull();
    expect((await getProblem(t.deps.db, pid))!.applyPublicProgress).toBeNull();
    expect((await review()).some((r) => r.id === pid)).toBe(false);
  });

  it('the review list: applications for root and problem admins, filtered by group and keyword', async () => {
    await ok('PUT', '/api/group/apply-public', 'aadmin', { query: { pid, isApplied: 'true' } });
    expect((await review()).find((r) => r.id === pid)).toMatchObject({ gid: A, groupName: `Group ${A}`, applyPublicProgress: 1, problemId: '4001', author: 'aadmin', judgeMode: 'default' });
    expect((await review('root', { gid: B })).some((r) => r.id === pid)).toBe(false);
    expect((await review('root', { keyword: 'problem 4001' })).map((r) => r.id)).toEqual([pid]);
    await refused('GET', '/api/admin/group-problem/list', 'sadmin', {}, 403);
    await refused('GET', '/api/admin/group-problem/list', 'aowner', {}, 403);
    await refused('PUT', '/api/admin/group-problem/change-progress', 'sadmin', { body: { pid, progress: 2 } }, 403);
  });

  it('an edit withdraws the application; refusing keeps the problem in the group', async () => {
    const edited = await call('PUT', '/api/group/problem', 'aadmin', { body: problemForm('4001', { id: pid, title: 'Problem 4001 v2' }) });
    expect(edited.status).toBe(200);
    expect((await getProblem(t.deps.db, pid))!.applyPublicProgress).toBeNull();
    await refused('PUT', '/api/admin/group-problem/change-progress', 'padmin', { body: { pid, progress: 2 } }, 400, 'The group has not offered this problem to the public bank');
    await ok('PUT', '/api/group/apply-public', 'aadmin', { query: { pid, isApplied: true } });
    expect(await ok('PUT', '/api/admin/group-problem/change-progress', 'padmin', { body: { pid, progress: 3 } })).toBeNull();
    expect(await getProblem(t.deps.db, pid)).toMatchObject({ gid: A, isGroup: true, applyPublicProgress: 3 });
    expect(await publicIds()).not.toContain('GRP104001');
    await refused('PUT', '/api/admin/group-problem/change-progress', 'padmin', { body: { pid, progress: 4 } }, 400);
    await refused('PUT', '/api/admin/group-problem/change-progress', 'padmin', { body: { pid: 999_999, progress: 2 } }, 404);
  });

  it('accepting moves it into the public bank under the id its group showed; it leaves the group’s lists', async () => {
    await ok('PUT', '/api/group/apply-public', 'aowner', { query: { pid, isApplied: true } });
    expect(await ok('PUT', '/api/admin/group-problem/change-progress', 'root', { body: { pid, progress: 2 } })).toBeNull();
    expect(await getProblem(t.deps.db, pid)).toMatchObject({ gid: null, isGroup: false, applyPublicProgress: 2, problemId: 'GRP104001', auth: ProblemAuth.PUBLIC });
    expect(await publicIds()).toContain('GRP104001');
    const adminRows = (await ok('GET', '/api/admin/problem/get-problem-list', 'root', { query: { keyword: 'GRP104001' } })).records as { pid: number }[];
    expect(adminRows.map((r) => r.pid)).toEqual([pid]);
    expect(await adminIds(A, 'aadmin')).not.toContain('4001');
    expect((await review('root')).some((r) => r.id === pid)).toBe(false);
    expect((await call('GET', '/api/get-problem-detail', undefined, { query: { problemId: 'grp104001' } })).body.data.problem.id).toBe(pid);
    await refused('PUT', '/api/admin/group-problem/change-progress', 'root', { body: { pid, progress: 2 } }, 400, 'The problem is already in the public bank');
    await refused('PUT', '/api/group/apply-public', 'aadmin', { query: { pid, isApplied: true } }, 403, 'This problem does not belong to a group');
    // the group's id is free again, and a second problem of that id cannot take the taken public id
    const again = await create(A, '4001');
    await ok('PUT', '/api/group/apply-public', 'aadmin', { query: { pid: again, isApplied: true } });
    await refused(
      'PUT',
      '/api/admin/group-problem/change-progress',
      'root',
      { body: { pid: again, progress: 2 } },
      400,
      'The problem id GRP104001 is already used in the public bank; the group must change the problem id first',
    );
    expect(await getProblem(t.deps.db, again)).toMatchObject({ gid: A, problemId: '4001', applyPublicProgress: 1 });
  });

  it('a delete read while the problem was still the group’s does not remove it from the public bank', async () => {
    const stale = { ...(await getProblem(t.deps.db, pid))!, gid: A, isGroup: true, problemId: '4001' };
    await expect(deleteProblem(t.deps, stale)).rejects.toMatchObject({ status: 409 });
    expect(await getProblem(t.deps.db, pid)).toMatchObject({ gid: null, problemId: 'GRP104001' });
  });
});

describe('the verdict counts of a group problem', () => {
  it('its list row and page count its submissions in the group, moved by the judge’s result', async () => {
    const pid = await create(A, '6001');
    const submit = async (who: string) => {
      t.clock.advance(10_000);
      return (await ok('POST', '/api/submit-problem-judge', who, { body: { pid, language: 'C++', code: `// ${who} ${Math.random()}` } })).submitId as number;
    };
    const judge = (submitId: number, status: number) => ok('GET', '/api/admin/judge/manual-judge', 'root', { query: { submitId, status } });
    const accepted = await submit('amember');
    await judge(accepted, 0);
    await judge(await submit('aadmin2'), -1);
    const row = (await ok('GET', '/api/group/get-problem-list', 'amember', { query: { gid: A, limit: 100 } })).records.find((r: { pid: number }) => r.pid === pid);
    expect(row).toMatchObject({ total: 2, ac: 1, wa: 1, myStatus: 0 });
    expect((await ok('GET', '/api/get-problem-detail', 'amember', { query: { problemId: '6001', gid: A } })).problemCount).toMatchObject({ pid, total: 2, ac: 1 });
    await judge(accepted, -1); // a rejudge moves the count back
    expect((await ok('GET', '/api/get-problem-detail', 'aadmin2', { query: { problemId: '6001', gid: A } })).problemCount).toMatchObject({ total: 2, ac: 0, wa: 2 });
  });
});
