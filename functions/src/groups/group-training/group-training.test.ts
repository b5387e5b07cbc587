import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemAuth } from '@oj/shared';
import { GROUP_ADMINS_ONLY, GROUP_MEMBERS_ONLY } from '@oj/shared/domain/group-access';
import { submissionKey } from '@oj/shared/db/keys';
import { SubmissionItem } from '@oj/shared/db/items/submission';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { putGroupProblem, twoGroups, type FixtureUser } from '../../data/group-fixture.ts';
import { getProblem } from '../../data/problems.ts';
import { GROUP_TRAINING_MANAGERS_ONLY, NOT_A_GROUP_TRAINING } from './group-training-access.ts';

// Group trainings on the local stack: the group's training calls per level (member, admin, root, author), ids of
// another group refused whatever gid the client sends, and the learners' training calls serving a group training to
// its members only, with the group's own problems inside it.
let t: TestContext;
let users: Record<string, FixtureUser> = {};
const A = 1;
const B = 2;
const NOT_GROUP_MEMBER = 'Only members of the group may take part in this group training';

beforeAll(async () => {
  t = await createTestContext();
  users = await twoGroups(t, A, B);
});
afterAll(() => t.cleanup());

type Opts = { query?: Record<string, string | number | boolean>; body?: unknown };
const call = (method: string, path: string, who: string | undefined, opts: Opts = {}) => t.call(method, path, { ...opts, token: who ? users[who]!.token : undefined });
const ok = async (method: string, path: string, who: string, opts: Opts = {}) => {
  const res = await call(method, path, who, opts);
  expect(res.status, `${method} ${path} as ${who}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};
const refused = async (method: string, path: string, who: string | undefined, opts: Opts, status: number, msg?: string | RegExp) => {
  const res = await call(method, path, who, opts);
  expect(res.status, `${method} ${path} as ${who}: ${res.body?.msg}`).toBe(status);
  if (msg) expect(res.body.msg).toMatch(msg);
};

let siteCategory = 0;
const form = (training: Record<string, unknown> = {}, trainingCategory: Record<string, unknown> = { id: siteCategory }) => ({
  training: { title: 'Loops', description: 'Practise loops.', rank: 1, auth: 'Public', privatePwd: '', status: true, ...training },
  trainingCategory,
});
/** A group training made through the call by `who` (an admin of `gid`); answers its id. */
const create = async (gid: number, who = 'aadmin', training: Record<string, unknown> = {}) => (await ok('POST', '/api/group/training', who, { body: form({ ...training, gid }) })).id as number;

let nextPid = 6000;
const groupProblem = (gid: number, problemId: string, over: Record<string, unknown> = {}) => putGroupProblem(t.deps.db, nextPid++, gid, problemId, over);

describe('making a group training', () => {
  it("is for the group admins (and the owner and super admin), in their group; categories are the site's or the group's", async () => {
    siteCategory = (await ok('POST', '/api/admin/training/category', 'root', { body: { name: 'Basics', color: '#409EFF' } })).id;
    await refused('POST', '/api/group/training', 'amember', { body: form({ gid: A }) }, 403, GROUP_ADMINS_ONLY);
    for (const who of ['aapply', 'stranger', 'bowner']) await refused('POST', '/api/group/training', who, { body: form({ gid: A }) }, 403, GROUP_ADMINS_ONLY);
    await refused('POST', '/api/group/training', undefined, { body: form({ gid: A }) }, 401);
    await refused('POST', '/api/group/training', 'aadmin', { body: form() }, 400, 'Say which group the training belongs to (gid)');
    await refused('POST', '/api/group/training', 'aadmin', { body: form({ gid: 99 }) }, 404);
    await refused('POST', '/api/group/training', 'aadmin', { body: form({ gid: A, title: '' }) }, 400, 'Title is required');

    const tid = await create(A);
    const got = await ok('GET', '/api/group/training', 'aadmin', { query: { tid } });
    expect(got.training).toMatchObject({ id: tid, title: 'Loops', author: 'aadmin', gid: A, isGroup: true, status: true });
    expect(got.trainingCategory).toMatchObject({ id: siteCategory, gid: null });
    for (const who of ['aowner', 'root']) expect((await ok('POST', '/api/group/training', who, { body: form({ gid: A }) })).gid).toBe(A);

    // a category typed in becomes the group's; another group may not use it
    const own = await ok('POST', '/api/group/training', 'aadmin', { body: form({ gid: A, title: 'Own' }, { name: 'Group drills', color: '#67C23A' }) });
    const ownForm = await ok('GET', '/api/group/training', 'aadmin', { query: { tid: own.id } });
    expect(ownForm.trainingCategory).toMatchObject({ name: 'Group drills', gid: A });
    await refused('POST', '/api/group/training', 'bowner', { body: form({ gid: B }, { id: ownForm.trainingCategory.id }) }, 403, 'The category belongs to another group');
    await refused('PUT', '/api/admin/training/category', 'root', { body: { id: ownForm.trainingCategory.id, name: 'Renamed', color: '#000' } }, 403, 'The category belongs to a group');
    await refused('DELETE', '/api/admin/training/category', 'root', { query: { cid: ownForm.trainingCategory.id } }, 403, 'The category belongs to a group');
    expect((await ok('GET', '/api/get-training-category', 'amember')).map((c: { gid: unknown }) => c.gid)).toEqual([null]);
    expect((await ok('GET', '/api/group/get-training-category', 'aadmin2', { query: { gid: A } })).map((c: { name: string }) => c.name)).toEqual(['Basics', 'Group drills']);
    await refused('GET', '/api/group/get-training-category', 'amember', { query: { gid: A } }, 403, GROUP_ADMINS_ONLY);
    // the same name in group B makes B's own category
    const bOwn = await ok('POST', '/api/group/training', 'bowner', { body: form({ gid: B }, { name: 'Group drills', color: '#000' }) });
    expect((await ok('GET', '/api/group/training', 'bowner', { query: { tid: bOwn.id } })).trainingCategory).toMatchObject({ gid: B });
    // the back office makes the site's trainings only
    await refused('POST', '/api/admin/training', 'root', { body: form({ gid: A }) }, 400, "A group's trainings are made inside the group: leave gid empty");
  });
});

describe('managing a group training', () => {
  it("is for the group's root and the training's author; other admins, members and other groups are refused", async () => {
    const tid = await create(A);
    for (const who of ['aadmin', 'aowner', 'root']) await ok('GET', '/api/group/training', who, { query: { tid } });
    await refused('GET', '/api/group/training', 'aadmin2', { query: { tid } }, 403, GROUP_TRAINING_MANAGERS_ONLY);
    await refused('GET', '/api/group/training', 'amember', { query: { tid } }, 403, GROUP_TRAINING_MANAGERS_ONLY);
    for (const who of ['bowner', 'badmin', 'stranger']) await refused('GET', '/api/group/training', who, { query: { tid } }, 403, GROUP_MEMBERS_ONLY);
    await refused('GET', '/api/group/training', 'aadmin', { query: { tid: 9999 } }, 404, 'The training does not exist');

    // a training of group A named with group B's gid: B's owner is still refused, A's author may not move it
    await refused('PUT', '/api/group/training', 'bowner', { body: form({ id: tid, gid: B }) }, 403, GROUP_MEMBERS_ONLY);
    await refused('PUT', '/api/group/training', 'aadmin', { body: form({ id: tid, gid: B }) }, 400, 'The training belongs to another group');
    await refused('PUT', '/api/group/training', 'aadmin2', { body: form({ id: tid, gid: A }) }, 403, GROUP_TRAINING_MANAGERS_ONLY);
    const changed = await ok('PUT', '/api/group/training', 'aowner', { body: form({ id: tid, gid: A, title: 'Loops II' }) });
    expect(changed).toMatchObject({ id: tid, title: 'Loops II', gid: A, author: 'aadmin' });

    await refused('PUT', '/api/group/change-training-status', 'aadmin2', { query: { tid, status: false } }, 403, GROUP_TRAINING_MANAGERS_ONLY);
    await ok('PUT', '/api/group/change-training-status', 'aadmin', { query: { tid, status: false } });
    expect((await ok('GET', '/api/group/training', 'aadmin', { query: { tid } })).training.status).toBe(false);

    // nor is a group's training managed in the back office, even by the super admin
    const IN_GROUP = 'This training belongs to a group: manage it in its group';
    await refused('GET', '/api/admin/training', 'root', { query: { tid } }, 403, IN_GROUP);
    await refused('PUT', '/api/admin/training/change-training-status', 'root', { query: { tid, status: true } }, 403, IN_GROUP);
    await refused('GET', '/api/admin/training/get-problem-list', 'root', { query: { tid } }, 403, IN_GROUP);
    await refused('POST', '/api/admin/training/add-problem-from-public', 'root', { body: { tid, pid: 1001 } }, 403, IN_GROUP);
    await refused('DELETE', '/api/admin/training', 'root', { query: { tid } }, 403, IN_GROUP);

    // a training outside groups is not managed here, whatever the caller
    const site = (await ok('POST', '/api/admin/training', 'root', { body: form() })).id;
    await refused('GET', '/api/group/training', 'root', { query: { tid: site } }, 403, NOT_A_GROUP_TRAINING);
    await refused('DELETE', '/api/group/training', 'aowner', { query: { tid: site } }, 403, NOT_A_GROUP_TRAINING);

    await refused('DELETE', '/api/group/training', 'bowner', { query: { tid } }, 403, GROUP_MEMBERS_ONLY);
    await refused('DELETE', '/api/group/training', 'aadmin2', { query: { tid } }, 403, GROUP_TRAINING_MANAGERS_ONLY);
    await ok('DELETE', '/api/group/training', 'aadmin', { query: { tid } });
    await refused('GET', '/api/group/training', 'aadmin', { query: { tid } }, 404);
  });
});

describe("a group training's problems", () => {
  it("take public problems of the site and problems of its own group, never another group's", async () => {
    const tid = await create(A, 'aadmin', { title: 'Mixed' });
    const g1 = await groupProblem(A, 'G1');
    const g2 = await groupProblem(A, 'G2', { auth: ProblemAuth.PRIVATE });
    const h1 = await groupProblem(B, 'H1');
    await ok('POST', '/api/group/add-training-problem-from-public', 'aadmin', { body: { tid, pid: 1000, displayId: '1000' } });
    await refused('POST', '/api/group/add-training-problem-from-public', 'aadmin', { body: { tid, pid: 1000 } }, 400, 'The problem is already in this training');
    await refused('POST', '/api/group/add-training-problem-from-public', 'aadmin', { body: { tid, pid: h1 } }, 404, 'The problem is not in the public problem bank');
    await refused('POST', '/api/group/add-training-problem-from-public', 'aadmin', { body: { tid, pid: g1 } }, 404, 'The problem is not in the public problem bank');
    await refused('POST', '/api/group/add-training-problem-from-public', 'bowner', { body: { tid, pid: 1001 } }, 403, GROUP_MEMBERS_ONLY);
    await refused('POST', '/api/group/add-training-problem-from-public', 'aadmin2', { body: { tid, pid: 1001 } }, 403, GROUP_TRAINING_MANAGERS_ONLY);

    // from the group: by its problem id as stored or with the group's short name before it; B's problem is not found
    await ok('POST', '/api/group/add-training-problem-from-group', 'aadmin', { query: { tid, problemId: 'g1' } });
    await ok('POST', '/api/group/add-training-problem-from-group', 'aowner', { query: { tid, problemId: 'grp10G2' } });
    await refused('POST', '/api/group/add-training-problem-from-group', 'aadmin', { query: { tid, problemId: 'H1' } }, 404, 'No problem of this group has that problem id');
    await refused('POST', '/api/group/add-training-problem-from-group', 'aadmin', { query: { tid, problemId: '1001' } }, 404, 'No problem of this group has that problem id');
    await refused('POST', '/api/group/add-training-problem-from-group', 'bowner', { query: { tid, problemId: 'H1' } }, 403, GROUP_MEMBERS_ONLY);
    // B's training does not take A's problem either
    const bTid = await create(B, 'bowner');
    await refused('POST', '/api/group/add-training-problem-from-group', 'bowner', { query: { tid: bTid, problemId: 'G1' } }, 404);

    const list = await ok('GET', '/api/group/get-training-problem-list', 'aadmin', { query: { tid, queryExisted: true } });
    expect(list.problemList.records.map((p: { id: number }) => p.id)).toEqual([1000, g1, g2]);
    expect(Object.keys(list.trainingProblemMap).map(Number).sort()).toEqual([1000, g1, g2].sort());
    const choices = await ok('GET', '/api/group/get-training-problem-list', 'aadmin', { query: { tid, queryExisted: false } });
    const choiceIds = choices.problemList.records.map((p: { id: number }) => p.id);
    expect(choiceIds).toContain(1001);
    expect(choiceIds).not.toContain(h1);
    expect(choiceIds).not.toContain(g1);
    await refused('GET', '/api/group/get-training-problem-list', 'amember', { query: { tid, queryExisted: true } }, 403, GROUP_TRAINING_MANAGERS_ONLY);

    const entry = list.trainingProblemMap[1000];
    expect(await ok('PUT', '/api/group/training-problem', 'aadmin', { body: { ...entry, rank: 5 } })).toMatchObject({ pid: 1000, rank: 5 });
    await refused('PUT', '/api/group/training-problem', 'aadmin', { body: { ...entry, rank: -1 } }, 400, /Rank must be between 0/);
    await refused('PUT', '/api/group/training-problem', 'bowner', { body: { ...entry, tid: bTid } }, 404, 'The problem is not in this training');
    await refused('PUT', '/api/group/training-problem', 'badmin', { body: { ...entry, rank: 3 } }, 403, GROUP_MEMBERS_ONLY);

    // the learners: members see the group's public problems in it (not the private one); other groups and strangers are refused
    const rows = await ok('GET', '/api/get-training-problem-list', 'amember', { query: { tid } });
    expect(rows.map((p: { pid: number }) => p.pid)).toEqual([g1, 1000]);
    // the group's problem opens inside the training for its members (its page names the training)
    expect((await ok('GET', '/api/get-problem-detail', 'amember', { query: { problemId: 'G1', tid } })).problem).toMatchObject({ problemId: 'G1' });
    await refused('GET', '/api/get-problem-detail', 'bmember', { query: { problemId: 'G1', tid } }, 403, NOT_GROUP_MEMBER);
    await refused('GET', '/api/get-problem-detail', 'amember', { query: { problemId: 'G2', tid } }, 404, 'The problem is not part of this training');
    const detail = await ok('GET', '/api/get-training-detail', 'amember', { query: { tid } });
    expect(detail).toMatchObject({ id: tid, gid: A, problemCount: 2, acCount: 0 });
    for (const who of ['bmember', 'bowner', 'stranger', 'aapply']) {
      await refused('GET', '/api/get-training-detail', who, { query: { tid } }, 403, NOT_GROUP_MEMBER);
      await refused('GET', '/api/get-training-problem-list', who, { query: { tid } }, 403, NOT_GROUP_MEMBER);
      await refused('GET', '/api/get-training-rank', who, { query: { tid } }, 403, NOT_GROUP_MEMBER);
    }
    expect(await ok('GET', '/api/get-training-access', 'aowner', { query: { tid } })).toEqual({ access: true });
    await ok('GET', '/api/get-training-rank', 'amember', { query: { tid } });

    // submissions in it: by members, on the site's and the group's problems; they belong to the group (off the public status list)
    const submitted: number[] = [];
    for (const pid of [1000, g1]) {
      t.clock.advance(60_000);
      const res = await call('POST', '/api/submit-problem-judge', 'amember', { body: { pid, tid, language: 'C++', code: `// ${pid}` } });
      expect(res.status, res.body.msg).toBe(200);
      submitted.push(res.body.data.submitId);
      expect(SubmissionItem.parse(await t.deps.db.get(submissionKey(res.body.data.submitId))).gid).toBe(A);
    }
    t.clock.advance(60_000);
    await refused('POST', '/api/submit-problem-judge', 'bmember', { body: { pid: 1000, tid, language: 'C++', code: '// b' } }, 403, NOT_GROUP_MEMBER);
    await refused('POST', '/api/submit-problem-judge', 'amember', { body: { pid: g2, tid, language: 'C++', code: '// p' } }, 404, 'The problem is not part of this training');
    const statusIds = (await ok('GET', '/api/get-submission-list', 'amember', { query: { limit: 50 } })).records.map((r: { submitId: number }) => r.submitId);
    for (const id of submitted) expect(statusIds).not.toContain(id);

    await refused('DELETE', '/api/group/training-problem', 'bowner', { query: { tid, pid: g1 } }, 403, GROUP_MEMBERS_ONLY);
    await ok('DELETE', '/api/group/training-problem', 'aadmin', { query: { tid, pid: g1 } });
    await refused('DELETE', '/api/group/training-problem', 'aadmin', { query: { tid, pid: g1 } }, 404, 'The problem is not in this training');
    expect((await getProblem(t.deps.db, g1))?.gid).toBe(A);
  });
});

