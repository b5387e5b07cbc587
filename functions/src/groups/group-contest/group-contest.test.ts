import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMemberAuth, ProblemAuth } from '@oj/shared';
import { problemIndex, problemKey, publicBoardObject, submissionKey } from '@oj/shared/db/keys';
import { rebuildBoard } from '../../boards/rebuild.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { putGroup } from '../../data/group-fixture.ts';
import { allProblems, getProblem } from '../../data/problems.ts';
import { uidByUsername } from '../../data/users.ts';
import { readContest } from '../../data/contests.ts';
import { contestForm, END, START, problemForm } from '../../../test/fixtures/admin-contest.ts';

// Group contests on the local stack: the group's contest calls per level (member, admin, root, creator), ids of
// another group refused whatever gid the client sends, and the contest calls serving a group contest to its members only.
let t: TestContext;
const users: Record<string, { token: string; uid: string }> = {};
const A = 1;
const B = 2;

beforeAll(async () => {
  t = await createTestContext();
  for (const name of ['aowner', 'aadmin', 'aadmin2', 'amember', 'aapply', 'bowner', 'badmin', 'stranger']) {
    const { token } = await t.register(name);
    users[name] = { token, uid: (await uidByUsername(t.deps.db, name))! };
  }
  const who = (name: string, auth: number) => ({ uid: users[name]!.uid, username: name, auth });
  await putGroup(t.deps.db, A, who('aowner', 0), [
    who('aadmin', GroupMemberAuth.ADMIN),
    who('aadmin2', GroupMemberAuth.ADMIN),
    who('amember', GroupMemberAuth.MEMBER),
    who('aapply', GroupMemberAuth.APPLYING),
  ]);
  await putGroup(t.deps.db, B, who('bowner', 0), [who('badmin', GroupMemberAuth.ADMIN)]);
  users.root = { token: await t.rootToken(), uid: (await uidByUsername(t.deps.db, 'root'))! };
});
afterAll(() => t.cleanup());

type Opts = { query?: Record<string, string | number | boolean>; body?: unknown };
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

/** A group contest made through the call by `who` (an admin of `gid`); answers its id. */
const create = async (gid: number, who = 'aadmin', over: Record<string, unknown> = {}) => (await ok('POST', '/api/group/contest', who, { body: { ...contestForm(over), gid } })).id as number;

let nextPid = 5000;
/** A problem of group `gid` (a copy of the seeded A+B), written straight to the table. */
const groupProblem = async (gid: number | null, problemId: string, over: Record<string, unknown> = {}) => {
  const base = (await getProblem(t.deps.db, 1000))!;
  const pid = nextPid++;
  await t.deps.db.put({ ...problemKey(pid), ...problemIndex(pid), ...base, pid, problemId, title: `Problem ${problemId}`, gid, isGroup: gid !== null, auth: ProblemAuth.PUBLIC, ...over });
  allProblems.clear(t.deps.db);
  return pid;
};

const MANAGERS_ONLY = "Only the group's root or the contest's creator may manage this contest";

