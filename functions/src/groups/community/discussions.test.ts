import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/shared';
import { problemIndex, problemKey } from '@oj/shared/db/keys';
import { allDiscussions } from '../../data/discussions.ts';
import { allProblems } from '../../data/problems.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { categories, person, post, remindersOf, setPostingLimits, setSwitches, type Person } from '../../../test/fixtures/community.ts';

let t: TestContext;
let root: string;
let alice: Person;
let bob: Person;
let admin: Person;
let general: number;
let help: number;

const detail = (did: number, token?: string) => t.call('GET', '/api/get-discussion-detail', { query: { did }, token });
const body = (over: Record<string, unknown> = {}) => ({ title: 'Title', description: 'Description', content: 'Content', categoryId: general, ...over });

beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  [alice, bob, admin] = await Promise.all([person(t, 'alice'), person(t, 'bob'), person(t, 'dadmin', { roleId: Role.ADMIN, ac: 0 })]);
  [general, help] = (await categories(t, root, ['General', 'Help'])) as [number, number];
  await t.deps.db.put({ ...problemKey(7), ...problemIndex(7), pid: 7, problemId: 'P1007', title: 'Seven', auth: 1, difficulty: 0, type: 0, gmtCreate: 'x', gmtModified: 'x' });
  await t.deps.db.put({ ...problemKey(8), ...problemIndex(8), pid: 8, problemId: 'HIDDEN8', title: 'Hidden', auth: 2, difficulty: 0, type: 0, gmtCreate: 'x', gmtModified: 'x' });
  allProblems.clear(t.deps.db);
  // the daily limit is tested on its own: here people post as often as the tests need
  await setPostingLimits(t, { defaultCreateDiscussionDailyLimit: 1000 });
});
afterAll(() => t.cleanup());

