import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_ADMINS_ONLY, GROUP_MEMBERS_ONLY } from '@oj/shared/domain/group-access';
import { submissionKey } from '@oj/shared/db/keys';
import { SubmissionItem } from '@oj/shared/db/items/submission';
import { EXAM_CID_OFFSET } from '@oj/shared/domain/exam';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { putGroupProblem, twoGroups, type FixtureUser } from '../../data/group-fixture.ts';
import { getProblem } from '../../data/problems.ts';
import { GROUP_EXAM_DELETE_ROOT_ONLY, GROUP_EXAM_MANAGERS_ONLY, NOT_A_GROUP_EXAM } from './group-exam-access.ts';

// Group exams on the local stack: the group's exam calls per level (member, admin, root, author; delete by the root
// only), ids of another group refused whatever gid the client sends, and the learners' exam calls (/api/homework/*)
// serving a group exam to its members only, never in the public list.
let t: TestContext;
let users: Record<string, FixtureUser> = {};
const A = 1;
const B = 2;
const NOT_GROUP_MEMBER = 'Only members of the group may take part in this group exam';

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

const hours = (n: number) => new Date(t.clock.now().getTime() + n * 3_600_000).toISOString();
const form = (fields: Record<string, unknown> = {}) => ({
  title: 'Quiz',
  description: 'Two problems.',
  startTime: hours(-1),
  endTime: hours(5),
  duration: 3600,
  auth: 0,
  pwd: '',
  visible: true,
  ...fields,
});
/** A group exam made through the call by `who` (an admin of `gid`); answers its id. */
const create = async (gid: number, who = 'aadmin', fields: Record<string, unknown> = {}) => (await ok('POST', '/api/group/timed-work', who, { body: form({ ...fields, gid }) })).id as number;

let nextPid = 7000;
const groupProblem = (gid: number, problemId: string, over: Record<string, unknown> = {}) => putGroupProblem(t.deps.db, nextPid++, gid, problemId, over);