describe('the contest form in a group', () => {
  it('a group admin creates a contest of the group; the creator, author and group are the server’s', async () => {
    const data = await ok('POST', '/api/group/contest', 'aadmin', { body: { ...contestForm({ uid: 'x', author: 'mallory' }), gid: A } });
    expect(data).toMatchObject({ title: 'Autumn Cup', author: 'aadmin', uid: users.aadmin!.uid, startTime: START, endTime: END, status: -1 });
    expect(await readContest(t.deps.db, data.id)).toMatchObject({ gid: A, uid: users.aadmin!.uid, author: 'aadmin' });
  });

  it('members, applicants, strangers and admins of another group may not create one', async () => {
    const body = { ...contestForm(), gid: A };
    await refused('POST', '/api/group/contest', 'amember', { body }, 403, 'Only the group admins may do this');
    await refused('POST', '/api/group/contest', 'aapply', { body }, 403, 'Only the group admins may do this');
    await refused('POST', '/api/group/contest', 'badmin', { body }, 403);
    await refused('POST', '/api/group/contest', undefined, { body }, 401);
    await refused('POST', '/api/group/contest', 'aadmin', { body: contestForm() }, 400, 'Say which group the contest belongs to (gid)');
    await refused('POST', '/api/group/contest', 'aadmin', { body: { ...contestForm({ title: '' }), gid: A } }, 400, 'The contest title is required');
    await refused('POST', '/api/group/contest', 'aadmin', { body: { ...contestForm(), gid: 999 } }, 404);
  });

  it('the group root and the creator open and edit it; other admins, members and another group may not', async () => {
    const cid = await create(A);
    expect((await ok('GET', '/api/group/contest', 'aadmin', { query: { cid } })).id).toBe(cid);
    expect((await ok('GET', '/api/group/contest', 'aowner', { query: { cid } })).pwd).toBe('');
    expect((await ok('GET', '/api/group/contest', 'root', { query: { cid } })).id).toBe(cid);
    await refused('GET', '/api/group/contest', 'aadmin2', { query: { cid } }, 403, MANAGERS_ONLY);
    await refused('GET', '/api/group/contest', 'amember', { query: { cid } }, 403, MANAGERS_ONLY);
    await refused('GET', '/api/group/contest', 'bowner', { query: { cid } }, 403, 'Only members of the group may do this');

    const edited = await ok('PUT', '/api/group/contest', 'aowner', { body: { ...contestForm({ title: 'Winter Cup' }), id: cid } });
    expect(edited.title).toBe('Winter Cup');
    await refused('PUT', '/api/group/contest', 'aowner', { body: { ...contestForm({ type: 1 }), id: cid } }, 400, 'The contest rule type cannot change once the contest is created');
    await refused('PUT', '/api/group/contest', 'aadmin2', { body: { ...contestForm(), id: cid } }, 403, MANAGERS_ONLY);
    // another group's gid never moves the contest nor lets that group's admins in
    await refused('PUT', '/api/group/contest', 'aowner', { body: { ...contestForm(), id: cid, gid: B } }, 400, 'The contest belongs to another group');
    await refused('PUT', '/api/group/contest', 'bowner', { body: { ...contestForm(), id: cid, gid: B } }, 403);
    expect(await readContest(t.deps.db, cid)).toMatchObject({ gid: A, title: 'Winter Cup' });
  });

  it('a contest outside groups is not managed through the group calls', async () => {
    const cid = (await ok('POST', '/api/admin/contest', 'root', { body: contestForm() })).id as number;
    await refused('GET', '/api/group/contest', 'aowner', { query: { cid } }, 403, 'This contest does not belong to a group');
    await refused('DELETE', '/api/group/contest', 'aowner', { query: { cid } }, 403, 'This contest does not belong to a group');
    await refused('GET', '/api/group/contest', 'aowner', { query: { cid: 99_999 } }, 404, 'The contest does not exist');
  });

  it('visibility: root or creator switch it; the member list shows visible ones, the admin list all', async () => {
    const cid = await create(A, 'aadmin2', { title: 'Hidden Cup' });
    await refused('PUT', '/api/group/change-contest-visible', 'amember', { query: { cid, visible: 'false' } }, 403, MANAGERS_ONLY);
    await refused('PUT', '/api/group/change-contest-visible', 'aadmin', { query: { cid, visible: 'false' } }, 403, MANAGERS_ONLY);
    await ok('PUT', '/api/group/change-contest-visible', 'aadmin2', { query: { cid, visible: 'false' } });
    expect((await readContest(t.deps.db, cid))!.visible).toBe(false);

    const list = await ok('GET', '/api/group/get-contest-list', 'amember', { query: { gid: A } });
    expect(list.records.map((c: { id: number }) => c.id)).not.toContain(cid);
    expect(list.records.every((c: { gid: number }) => c.gid === A)).toBe(true);
    const admin = await ok('GET', '/api/group/get-admin-contest-list', 'aadmin', { query: { gid: A } });
    expect(admin.records.map((c: { id: number }) => c.id)).toContain(cid);
    expect(admin.records[0].id).toBeGreaterThan(admin.records.at(-1).id);

    await refused('GET', '/api/group/get-contest-list', 'stranger', { query: { gid: A } }, 403, 'Only members of the group may do this');
    await refused('GET', '/api/group/get-contest-list', 'aapply', { query: { gid: A } }, 403);
    await refused('GET', '/api/group/get-admin-contest-list', 'amember', { query: { gid: A } }, 403, 'Only the group admins may do this');
    expect((await ok('GET', '/api/group/get-contest-list', 'bowner', { query: { gid: B } })).records).toEqual([]);
  });

  it('group contests never reach the public contest list, the home page or the back office list', async () => {
    await create(A, 'aadmin', { title: 'Group Only Cup', startTime: '2026-11-01T09:00:00.000Z', endTime: '2026-11-01T12:00:00.000Z' });
    const shown = await ok('GET', '/api/get-contest-list', 'amember', { query: { limit: 100 } });
    expect(shown.records.every((c: { gid: number | null }) => c.gid === null)).toBe(true);
    const recent = await ok('GET', '/api/get-recent-contest', 'amember');
    expect(recent.map((c: { title: string }) => c.title)).not.toContain('Group Only Cup');
    const office = await ok('GET', '/api/admin/contest/get-contest-list', 'root', { query: { limit: 100 } });
    expect(office.records.map((c: { title: string }) => c.title)).not.toContain('Group Only Cup');
  });

  it('deleting: root or creator only', async () => {
    const cid = await create(A);
    await refused('DELETE', '/api/group/contest', 'amember', { query: { cid } }, 403, MANAGERS_ONLY);
    await refused('DELETE', '/api/group/contest', 'bowner', { query: { cid } }, 403);
    await ok('DELETE', '/api/group/contest', 'aowner', { query: { cid } });
    expect(await readContest(t.deps.db, cid)).toBeUndefined();
  });
});