describe('posting', () => {
  it('needs a login, a category that exists, and text within the limits (stored as sent)', async () => {
    expect((await t.call('POST', '/api/discussion', { body: body() })).status).toBe(401);
    const bad = async (over: Record<string, unknown>) => (await t.call('POST', '/api/discussion', { token: alice.token, body: body(over) })).body;
    expect(await bad({ title: '   ' })).toMatchObject({ status: 400, msg: 'The discussion title cannot be empty' });
    expect(await bad({ title: 'x'.repeat(256) })).toMatchObject({ status: 400, msg: 'The discussion title can not exceed 255 characters' });
    expect(await bad({ description: 'd'.repeat(256) })).toMatchObject({ status: 400, msg: 'The discussion description can not exceed 255 characters' });
    expect(await bad({ content: 'c'.repeat(65536) })).toMatchObject({ status: 400, msg: 'The discussion content can not exceed 65535 characters' });
    expect(await bad({ content: { html: '<b>' } })).toMatchObject({ status: 400, msg: 'The discussion content must be text' });
    expect(await bad({ content: 12 })).toMatchObject({ status: 400, msg: 'The discussion content must be text' });
    expect(await bad({ categoryId: undefined })).toMatchObject({ status: 400, msg: 'Please give the category id' });
    expect(await bad({ categoryId: 999 })).toMatchObject({ status: 400, msg: 'The discussion category does not exist' });
    expect(await bad({ gid: 3 })).toMatchObject({ status: 400, msg: 'A group discussion is written through its group (/api/group/discussion): send no gid here' });
    const malformed = await t.call('POST', '/api/discussion', { token: alice.token, rawBody: '{"title":', headers: { 'Content-Type': 'application/json' } });
    expect(malformed.body).toMatchObject({ status: 400, msg: 'Malformed JSON in request body' });
  });

  it('stores markdown with a script as sent and never runs or rewrites it; the reply is the new discussion', async () => {
    const content = '# Hi\n<script>alert(1)</script><img src=x onerror="alert(2)">';
    const res = await t.call('POST', '/api/discussion', { token: alice.token, body: body({ content, title: '  Script  ', author: 'mallory', uid: 'u-bob', likeNum: 99, role: 'root' }) });
    expect(res.body.data).toMatchObject({ title: 'Script', content, uid: alice.uid, author: 'alice', role: 'user', likeNum: 0, viewNum: 0, commentNum: 0, topPriority: false, status: 0, gid: null });
    expect((await detail(res.body.data.id)).body.data.content).toBe(content);
  });

  it('prefixes a per-problem title with the problem id once, and refuses problems that do not exist or are hidden', async () => {
    const did = await post(t, alice, general, { pid: 'p1007', title: 'About seven' });
    expect((await detail(did)).body.data).toMatchObject({ pid: 'P1007', title: '[P1007] About seven' });
    const again = await post(t, alice, general, { pid: 'P1007', title: '[P1007] Already prefixed' });
    expect((await detail(again)).body.data.title).toBe('[P1007] Already prefixed');
    for (const pid of ['NOPE', 'HIDDEN8']) {
      expect((await t.call('POST', '/api/discussion', { token: alice.token, body: body({ pid }) })).body).toMatchObject({ status: 404, msg: 'The problem does not exist, so it cannot be discussed' });
    }
  });

  it('refuses banned and muted roles with a message that says so', async () => {
    for (const roleId of [Role.NO_DISCUSS, Role.MUTED, Role.NO_SUBMIT_NO_DISCUSS, Role.NO_SUBMIT_MUTED]) {
      const who = await person(t, `banned${roleId}`, { roleId });
      expect((await t.call('POST', '/api/discussion', { token: who.token, body: body() })).body).toMatchObject({ status: 403, msg: 'Your account is banned from posting discussions' });
    }
  });

  it('needs the configured number of solved problems from ordinary users, not from admins', async () => {
    const novice = await person(t, 'novice', { ac: 9 });
    expect((await t.call('POST', '/api/discussion', { token: novice.token, body: body() })).body).toMatchObject({
      status: 403,
      msg: 'You need to solve at least 10 problems before you can post discussions (you have solved 9)',
    });
    await setPostingLimits(t, { defaultCreateDiscussionDailyLimit: 1000, defaultCreateDiscussionACInitValue: 5 });
    expect((await t.call('POST', '/api/discussion', { token: novice.token, body: body() })).status).toBe(200);
    expect((await t.call('POST', '/api/discussion', { token: admin.token, body: body() })).status).toBe(200);
    await setPostingLimits(t, { defaultCreateDiscussionDailyLimit: 1000 });
  });

  it('limits ordinary users to the daily number of posts (5 by default), admins are not limited', async () => {
    await setPostingLimits(t);
    const busy = await person(t, 'busy');
    const results = await Promise.all(Array.from({ length: 7 }, () => t.call('POST', '/api/discussion', { token: busy.token, body: body() })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.find((r) => r.status !== 200)!.body).toMatchObject({ status: 403, msg: 'You can post at most 5 discussions a day: please try again tomorrow' });
    // the next day (tokens last a day: everyone logs in again)
    t.clock.advance(24 * 3600_000);
    root = await t.rootToken();
    for (const p of [alice, bob, admin, busy]) p.token = await t.login(p.username, 'secret-pass');
    expect((await t.call('POST', '/api/discussion', { token: busy.token, body: body() })).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await t.call('POST', '/api/discussion', { token: admin.token, body: body() })).status).toBe(200);
    await setPostingLimits(t, { defaultCreateDiscussionDailyLimit: 1000 });
  });

  it('lets only admins pin', async () => {
    const mine = await post(t, alice, general, { topPriority: true });
    expect((await detail(mine)).body.data.topPriority).toBe(false);
    const pinned = await post(t, admin, general, { topPriority: true });
    expect((await detail(pinned)).body.data).toMatchObject({ topPriority: true, role: 'admin' });
  });
});