describe('making and managing a group exam', () => {
  it('is made by group admins; edited by its author and the group root; deleted by the root only', async () => {
    for (const who of ['amember', 'aapply', 'stranger', 'bowner']) await refused('POST', '/api/group/timed-work', who, { body: form({ gid: A }) }, 403, GROUP_ADMINS_ONLY);
    await refused('POST', '/api/group/timed-work', 'aadmin', { body: form() }, 400, 'Say which group the exam belongs to (gid)');
    await refused('POST', '/api/group/timed-work', 'aadmin', { body: form({ gid: A, title: '' }) }, 400, 'exam title cannot be empty');
    await refused('POST', '/api/admin/homework/timed-work', 'root', { body: form({ gid: A }) }, 400, "A group's exams are made inside the group: leave gid empty");

    const eid = await create(A);
    const got = await ok('GET', '/api/group/timed-work', 'aadmin', { query: { tid: eid } });
    expect(got).toMatchObject({ id: eid, gid: A, isGroup: true, author: 'aadmin', uid: users.aadmin!.uid, pwd: '' });
    for (const who of ['aowner', 'root']) await ok('GET', '/api/group/timed-work', who, { query: { tid: eid } });
    for (const who of ['aadmin2', 'amember']) await refused('GET', '/api/group/timed-work', who, { query: { tid: eid } }, 403, GROUP_EXAM_MANAGERS_ONLY);
    for (const who of ['bowner', 'badmin', 'stranger']) await refused('GET', '/api/group/timed-work', who, { query: { tid: eid } }, 403, GROUP_MEMBERS_ONLY);

    await refused('PUT', '/api/group/timed-work', 'aadmin', { body: form({ id: eid, gid: B }) }, 400, 'The exam belongs to another group');
    await refused('PUT', '/api/group/timed-work', 'bowner', { body: form({ id: eid, gid: B }) }, 403, GROUP_MEMBERS_ONLY);
    await refused('PUT', '/api/group/timed-work', 'aadmin2', { body: form({ id: eid }) }, 403, GROUP_EXAM_MANAGERS_ONLY);
    expect(await ok('PUT', '/api/group/timed-work', 'aowner', { body: form({ id: eid, title: 'Quiz 2' }) })).toMatchObject({ id: eid, title: 'Quiz 2', gid: A, author: 'aadmin' });

    // extra files for the participants, by the author and the group root
    await ok('POST', '/api/group/timed-work-extra-file', 'aadmin', { body: { tid: eid, name: 'data.txt', content: '1 2' } });
    await refused('POST', '/api/group/timed-work-extra-file', 'aadmin2', { body: { tid: eid, name: 'x.txt', content: 'x' } }, 403, GROUP_EXAM_MANAGERS_ONLY);
    await refused('POST', '/api/group/timed-work-extra-file', 'bowner', { body: { tid: eid, name: 'x.txt', content: 'x' } }, 403, GROUP_MEMBERS_ONLY);
    expect((await ok('GET', '/api/homework/get-timed-work-info', 'aowner', { query: { tid: eid } })).extraFile).toBe(JSON.stringify({ 'data.txt': '1 2' }));
    await ok('DELETE', '/api/group/timed-work-extra-file', 'aowner', { query: { tid: eid, name: 'data.txt' } });
    await refused('DELETE', '/api/group/timed-work-extra-file', 'aowner', { query: { tid: eid, name: 'data.txt' } }, 404);

    await refused('PUT', '/api/group/change-timed-work-visible', 'aadmin2', { query: { id: eid, visible: false } }, 403, GROUP_EXAM_MANAGERS_ONLY);
    await refused('PUT', '/api/group/change-timed-work-visible', 'aadmin', { query: { id: eid, visible: false, groupID: B } }, 400, 'The exam belongs to another group');
    await ok('PUT', '/api/group/change-timed-work-visible', 'aadmin', { query: { id: eid, visible: false, groupID: A } });
    expect((await ok('GET', '/api/group/timed-work', 'aadmin', { query: { tid: eid } })).visible).toBe(false);

    // nor is a group's exam managed in the back office, even by the super admin
    const IN_GROUP = 'This exam belongs to a group: manage it in its group';
    await refused('GET', '/api/admin/homework/timed-work', 'root', { query: { tid: eid } }, 403, IN_GROUP);
    await refused('POST', '/api/admin/homework/add-problem-from-public', 'root', { body: { tid: eid, pid: 1001, displayId: 'Z' } }, 403, IN_GROUP);
    await refused('DELETE', '/api/admin/homework/timed-work', 'root', { query: { id: eid } }, 403, IN_GROUP);

    // an exam outside groups is not managed here
    const site = (await ok('POST', '/api/admin/homework/timed-work', 'root', { body: form() })).id;
    await refused('GET', '/api/group/timed-work', 'root', { query: { tid: site } }, 403, NOT_A_GROUP_EXAM);
    await refused('DELETE', '/api/group/timed-work', 'aowner', { query: { id: site } }, 403, NOT_A_GROUP_EXAM);

    await refused('DELETE', '/api/group/timed-work', 'aadmin', { query: { id: eid, groupID: A } }, 403, GROUP_EXAM_DELETE_ROOT_ONLY);
    await refused('DELETE', '/api/group/timed-work', 'bowner', { query: { id: eid, groupID: B } }, 400, 'The exam belongs to another group');
    await refused('DELETE', '/api/group/timed-work', 'bowner', { query: { id: eid } }, 403, GROUP_MEMBERS_ONLY);
    await ok('DELETE', '/api/group/timed-work', 'aowner', { query: { id: eid, groupID: A } });
    await refused('GET', '/api/group/timed-work', 'aowner', { query: { tid: eid } }, 404, 'The exam does not exist');
  });
});