describe('the problems of a group contest', () => {
  let cid: number;
  let own: number;
  let other: number;
  beforeAll(async () => {
    cid = await create(A);
    own = await groupProblem(A, 'sum');
    other = await groupProblem(B, 'theirs');
  });

  it('adds a public problem from the public bank, leaving it as it is', async () => {
    await ok('POST', '/api/group/add-contest-problem-from-public', 'aadmin', { body: { cid, pid: 1000, displayId: 'A' } });
    expect((await getProblem(t.deps.db, 1000))!.auth).toBe(ProblemAuth.PUBLIC);
    const hidden = await groupProblem(null, 'contest-only', { auth: ProblemAuth.PROTECTED });
    await refused('POST', '/api/group/add-contest-problem-from-public', 'aadmin', { body: { cid, pid: hidden, displayId: 'H' } }, 400, 'A group contest takes only public problems from the public bank');
    await refused('POST', '/api/group/add-contest-problem-from-public', 'aadmin', { body: { cid, pid: other, displayId: 'X' } }, 400, 'Problems of a group cannot be added to this contest');
    await refused('POST', '/api/group/add-contest-problem-from-public', 'amember', { body: { cid, pid: 1000, displayId: 'Z' } }, 403, MANAGERS_ONLY);
    await refused('POST', '/api/group/add-contest-problem-from-public', 'bowner', { body: { cid, pid: 1000, displayId: 'Z' } }, 403);
  });

  it('adds a problem of this group by its problem id (as stored or with the group prefix); it becomes a contest problem', async () => {
    await ok('POST', '/api/group/add-contest-problem-from-group', 'aadmin', { query: { cid, problemId: 'GRP10SUM', displayId: 'B' } });
    expect((await getProblem(t.deps.db, own))!.auth).toBe(ProblemAuth.PROTECTED);
    await refused('POST', '/api/group/add-contest-problem-from-group', 'aadmin', { query: { cid, problemId: 'sum', displayId: 'C' } }, 400, 'The problem is already in this contest');
  });

  it("refuses another group's problem on every path, and another group's admins", async () => {
    await refused('POST', '/api/group/add-contest-problem-from-group', 'aadmin', { query: { cid, problemId: 'theirs', displayId: 'C' } }, 404, 'No problem of this group has that problem id');
    await refused('PUT', '/api/group/contest-problem', 'aadmin', { body: { cid, pid: other, displayId: 'C' } }, 400, "A group's problem can only be added to that group's contests");
    await refused('POST', '/api/group/add-contest-problem-from-group', 'bowner', { query: { cid, problemId: 'theirs', displayId: 'C' } }, 403);
    // nor does the back office place a group's problem in a contest outside groups
    const site = (await ok('POST', '/api/admin/contest', 'root', { body: contestForm() })).id as number;
    await refused('PUT', '/api/admin/contest/contest-problem', 'root', { body: { cid: site, pid: own, displayId: 'A' } }, 400, "A group's problem can only be added to that group's contests");
    await refused('POST', '/api/admin/contest/add-problem-from-public', 'root', { body: { cid: site, pid: own, displayId: 'A' } }, 400, 'Problems of a group cannot be added to this contest');
    expect((await getProblem(t.deps.db, other))!.auth).toBe(ProblemAuth.PUBLIC);
  });

  it('lists, reads, edits and removes its problems (root or creator)', async () => {
    const list = await ok('GET', '/api/group/get-contest-problem-list', 'aowner', { query: { cid } });
    expect(list.problemList.records.map((p: { id: number }) => p.id)).toEqual([1000, own]);
    expect(Object.keys(list.contestProblemMap).map(Number).sort()).toEqual([1000, own].sort());
    const candidates = await ok('GET', '/api/group/get-contest-problem-list', 'aadmin', { query: { cid, problemType: 0, limit: 100 } });
    const candidateIds = candidates.problemList.records.map((p: { id: number }) => p.id);
    expect(candidateIds).not.toContain(other);
    expect(candidateIds).not.toContain(1000);
    expect(candidates.problemList.records.every((p: { auth: number; gid: number | null }) => p.auth === ProblemAuth.PUBLIC && p.gid === null)).toBe(true);
    await refused('GET', '/api/group/get-contest-problem-list', 'amember', { query: { cid } }, 403, MANAGERS_ONLY);

    expect(await ok('GET', '/api/group/contest-problem', 'aadmin', { query: { cid, pid: own } })).toMatchObject({ cid, pid: own, displayId: 'B' });
    await refused('GET', '/api/group/contest-problem', 'aadmin', { query: { cid, pid: other } }, 404, 'The problem is not in this contest');
    const edited = await ok('PUT', '/api/group/contest-problem', 'aadmin', { body: { cid, pid: own, displayTitle: 'Sum', color: '#00ff00' } });
    expect(edited).toMatchObject({ displayId: 'B', displayTitle: 'Sum', color: '#00ff00' });
    await refused('PUT', '/api/group/contest-problem', 'badmin', { body: { id: edited.id, color: '#000' } }, 403);

    await refused('DELETE', '/api/group/contest-problem', 'amember', { query: { cid, pid: own } }, 403);
    await ok('DELETE', '/api/group/contest-problem', 'aadmin', { query: { cid, pid: own } });
    expect(await getProblem(t.deps.db, own)).toBeDefined();
    await ok('POST', '/api/group/add-contest-problem-from-group', 'aadmin', { query: { cid, problemId: 'sum', displayId: 'B' } });
  });
});