describe('the list', () => {
  let t2: TestContext;
  let ids: { old: number; pinned: number; dave: number; newest: number; disabled: number };
  let carol: Person;
  let dave: Person;
  let r2: string;
  const list2 = async (query: Record<string, string | number | boolean> = {}, token?: string) => (await t2.call('GET', '/api/get-discussion-list', { query, token })).body.data;

  beforeAll(async () => {
    t2 = await createTestContext();
    r2 = await t2.rootToken();
    [carol, dave] = await Promise.all([person(t2, 'carol'), person(t2, 'dave')]);
    const [a, b] = await categories(t2, r2, ['One', 'Two']);
    const old = await post(t2, carol, a!, { title: 'Old news', description: 'first' });
    t2.clock.advance(1000);
    const pinned = await t2
      .call('POST', '/api/discussion', { token: r2, body: { title: 'Rules', description: 'read me', content: 'x', categoryId: b, topPriority: true } })
      .then((r) => r.body.data.id as number);
    t2.clock.advance(1000);
    const fromDave = await post(t2, dave, b!, { title: 'Dave asks', description: 'about graphs' });
    t2.clock.advance(1000);
    const newest = await post(t2, carol, a!, { title: 'Newest', description: 'latest' });
    const disabled = await post(t2, dave, a!, { title: 'Spam', description: 'buy' });
    ids = { old, pinned, dave: fromDave, newest, disabled };
    expect((await t2.call('PUT', '/api/admin/discussion', { token: r2, body: { id: ids.disabled, status: 1 } })).status).toBe(200);
    allDiscussions.clear(t2.deps.db);
  });
  afterAll(() => t2.cleanup());

  it('shows pinned first then newest, without disabled ones, 10 a page by default, content only of the caller’s own', async () => {
    const page = await list2({}, carol.token);
    expect(page).toMatchObject({ total: 4, current: 1, size: 10 });
    expect(page.records.map((d: { id: number }) => d.id)).toEqual([ids.pinned, ids.newest, ids.dave, ids.old]);
    expect(page.records.find((d: { id: number }) => d.id === ids.newest).content).toBe('Some **markdown**');
    expect(page.records.find((d: { id: number }) => d.id === ids.dave).content).toBeNull();
    expect((await list2()).records.every((d: { content: unknown }) => d.content === null)).toBe(true);
    expect((await list2({ currentPage: 2, limit: 3 })).records.map((d: { id: number }) => d.id)).toEqual([ids.old]);
  });

  it('filters by keyword (title, author, id, description), category (cid), onlyMine and problem', async () => {
    const idsOf = (page: { records: { id: number }[] }) => page.records.map((d) => d.id);
    expect(idsOf(await list2({ keyword: 'GRAPHS' }))).toEqual([ids.dave]);
    expect(idsOf(await list2({ keyword: 'dave' }))).toEqual([ids.dave]);
    expect(idsOf(await list2({ keyword: 'news' }))).toEqual([ids.old]);
    expect(idsOf(await list2({ keyword: String(ids.newest) }))).toContain(ids.newest);
    const [one] = (await t2.call('GET', '/api/discussion-category')).body.data;
    expect(idsOf(await list2({ cid: one.id }))).toEqual([ids.newest, ids.old]);
    expect(idsOf(await list2({ onlyMine: true }, dave.token))).toEqual([ids.dave]);
    expect(idsOf(await list2({ onlyMine: true }))).toHaveLength(4);
    expect(idsOf(await list2({ pid: 'NONE' }))).toEqual([]);
  });

  it('with admin=true shows the back office every discussion, disabled ones too; others get the public list', async () => {
    expect((await list2({ admin: true }, r2)).total).toBe(5);
    expect((await list2({ admin: true }, carol.token)).total).toBe(4);
  });

  it('is closed with a clear message when the site closes discussions (the back office list stays)', async () => {
    await setSwitches(t2, { openPublicDiscussion: false });
    const res = await t2.call('GET', '/api/get-discussion-list');
    expect(res.body).toMatchObject({ status: 403, msg: 'No Access: the discussion area is closed on this site' });
    expect((await t2.call('GET', '/api/get-discussion-detail', { query: { did: ids.old } })).status).toBe(403);
    expect((await t2.call('POST', '/api/discussion', { token: carol.token, body: { title: 't', description: 'd', content: 'c', categoryId: 1 } })).body.msg).toBe(
      'No Access: the discussion area is closed on this site',
    );
    expect((await t2.call('GET', '/api/comments', { query: { did: ids.old } })).status).toBe(403);
    expect((await list2({ admin: true }, r2)).total).toBe(5);
    await setSwitches(t2, { openPublicDiscussion: true });
  });
});

