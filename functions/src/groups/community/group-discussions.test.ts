import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMemberAuth as A } from '@oj/shared';
import { discussionKey, problemIndex, problemKey } from '@oj/shared/db/keys';
import { allDiscussions } from '../../data/discussions.ts';
import { putGroup } from '../../data/group-fixture.ts';
import { allProblems } from '../../data/problems.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { categories, person, remindersOf, setPostingLimits, setSwitches, type Person } from '../../../test/fixtures/community.ts';

// Group discussions on the local stack: the group's members post and read them in the group's area (while the site
// opens group discussions), the site's discussion, comment and like calls open them to members only, the public
// list never shows them, and an id of one group cannot be handled through another group's gid.
let t: TestContext;
let root: string;
let owner: Person;
let admin: Person;
let ann: Person;
let bob: Person;
let stranger: Person;
let otherOwner: Person;
let general: number;
const GID = 71;
const OTHER = 72;

beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  [owner, admin, ann, bob, stranger, otherOwner] = (await Promise.all(['gowner', 'gadmin', 'gann', 'gbob', 'gstranger', 'gother'].map((n) => person(t, n)))) as [
    Person,
    Person,
    Person,
    Person,
    Person,
    Person,
  ];
  [general] = (await categories(t, root, ['General'])) as [number];
  await putGroup(t.deps.db, GID, owner, [
    { ...admin, auth: A.ADMIN },
    { ...ann, auth: A.MEMBER },
    { ...bob, auth: A.MEMBER },
  ]);
  await putGroup(t.deps.db, OTHER, otherOwner, [{ ...admin, auth: A.MEMBER }]);
  await t.deps.db.put({ ...problemKey(7), ...problemIndex(7), pid: 7, problemId: 'G71A', title: 'Ours', auth: 1, gid: GID, isGroup: true, difficulty: 0, type: 0, gmtCreate: 'x', gmtModified: 'x' });
  await t.deps.db.put({ ...problemKey(8), ...problemIndex(8), pid: 8, problemId: 'G72A', title: 'Theirs', auth: 1, gid: OTHER, isGroup: true, difficulty: 0, type: 0, gmtCreate: 'x', gmtModified: 'x' });
  allProblems.clear(t.deps.db);
  await setPostingLimits(t, { defaultCreateDiscussionDailyLimit: 1000 });
  await setSwitches(t, { openGroupDiscussion: true, openPublicDiscussion: true });
});
afterAll(() => t.cleanup());

type Opts = { query?: Record<string, string | number | boolean>; body?: unknown };
const call = (method: string, path: string, who: Person | string | undefined, opts: Opts = {}) => t.call(method, path, { ...opts, token: typeof who === 'string' ? who : who?.token });
const refused = async (status: number, msg: string, method: string, path: string, who: Person | undefined, opts: Opts = {}) => {
  const res = await call(method, path, who, opts);
  expect([res.status, res.body.msg]).toEqual([status, msg]);
};
const form = (over: Record<string, unknown> = {}) => ({ gid: GID, title: 'Homework 1', description: 'Questions', content: 'Ask *here*', categoryId: general, ...over });
const postIn = async (who: Person, over: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/group/discussion', who, { body: form(over) });
  expect(res.status, res.body.msg).toBe(200);
  return (await allDiscussions(t.deps.db)).filter((d) => d.gid === (over.gid ?? GID)).sort((a, b) => b.id - a.id)[0]!;
};
type Row = { id: number; title: string; topPriority: boolean; gid: number | null; role: string };
const list = async (who: Person, path = '/api/group/get-discussion-list', query: Record<string, string | number> = {}) => {
  const res = await call('GET', path, who, { query: { gid: GID, ...query } });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.records as Row[];
};