describe('a problem made for a group contest', () => {
  let cid: number;
  beforeAll(async () => {
    cid = await create(A);
  });
  const post = (who: string, body: Record<string, unknown>) => call('POST', '/api/group/contest-problem', who, { body });

  it('a group admin managing the contest makes a problem of the group, a contest problem placed at once', async () => {
    const res = await post('aadmin', { ...problemForm('made-here'), cid, displayId: 'M' });
    expect(res.status, res.body.msg).toBe(200);
    expect(await getProblem(t.deps.db, res.body.data.pid)).toMatchObject({ gid: A, isGroup: true, auth: ProblemAuth.PROTECTED, author: 'aadmin' });
    expect(await ok('GET', '/api/group/contest-problem', 'aadmin', { query: { cid, pid: res.body.data.pid } })).toMatchObject({ displayId: 'M', displayTitle: 'Problem made-here' });
  });

  it('as the reference client sends it: the group in problem.gid, placed by a second call', async () => {
    const form = problemForm('made-later');
    const res = await post('aadmin2', { ...form, problem: { ...form.problem, gid: A } });
    expect(res.status, res.body.msg).toBe(200);
    expect(await getProblem(t.deps.db, res.body.data.pid)).toMatchObject({ gid: A, isGroup: true });
    const placed = await ok('PUT', '/api/group/contest-problem', 'aadmin', { body: { cid, pid: res.body.data.pid, displayId: 'L', displayTitle: 'Later' } });
    expect(placed).toMatchObject({ cid, displayId: 'L' });
  });

  it('refuses members, another group, a contest of another group and a taken display id, saving nothing', async () => {
    const form = problemForm('never-saved');
    await refused('POST', '/api/group/contest-problem', 'amember', { body: { ...form, cid, displayId: 'N' } }, 403, MANAGERS_ONLY);
    await refused('POST', '/api/group/contest-problem', 'amember', { body: { ...form, gid: A } }, 403, 'Only the group admins may do this');
    await refused('POST', '/api/group/contest-problem', 'badmin', { body: { ...form, cid, displayId: 'N' } }, 403);
    await refused('POST', '/api/group/contest-problem', 'badmin', { body: { ...form, gid: B, cid, displayId: 'N' } }, 403);
    await refused('POST', '/api/group/contest-problem', 'aadmin', { body: { ...form, gid: B, cid, displayId: 'N' } }, 400, 'The contest belongs to another group');
    await refused('POST', '/api/group/contest-problem', 'aadmin', { body: form }, 400, 'Say which group the problem belongs to (gid)');
    await refused('POST', '/api/group/contest-problem', 'aadmin', { body: { ...form, cid, displayId: 'M' } }, 400, 'The display id M is already used in this contest');
    expect((await allProblems(t.deps.db)).some((p) => p.problemId === 'never-saved')).toBe(false);
  });
});