describe('a discussion', () => {
  let did: number;
  beforeAll(async () => {
    did = await post(t, alice, help, { title: 'Detail' });
  });

  it('answers the DiscussionVO with its category name and counts every read exactly, in parallel too', async () => {
    const first = (await detail(did)).body.data;
    expect(first).toMatchObject({ id: did, categoryId: help, categoryName: 'Help', viewNum: 1, hasLike: false, author: 'alice', uid: alice.uid });
    await Promise.all(Array.from({ length: 12 }, () => detail(did)));
    expect((await detail(did)).body.data.viewNum).toBe(14);
  });

  it('is 404 when missing and 403 when disabled, except for admins (whose look is not counted)', async () => {
    expect((await detail(987654)).body).toMatchObject({ status: 404, msg: 'The discussion does not exist' });
    const gone = await post(t, alice, help);
    await t.call('PUT', '/api/admin/discussion', { token: root, body: { id: gone, status: 1 } });
    expect((await detail(gone, bob.token)).body).toMatchObject({ status: 403, msg: 'The discussion has been disabled by an admin' });
    expect((await detail(gone, admin.token)).body.data).toMatchObject({ id: gone, status: 1, viewNum: 0 });
  });

  it('is edited by its author only (or the super admin); only admins move the pin; hostile ids are refused', async () => {
    const edit = (token: string, over: Record<string, unknown> = {}) =>
      t.call('PUT', '/api/discussion', { token, body: body({ id: did, title: 'Edited', content: 'New content', categoryId: general, topPriority: true, ...over }) });
    expect((await edit(bob.token)).body).toMatchObject({ status: 403, msg: 'Only the author may edit this discussion' });
    expect((await edit(admin.token)).status).toBe(403);
    expect((await edit(alice.token)).status).toBe(200);
    expect((await detail(did)).body.data).toMatchObject({ title: 'Edited', content: 'New content', categoryId: general, topPriority: false });
    expect((await edit(root, { title: 'By root' })).status).toBe(200);
    expect((await detail(did)).body.data).toMatchObject({ title: 'By root', topPriority: true });
    expect((await edit(alice.token, { id: 424242 })).body).toMatchObject({ status: 404 });
    expect((await edit(alice.token, { content: 'x'.repeat(65536) })).status).toBe(400);
    // muted users keep discussion_edit (the reference's role table): what stops this one is authorship
    const muted = await person(t, 'muteedit', { roleId: Role.MUTED });
    expect((await edit(muted.token)).body.msg).toBe('Only the author may edit this discussion');
  });

  it('is removed by its author or an admin, not by others', async () => {
    const mine = await post(t, alice, general);
    expect((await t.call('DELETE', '/api/discussion', { token: bob.token, query: { did: mine } })).body).toMatchObject({ status: 403, msg: 'Only the author or an admin may delete this discussion' });
    expect((await t.call('DELETE', '/api/discussion', { token: alice.token, query: { did: mine } })).status).toBe(200);
    expect((await detail(mine)).status).toBe(404);
    expect((await t.call('DELETE', '/api/discussion', { token: alice.token, query: { did: mine } })).status).toBe(404);
    const other = await post(t, bob, general);
    expect((await t.call('DELETE', '/api/discussion', { token: admin.token, query: { did: other } })).status).toBe(200);
    expect((await t.call('DELETE', '/api/discussion', { token: alice.token, query: { did: 'abc' } })).body).toMatchObject({ status: 400, msg: 'Please give the discussion id' });
  });
});

describe('likes', () => {
  it('toggle exactly: one like per user, repeats change nothing, parallel clicks count once, never below zero', async () => {
    const did = await post(t, alice, general, { title: 'Like me' });
    const like = (who: Person, toLike: boolean) => t.call('GET', '/api/discussion-like', { token: who.token, query: { did, toLike } });
    expect((await t.call('GET', '/api/discussion-like', { query: { did, toLike: true } })).status).toBe(401);
    await Promise.all(Array.from({ length: 6 }, () => like(bob, true)));
    expect((await detail(did, bob.token)).body.data).toMatchObject({ likeNum: 1, hasLike: true });
    const others = await Promise.all(['l1', 'l2', 'l3', 'l4', 'l5'].map((n) => person(t, n)));
    await Promise.all(others.flatMap((p) => [like(p, true), like(p, true)]));
    expect((await detail(did)).body.data.likeNum).toBe(6);
    await Promise.all([...others.map((p) => like(p, false)), like(bob, false), like(bob, false), like(alice, false)]);
    expect((await detail(did, bob.token)).body.data).toMatchObject({ likeNum: 0, hasLike: false });
    await Promise.all([like(bob, false), like(bob, false)]);
    expect((await detail(did)).body.data.likeNum).toBe(0);
    expect((await t.call('GET', '/api/discussion-like', { token: bob.token, query: { did: 123456, toLike: true } })).status).toBe(404);
  });

  it('remind the author once per new like (Like_Post), not for their own like or an unlike', async () => {
    const author = await person(t, 'likedauthor');
    const did = await post(t, author, general, { title: 'Liked title' });
    const fan = await person(t, 'fan');
    await t.call('GET', '/api/discussion-like', { token: fan.token, query: { did, toLike: true } });
    await t.call('GET', '/api/discussion-like', { token: fan.token, query: { did, toLike: true } });
    await t.call('GET', '/api/discussion-like', { token: fan.token, query: { did, toLike: false } });
    await t.call('GET', '/api/discussion-like', { token: author.token, query: { did, toLike: true } });
    const reminders = await remindersOf(t, author.uid, 'like');
    expect(reminders).toEqual([
      expect.objectContaining({ action: 'Like_Post', senderId: fan.uid, sourceId: did, sourceType: 'Discussion', sourceContent: 'Liked title', url: `/discussion-detail/${did}` }),
    ]);
  });
});