describe("a group exam's problems", () => {
  it("take public problems of the site and its own group's problems, never another group's", async () => {
    const eid = await create(A);
    const g1 = await groupProblem(A, 'G1');
    const h1 = await groupProblem(B, 'H1');
    expect(await ok('POST', '/api/group/add-timed-work-problem-from-public', 'aadmin', { body: { tid: eid, pid: 1000, displayId: 'A', displayTitle: 'Sum' } })).toMatchObject({
      tid: eid,
      pid: 1000,
      displayId: 'A',
      displayTitle: 'Sum',
    });
    await refused('POST', '/api/group/add-timed-work-problem-from-public', 'aadmin', { body: { tid: eid, pid: h1, displayId: 'X' } }, 404, 'The problem is not in the public problem bank');
    await refused('POST', '/api/group/add-timed-work-problem-from-public', 'aadmin2', { body: { tid: eid, pid: 1001, displayId: 'X' } }, 403, GROUP_EXAM_MANAGERS_ONLY);
    await refused('POST', '/api/group/add-timed-work-problem-from-public', 'badmin', { body: { tid: eid, pid: 1001, displayId: 'X' } }, 403, GROUP_MEMBERS_ONLY);

    expect(await ok('POST', '/api/group/add-timed-work-problem-from-group', 'aowner', { query: { tid: eid, problemId: 'G1', displayId: 'B' } })).toMatchObject({
      pid: g1,
      displayId: 'B',
      displayTitle: 'Problem G1',
    });
    await refused('POST', '/api/group/add-timed-work-problem-from-group', 'aadmin', { query: { tid: eid, problemId: 'H1' } }, 404, 'No problem of this group has that problem id');
    await refused('POST', '/api/group/add-timed-work-problem-from-group', 'aadmin', { query: { tid: eid, problemId: 'G1', displayId: 'C' } }, 400, 'The problem is already in this exam');
    await refused('POST', '/api/group/add-timed-work-problem-from-group', 'bowner', { query: { tid: eid, problemId: 'H1' } }, 403, GROUP_MEMBERS_ONLY);
    const bEid = await create(B, 'bowner');
    await refused('POST', '/api/group/add-timed-work-problem-from-group', 'bowner', { query: { tid: bEid, problemId: 'G1' } }, 404, 'No problem of this group has that problem id');

    const list = await ok('GET', '/api/group/get-timed-work-problem-list', 'aadmin', { query: { twid: eid, page: 1, size: 10 } });
    expect(list.problemList.records.map((p: { id: number }) => p.id)).toEqual([1000, g1]);
    expect(list.timedProblemMap[g1]).toMatchObject({ displayId: 'B' });
    const choices = await ok('GET', '/api/group/get-timed-work-problem-list', 'aadmin', { query: { tid: eid, queryExisted: false, limit: 100 } });
    expect(choices.problemList.records.map((p: { id: number }) => p.id)).not.toContain(h1);
    await refused('GET', '/api/group/get-timed-work-problem-list', 'amember', { query: { tid: eid } }, 403, GROUP_EXAM_MANAGERS_ONLY);

    // the learners: members start it and open its problems (the group's own among them); others are refused
    for (const who of ['bmember', 'stranger', 'aapply']) {
      await refused('GET', '/api/homework/get-timed-work-info', who, { query: { tid: eid } }, 403, NOT_GROUP_MEMBER);
      await refused('POST', '/api/homework/start-timed-work', who, { body: { tid: eid } }, 403, NOT_GROUP_MEMBER);
    }
    expect(await ok('GET', '/api/homework/get-timed-work-info', 'amember', { query: { tid: eid } })).toMatchObject({ id: eid, gid: A, access: false });
    await ok('POST', '/api/homework/start-timed-work', 'amember', { body: { tid: eid } });
    const rows = await ok('GET', '/api/homework/get-timed-work-problem-list', 'amember', { query: { tid: eid } });
    expect(rows.map((p: { problemId: number }) => p.problemId)).toEqual([1000, g1]);
    expect((await ok('GET', '/api/homework/get-timed-work-problem-detail', 'amember', { query: { tid: eid, displayId: 'B' } })).problem).toMatchObject({ problemId: 'B' });
    // the group root administers it without starting: problems and rank at any time
    expect(await ok('GET', '/api/homework/get-timed-work-info', 'aowner', { query: { tid: eid } })).toMatchObject({ access: true });
    await ok('GET', '/api/homework/get-timed-work-rank', 'aowner', { query: { tid: eid } });
    await refused('GET', '/api/homework/get-timed-work-rank', 'amember', { query: { tid: eid } }, 403, 'The rank is available after handing in the exam');
    // submissions in it belong to the group; the group root may submit without starting, a member of another group not at all
    for (const who of ['amember', 'aowner']) {
      t.clock.advance(60_000);
      const res = await call('POST', '/api/submit-problem-judge', who, { body: { pid: g1, cid: eid + EXAM_CID_OFFSET, displayTid: 'B', language: 'C++', code: `// ${who}` } });
      expect(res.status, res.body.msg).toBe(200);
      expect(SubmissionItem.parse(await t.deps.db.get(submissionKey(res.body.data.submitId))).gid).toBe(A);
    }
    await refused('POST', '/api/submit-problem-judge', 'bmember', { body: { pid: 1000, cid: eid + EXAM_CID_OFFSET, displayTid: 'A', language: 'C++', code: '// b' } }, 403, NOT_GROUP_MEMBER);

    await refused('DELETE', '/api/group/timed-work-problem', 'bowner', { query: { tid: eid, pid: g1 } }, 403, GROUP_MEMBERS_ONLY);
    await refused('DELETE', '/api/group/timed-work-problem', 'aadmin', { query: { tid: eid, pid: g1, groupID: B } }, 400, 'The exam belongs to another group');
    await ok('DELETE', '/api/group/timed-work-problem', 'aadmin', { query: { tid: eid, pid: g1, groupID: A } });
    await refused('DELETE', '/api/group/timed-work-problem', 'aadmin', { query: { tid: eid, pid: g1 } }, 404, 'The problem is not in this exam');
    expect((await getProblem(t.deps.db, g1))?.gid).toBe(A);
  });
});