describe('the announcements of a group contest', () => {
  it('root or creator add, list, change and delete them; the contest is the announcement’s own', async () => {
    const cid = await create(A, 'aadmin', { startTime: '2026-11-01T07:00:00.000Z', endTime: '2026-11-01T12:00:00.000Z' });
    const otherCid = await create(A, 'aadmin2');
    const form = { title: 'Clarification', content: 'B is easier than it looks', status: 0 };
    const made = await ok('POST', '/api/group/contest-announcement', 'aadmin', { body: { cid, announcement: form } });
    expect(made).toMatchObject({ cid, title: 'Clarification', username: 'aadmin' });
    await refused('POST', '/api/group/contest-announcement', 'amember', { body: { cid, announcement: form } }, 403, MANAGERS_ONLY);
    await refused('POST', '/api/group/contest-announcement', 'bowner', { body: { cid, announcement: form } }, 403);

    const list = await ok('GET', '/api/group/get-contest-announcement-list', 'aowner', { query: { cid } });
    expect(list.records.map((a: { id: number }) => a.id)).toEqual([made.id]);
    await refused('GET', '/api/group/get-contest-announcement-list', 'amember', { query: { cid } }, 403);
    // the contest a member may read them in is the participant's call
    expect((await ok('GET', '/api/get-contest-announcement', 'amember', { query: { cid } })).records).toHaveLength(1);

    await ok('PUT', '/api/group/contest-announcement', 'aowner', { body: { cid, announcement: { ...form, id: made.id, title: 'Clarified' } } });
    await refused('PUT', '/api/group/contest-announcement', 'aadmin2', { body: { cid: otherCid, announcement: { ...form, id: made.id } } }, 404, 'The announcement does not exist');
    await refused('DELETE', '/api/group/contest-announcement', 'aadmin2', { query: { aid: made.id, cid: otherCid } }, 404, 'The announcement does not exist');
    await refused('DELETE', '/api/group/contest-announcement', 'aadmin2', { query: { aid: made.id } }, 403, MANAGERS_ONLY);
    await ok('DELETE', '/api/group/contest-announcement', 'aadmin', { query: { aid: made.id, cid } });
    expect((await ok('GET', '/api/group/get-contest-announcement-list', 'aadmin', { query: { cid } })).records).toEqual([]);
  });
});