describe('reports', () => {
  it('take the six tags (English or the reference client’s) and a reason of at most 200 characters from a logged-in user', async () => {
    const did = await post(t, alice, general, { title: 'Reported' });
    const report = (content: unknown, token = bob.token) => t.call('POST', '/api/discussion-report', { token, body: { did, content, reporter: 'someone-else' } });
    expect((await t.call('POST', '/api/discussion-report', { body: { did, content: 'x' } })).status).toBe(401);
    expect((await report('#垃圾广告# #Plagiarism# copied from elsewhere')).status).toBe(200);
    expect((await report('   ')).body).toMatchObject({ status: 400, msg: 'The report label and reason cannot be empty' });
    expect((await report('#Nonsense# hi')).body).toMatchObject({ status: 400, msg: expect.stringContaining("Unknown report tag 'Nonsense'") });
    expect((await report(`#Spam advertising# ${'r'.repeat(201)}`)).body).toMatchObject({ status: 400, msg: 'The report reason can not exceed 200 characters' });
    expect((await report(['not', 'text'])).status).toBe(400);
    expect((await t.call('POST', '/api/discussion-report', { token: bob.token, body: { did: 777777, content: 'why' } })).status).toBe(404);
    const reports = (await t.call('GET', '/api/admin/discussion-report', { token: root })).body.data.records;
    expect(reports[0]).toMatchObject({ did, reporter: 'bob', content: '#Spam advertising# #Plagiarism# copied from elsewhere', status: false, discussionTitle: 'Reported', discussionAuthor: 'alice' });
  });

  it('are limited to 10 an hour per user', async () => {
    const did = await post(t, alice, general);
    const eager = await person(t, 'eager');
    const results = await Promise.all(Array.from({ length: 11 }, () => t.call('POST', '/api/discussion-report', { token: eager.token, body: { did, content: 'bad' } })));
    expect(results.filter((r) => r.status === 429)).toHaveLength(1);
  });
});

describe('categories', () => {
  it('are read by anyone and written by the super admin only, as the whole list', async () => {
    expect((await t.call('GET', '/api/discussion-category')).body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: general, name: 'General', gmtCreate: expect.any(String), gmtModified: expect.any(String) })]),
    );
    const current = (await t.call('GET', '/api/discussion-category')).body.data;
    expect((await t.call('POST', '/api/discussion-category', { token: admin.token, body: current })).status).toBe(403);
    expect((await t.call('POST', '/api/discussion-category', { body: current })).status).toBe(401);
  });

  it('give new entries an id, skip empty new rows, rename, and refuse blank, duplicate or unknown entries', async () => {
    const current = (await t.call('GET', '/api/discussion-category')).body.data as { id: number; name: string }[];
    const save = (list: unknown) => t.call('POST', '/api/discussion-category', { token: root, body: list });
    const res = await save([...current.map((c) => (c.id === help ? { ...c, name: 'Questions' } : c)), { id: null, name: 'Fresh' }, { name: '' }]);
    expect(res.status).toBe(200);
    expect(res.body.data.find((c: { id: number }) => c.id === help).name).toBe('Questions');
    expect(res.body.data.find((c: { name: string }) => c.name === 'Fresh').id).toEqual(expect.any(Number));
    expect(res.body.data).toHaveLength(current.length + 1);
    const now = res.body.data as { id: number; name: string }[];
    expect((await save(now.map((c) => (c.id === general ? { id: c.id, name: ' ' } : c)))).body).toMatchObject({ status: 400, msg: 'A category name cannot be empty' });
    expect((await save([...now, { name: 'general' }])).body).toMatchObject({ status: 400, msg: "The category 'general' is listed twice" });
    expect((await save([...now, { id: 5555, name: 'Ghost' }])).body).toMatchObject({ status: 404, msg: 'The category 5555 does not exist' });
    expect((await save({ not: 'a list' })).body).toMatchObject({ status: 400, msg: 'Send the list of categories' });
  });

  it('remove a category left out when no discussion uses it, and refuse it while one does', async () => {
    const now = (await t.call('GET', '/api/discussion-category')).body.data as { id: number; name: string }[];
    const save = (list: unknown) => t.call('POST', '/api/discussion-category', { token: root, body: list });
    expect((await save(now.filter((c) => c.id !== general))).body).toMatchObject({ status: 400, msg: expect.stringMatching(/^The category 'General' is used by \d+ discussions: move them/) });
    const unused = await save(now.filter((c) => c.name !== 'Fresh'));
    expect(unused.status).toBe(200);
    expect(unused.body.data.map((c: { name: string }) => c.name)).not.toContain('Fresh');
  });
});