describe('the lists', () => {
  it('give members the shown exams and admins every one; none of them is public', async () => {
    const shown = await create(A, 'aadmin', { title: 'Shown' });
    const hidden = await create(A, 'aadmin', { title: 'Hidden', visible: false });
    const members = await ok('GET', '/api/group/get-timed-work-list', 'amember', { query: { groupID: A, page: 1, limit: 100 } });
    const memberIds = members.records.map((r: { id: number }) => r.id);
    expect(memberIds).toContain(shown);
    expect(memberIds).not.toContain(hidden);
    expect(members.records.every((r: { gid: number }) => r.gid === A)).toBe(true);
    for (const who of ['aapply', 'bowner', 'stranger']) await refused('GET', '/api/group/get-timed-work-list', who, { query: { gid: A } }, 403, GROUP_MEMBERS_ONLY);
    await refused('GET', '/api/group/get-timed-work-list', 'amember', { query: {} }, 400, 'gid must be a group id');

    const admins = await ok('GET', '/api/group/get-admin-timed-work-list', 'aadmin2', { query: { gid: A, limit: 100 } });
    expect(admins.records.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([shown, hidden]));
    expect(admins.records[0].id).toBeGreaterThan(admins.records.at(-1).id);
    await refused('GET', '/api/group/get-admin-timed-work-list', 'amember', { query: { gid: A } }, 403, GROUP_ADMINS_ONLY);

    const publicIds = (await ok('GET', '/api/homework/get-timed-work-list', 'amember', { query: { limit: 100 } })).records.map((r: { id: number }) => r.id);
    const officeIds = (await ok('GET', '/api/admin/homework/get-timed-work-list', 'root', { query: { limit: 100 } })).records.map((r: { id: number }) => r.id);
    for (const id of [shown, hidden]) {
      expect(publicIds).not.toContain(id);
      expect(officeIds).not.toContain(id);
    }
    // a hidden group exam is missing for members; its group root opens it
    await refused('GET', '/api/homework/get-timed-work-info', 'amember', { query: { tid: hidden } }, 404);
    await ok('GET', '/api/homework/get-timed-work-info', 'aowner', { query: { tid: hidden } });
  });
});