describe('the lists', () => {
  it('give members the shown trainings in rank order and admins every one; none of them is public', async () => {
    const shown = await create(A, 'aadmin', { title: 'Shown', rank: 0 });
    const hidden = await create(A, 'aadmin', { title: 'Hidden', status: false });
    const priv = await create(A, 'aadmin', { title: 'Locked', auth: 'Private', privatePwd: 'pw' });
    const members = await ok('GET', '/api/group/get-training-list', 'amember', { query: { gid: A, limit: 100 } });
    const memberIds = members.records.map((r: { id: number }) => r.id);
    expect(memberIds[0]).toBe(shown);
    expect(memberIds).toContain(priv);
    expect(memberIds).not.toContain(hidden);
    expect(members.records.every((r: { gid: number }) => r.gid === A)).toBe(true);
    for (const who of ['aapply', 'bowner', 'stranger']) await refused('GET', '/api/group/get-training-list', who, { query: { gid: A } }, 403, GROUP_MEMBERS_ONLY);

    const admins = await ok('GET', '/api/group/get-admin-training-list', 'aadmin2', { query: { gid: A, limit: 100 } });
    expect(admins.records.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([shown, hidden, priv]));
    expect(admins.records[0].id).toBeGreaterThan(admins.records.at(-1).id);
    await refused('GET', '/api/group/get-admin-training-list', 'amember', { query: { gid: A } }, 403, GROUP_ADMINS_ONLY);
    await refused('GET', '/api/group/get-admin-training-list', 'badmin', { query: { gid: A } }, 403, GROUP_ADMINS_ONLY);

    // the public list and the back office's show trainings outside groups only
    const publicIds = (await ok('GET', '/api/get-training-list', 'amember', { query: { limit: 100 } })).records.map((r: { id: number }) => r.id);
    const officeIds = (await ok('GET', '/api/admin/training/get-training-list', 'root', { query: { limit: 100 } })).records.map((r: { id: number }) => r.id);
    for (const id of [shown, hidden, priv]) {
      expect(publicIds).not.toContain(id);
      expect(officeIds).not.toContain(id);
    }

    // a private group training: members register with its password; the group root needs none
    await refused('GET', '/api/get-training-problem-list', 'amember', { query: { tid: priv } }, 403, /register for the training/);
    await refused('POST', '/api/register-training', 'bmember', { body: { tid: priv, password: 'pw' } }, 403, NOT_GROUP_MEMBER);
    await ok('POST', '/api/register-training', 'amember', { body: { tid: priv, password: 'pw' } });
    await ok('GET', '/api/get-training-problem-list', 'amember', { query: { tid: priv } });
    await ok('GET', '/api/get-training-problem-list', 'aowner', { query: { tid: priv } });
    // a hidden one is missing for members, and its group root may open it
    await refused('GET', '/api/get-training-detail', 'amember', { query: { tid: hidden } }, 404);
    await ok('GET', '/api/get-training-detail', 'aowner', { query: { tid: hidden } });
  });
});