describe('taking part in a group contest', () => {
  let cid: number;
  let own: number;
  beforeAll(async () => {
    cid = await create(A, 'aadmin', { startTime: '2026-11-01T07:00:00.000Z', endTime: '2026-11-01T12:00:00.000Z' });
    own = await groupProblem(A, 'race');
    await ok('POST', '/api/group/add-contest-problem-from-public', 'aadmin', { body: { cid, pid: 1000, displayId: 'A' } });
    await ok('POST', '/api/group/add-contest-problem-from-group', 'aadmin', { query: { cid, problemId: 'race', displayId: 'B' } });
  });
  const submit = (who: string, displayId: string) => {
    t.clock.advance(5_000);
    return call('POST', '/api/submit-problem-judge', who, { body: { pid: displayId, cid, language: 'C++', code: `// ${who}` } });
  };

  it('its members open it, its problems (the group problem too) and its scoreboard', async () => {
    expect((await ok('GET', '/api/get-contest-info', 'amember', { query: { cid } })).id).toBe(cid);
    expect((await ok('GET', '/api/get-contest-problem', 'amember', { query: { cid } })).map((p: { displayId: string }) => p.displayId)).toEqual(['A', 'B']);
    expect((await ok('GET', '/api/get-contest-problem-details', 'amember', { query: { cid, displayId: 'B' } })).problem.problemId).toBe('B');
    await ok('POST', '/api/get-contest-rank', 'amember', { body: { cid, currentPage: 1, limit: 30 } });
  });

  it('a member submits to the group problem: the submission is the contest’s and the group’s', async () => {
    const res = await submit('amember', 'B');
    expect(res.status, res.body.msg).toBe(200);
    const stored = await t.deps.db.get(submissionKey(res.body.data.submitId));
    expect(stored).toMatchObject({ cid, gid: A, pid: own, gsi1pk: `SUBS#C#${cid}` });
    const mine = await ok('GET', '/api/contest-submissions', 'amember', { query: { contestID: cid, onlyMine: true } });
    expect(mine.records.map((s: { submitId: number }) => s.submitId)).toContain(res.body.data.submitId);
  });

  it('strangers, applicants and members of another group are kept out of every contest call', async () => {
    const notMember = 'Only members of the group may take part in this group contest';
    for (const who of ['stranger', 'aapply', 'bowner']) {
      await refused('GET', '/api/get-contest-info', who, { query: { cid } }, 403, notMember);
      await refused('GET', '/api/get-contest-problem', who, { query: { cid } }, 403, notMember);
      await refused('GET', '/api/get-contest-problem-details', who, { query: { cid, displayId: 'B' } }, 403, notMember);
      await refused('POST', '/api/get-contest-rank', who, { body: { cid, currentPage: 1, limit: 30 } }, 403, notMember);
      await refused('POST', '/api/register-contest', who, { body: { cid } }, 403, notMember);
      const res = await submit(who, 'A');
      expect(res.status).toBe(403);
    }
    await refused('GET', '/api/get-contest-info', undefined, { query: { cid } }, 401);
  });

  it('its outside scoreboard is for its members and is never published for anyone to read', async () => {
    await ok('PUT', '/api/group/contest', 'aadmin', { body: { ...contestForm({ openRank: true, startTime: '2026-11-01T07:00:00.000Z', endTime: '2026-11-01T12:00:00.000Z' }), id: cid } });
    await ok('POST', '/api/get-contest-outside-scoreboard', 'amember', { body: { cid, currentPage: 1, limit: 30 } });
    await refused('POST', '/api/get-contest-outside-scoreboard', 'stranger', { body: { cid, currentPage: 1, limit: 30 } }, 403);
    await refused('POST', '/api/get-contest-outside-scoreboard', undefined, { body: { cid, currentPage: 1, limit: 30 } }, 403);
    await refused('GET', '/api/get-contest-outsize-info', 'bowner', { query: { cid } }, 403);
    const site = (await ok('POST', '/api/admin/contest', 'root', { body: contestForm({ openRank: true, startTime: '2026-11-01T07:00:00.000Z', endTime: '2026-11-01T12:00:00.000Z' }) })).id as number;
    await Promise.all([rebuildBoard(t.deps, cid), rebuildBoard(t.deps, site)]);
    expect((await t.app.request(`/public/${publicBoardObject(site, 'board')}`)).status).toBe(200);
    expect((await t.app.request(`/public/${publicBoardObject(cid, 'board')}`)).status).toBe(404);
  });

  it("while the site hides practice code, a group contest's code is hidden from all but the super admin", async () => {
    const res = await submit('amember', 'A');
    expect(res.status, res.body.msg).toBe(200);
    const submitId = res.body.data.submitId as number;
    const code = async (who: string) => (await ok('GET', '/api/get-submission-detail', who, { query: { submitId } })).submission.code;
    expect(await code('amember')).toBe('// amember');
    await ok('PUT', '/api/admin/switch/update', 'root', { body: { hideNonContestSubmissionCode: true } });
    try {
      expect(await code('amember')).toMatch(/^Because the super administrator has enabled/);
      expect(await code('root')).toBe('// amember');
    } finally {
      await ok('PUT', '/api/admin/switch/update', 'root', { body: { hideNonContestSubmissionCode: false } });
    }
  });

  it('the AC download is for the group root and the creator', async () => {
    const res = await call('GET', '/api/file/download-contest-ac-submission', 'aowner', { query: { cid, excludeAdmin: true, splitType: 'user' } });
    expect(res.status, res.body?.msg).toBe(302);
    await refused('GET', '/api/file/download-contest-ac-submission', 'amember', { query: { cid, excludeAdmin: true, splitType: 'user' } }, 403);
    await refused('GET', '/api/file/download-contest-ac-submission', 'bowner', { query: { cid, excludeAdmin: true, splitType: 'user' } }, 403);
  });
});