describe('group discussions', () => {
  it('are posted by members (pinned only by admins), about the group own or public problems, and listed in the group only', async () => {
    const first = await postIn(ann, { topPriority: true });
    expect(first).toMatchObject({ gid: GID, topPriority: false, role: 'user', author: 'gann' });
    const pinned = await postIn(admin, { title: 'Rules', topPriority: true });
    expect(pinned).toMatchObject({ topPriority: true, role: 'admin' });
    expect(await postIn(bob, { pid: 'g71a', title: 'Stuck' })).toMatchObject({ pid: 'G71A', title: '[G71A] Stuck' });
    await refused(404, 'The problem does not exist, so it cannot be discussed', 'POST', '/api/group/discussion', bob, { body: form({ pid: 'G72A' }) });
    await refused(403, 'Only members of the group may do this', 'POST', '/api/group/discussion', stranger, { body: form() });
    await refused(401, 'Please_login_first', 'POST', '/api/group/discussion', undefined, { body: form() });
    await refused(400, 'The discussion title cannot be empty', 'POST', '/api/group/discussion', ann, { body: form({ title: ' ' }) });

    expect((await list(bob)).map((d) => d.title)).toEqual(['Rules', '[G71A] Stuck', 'Homework 1']);
    expect((await list(bob, undefined, { pid: 'G71A' })).map((d) => d.title)).toEqual(['[G71A] Stuck']);
    const publicOne = (await call('POST', '/api/discussion', ann, { body: { ...form(), gid: undefined, title: 'Public' } })).body.data.id as number;
    const pub = await call('GET', '/api/get-discussion-list', ann);
    expect((pub.body.data.records as Row[]).map((d) => [d.id, d.gid])).toEqual([[publicOne, null]]);
    // the group's rows are the site's discussion rows (DiscussionVO), key for key, own content included
    const keys = (o: object) => Object.keys(o).sort();
    const groupRow = (await call('GET', '/api/group/get-discussion-list', ann, { query: { gid: GID } })).body.data.records.find((d: Row) => d.id === first.id);
    expect(keys(groupRow)).toEqual(keys(pub.body.data.records[0]));
    expect(groupRow).toMatchObject({ gid: GID, content: 'Ask *here*' });
    await refused(403, 'Only members of the group may do this', 'GET', '/api/group/get-discussion-list', stranger, { query: { gid: GID } });
    await refused(403, 'Only the group admins may do this', 'GET', '/api/group/get-admin-discussion-list', ann, { query: { gid: GID } });
    await t.deps.db.update(discussionKey(first.id), { UpdateExpression: 'SET #s = :one', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':one': 1 } });
    allDiscussions.clear(t.deps.db);
    expect((await list(admin, '/api/group/get-admin-discussion-list')).map((d) => d.title)).toEqual(['Rules', '[G71A] Stuck', 'Homework 1']);
    expect((await list(ann)).map((d) => d.title)).toEqual(['Rules', '[G71A] Stuck']);
  });

  it("open their detail, comments and likes to the group's members only", async () => {
    const rules = (await list(ann)).find((d) => d.title === 'Rules')!;
    const seen = await call('GET', '/api/get-discussion-detail', bob, { query: { did: rules.id } });
    expect(seen.status, seen.body.msg).toBe(200);
    expect(seen.body.data).toMatchObject({ id: rules.id, content: 'Ask *here*', viewNum: 1 });
    await refused(403, 'Only members of the group may do this', 'GET', '/api/get-discussion-detail', stranger, { query: { did: rules.id } });
    await refused(403, 'Only members of the group may do this', 'GET', '/api/get-discussion-detail', undefined, { query: { did: rules.id } });
    expect((await call('GET', '/api/get-discussion-detail', bob, { query: { did: rules.id } })).body.data.viewNum).toBe(2);

    const comment = await call('POST', '/api/comment', ann, { body: { did: rules.id, content: 'Got it' } });
    expect(comment.status, comment.body.msg).toBe(200);
    await refused(403, 'Only members of the group may do this', 'POST', '/api/comment', stranger, { body: { did: rules.id, content: 'Let me in' } });
    await refused(403, 'Only members of the group may do this', 'GET', '/api/comments', stranger, { query: { did: rules.id } });
    expect((await call('GET', '/api/comments', bob, { query: { did: rules.id } })).status).toBe(200);
    expect((await call('GET', '/api/discussion-like', bob, { query: { did: rules.id, toLike: true } })).status).toBe(200);
    // the reminders send the author into the group
    const reminders = await remindersOf(t, admin.uid, 'comment');
    expect(reminders.map((r) => r.url)).toEqual([`/group/${GID}/discussion-detail/${rules.id}`]);
    // the group's admins moderate its comments; a plain member does not
    const commentId = comment.body.data.id as number;
    await refused(403, 'Only its author or an admin may delete this comment', 'DELETE', '/api/comment', bob, { body: { id: commentId } });
    expect((await call('DELETE', '/api/comment', owner, { body: { id: commentId } })).status).toBe(200);
    await refused(403, 'Only members of the group may do this', 'GET', '/api/discussion-like', otherOwner, { query: { did: rules.id, toLike: true } });
  });

  it('are edited by their author or a group admin (who alone pins and disables) and deleted by the author or a group admin, in their own group only', async () => {
    const stuck = (await list(bob)).find((d) => d.title === '[G71A] Stuck')!;
    const edit = (who: Person, over: Record<string, unknown> = {}) => call('PUT', '/api/group/discussion', who, { body: { ...form({ title: 'Still stuck' }), id: stuck.id, ...over } });
    expect((await edit(bob, { topPriority: true })).status).toBe(200);
    expect((await allDiscussions(t.deps.db)).find((d) => d.id === stuck.id)).toMatchObject({ title: '[G71A] Still stuck', topPriority: false });
    await refused(403, 'Only the author may edit this discussion', 'PUT', '/api/group/discussion', ann, { body: { ...form(), id: stuck.id } });
    // the group's admins moderate: they edit, pin and disable a member's discussion (the author's own status is ignored)
    expect((await edit(bob, { status: 1 })).status).toBe(200);
    expect((await allDiscussions(t.deps.db)).find((d) => d.id === stuck.id)).toMatchObject({ status: 0 });
    expect((await edit(admin, { topPriority: true, status: 1 })).status).toBe(200);
    expect((await allDiscussions(t.deps.db)).find((d) => d.id === stuck.id)).toMatchObject({ topPriority: true, status: 1 });
    expect((await edit(admin, { topPriority: false, status: 0 })).status).toBe(200);
    // another group's gid, or another group's root: the stored group decides
    await refused(404, 'The discussion does not exist', 'PUT', '/api/group/discussion', otherOwner, { body: { ...form({ gid: OTHER }), id: stuck.id } });
    await refused(404, 'The discussion does not exist', 'DELETE', '/api/group/discussion', otherOwner, { query: { did: 999 } });
    await refused(403, 'Only members of the group may do this', 'DELETE', '/api/group/discussion', otherOwner, { query: { did: stuck.id } });
    // the site's own calls write public discussions only
    await refused(400, 'A group discussion is written through its group (/api/group/discussion): send no gid here', 'PUT', '/api/discussion', bob, { body: { ...form(), gid: undefined, id: stuck.id } });
    await refused(400, 'A group discussion is written through its group (/api/group/discussion): send no gid here', 'DELETE', '/api/discussion', bob, { query: { did: stuck.id } });
    const publicOne = (await call('POST', '/api/discussion', ann, { body: { ...form(), gid: undefined } })).body.data.id as number;
    await refused(404, 'The discussion does not exist', 'DELETE', '/api/group/discussion', ann, { query: { did: publicOne } });

    await refused(403, 'Only the author or a group admin may delete this discussion', 'DELETE', '/api/group/discussion', ann, { query: { did: stuck.id } });
    expect((await call('DELETE', '/api/group/discussion', admin, { query: { did: stuck.id } })).status).toBe(200);
    expect((await list(bob)).map((d) => d.title)).toEqual(['Rules']);
  });

  it('are closed while the site closes group discussions', async () => {
    const rules = (await list(ann))[0]!;
    await setSwitches(t, { openGroupDiscussion: false });
    const closed = 'No Access: group discussions are closed on this site';
    await refused(403, closed, 'GET', '/api/group/get-discussion-list', ann, { query: { gid: GID } });
    await refused(403, closed, 'POST', '/api/group/discussion', ann, { body: form() });
    await refused(403, closed, 'GET', '/api/get-discussion-detail', ann, { query: { did: rules.id } });
    await setSwitches(t, { openGroupDiscussion: true });
    expect((await list(ann)).length).toBe(1);
  });
});
