import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '@oj/shared';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { putContest } from '../../../test/fixtures/contest.ts';
import { categories, person, post, remindersOf, setPostingLimits, setSwitches, type Person } from '../../../test/fixtures/community.ts';

let t: TestContext;
let root: string;
let alice: Person;
let bob: Person;
let carol: Person;
let admin: Person;
let category: number;

const comments = async (query: Record<string, string | number>, token?: string) => (await t.call('GET', '/api/comments', { query, token })).body;
const comment = async (who: Person, where: Record<string, number>, content = 'A comment') => {
  const res = await t.call('POST', '/api/comment', { token: who.token, body: { content, ...where } });
  if (res.status !== 200) throw new Error(`comment: ${res.body.msg}`);
  return res.body.data as { id: number };
};
const reply = (who: Person, commentId: number, content = 'A reply', quote: Record<string, unknown> = {}) =>
  t.call('POST', '/api/reply', { token: who.token, body: { reply: { commentId, content }, ...quote } });
const discussion = async (did: number) => (await t.call('GET', '/api/get-discussion-detail', { query: { did } })).body.data;

beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  [alice, bob, carol, admin] = await Promise.all([person(t, 'alice'), person(t, 'bob'), person(t, 'carol'), person(t, 'cadmin', { roleId: Role.ADMIN, ac: 0 })]);
  [category] = (await categories(t, root, ['General'])) as [number];
  await setPostingLimits(t, { defaultCreateDiscussionDailyLimit: 1000 });
});
afterAll(() => t.cleanup());

describe('comments on a discussion', () => {
  it('post with the rules of the place: login, not muted, solved minimum (not for admins), text within 10,000 characters', async () => {
    const did = await post(t, alice, category);
    expect((await t.call('POST', '/api/comment', { body: { did, content: 'x' } })).status).toBe(401);
    const bad = async (content: unknown, who = bob) => (await t.call('POST', '/api/comment', { token: who.token, body: { did, content } })).body;
    expect(await bad('  \n ')).toMatchObject({ status: 400, msg: 'The comment cannot be empty' });
    expect(await bad('x'.repeat(10001))).toMatchObject({ status: 400, msg: 'The comment can not exceed 10000 characters' });
    expect(await bad({ a: 1 })).toMatchObject({ status: 400, msg: 'The comment must be text' });
    expect((await t.call('POST', '/api/comment', { token: bob.token, body: { content: 'where?' } })).body).toMatchObject({
      status: 400,
      msg: 'Please give the discussion id (did) or the contest id (cid)',
    });
    expect((await t.call('POST', '/api/comment', { token: bob.token, body: { did: 999999, content: 'hi' } })).body).toMatchObject({ status: 404, msg: 'The discussion does not exist' });
    const muted = await person(t, 'muted', { roleId: Role.MUTED });
    expect(await bad('hi', muted)).toMatchObject({ status: 403, msg: 'Your account is muted: it cannot comment' });
    const noDiscuss = await person(t, 'nodiscuss', { roleId: Role.NO_DISCUSS });
    expect((await t.call('POST', '/api/comment', { token: noDiscuss.token, body: { did, content: 'comments are still allowed' } })).status).toBe(200);
    const novice = await person(t, 'novicec', { ac: 3 });
    expect(await bad('hi', novice)).toMatchObject({ status: 403, msg: 'You need to solve at least 10 problems before you can comment or reply (you have solved 3)' });
    const newAdmin = await person(t, 'newadmin', { roleId: Role.PROBLEM_ADMIN, ac: 0 });
    expect((await t.call('POST', '/api/comment', { token: newAdmin.token, body: { did, content: 'admins need none' } })).status).toBe(200);
  });

  it('answer the new CommentVO, store markdown as sent, count in the discussion and remind its author (Discuss)', async () => {
    const author = await person(t, 'dauthor');
    const did = await post(t, author, category, { title: 'Counted' });
    const content = 'Look: <script>alert(1)</script> `code`';
    const res = await t.call('POST', '/api/comment', { token: bob.token, body: { did, content, fromUid: author.uid, likeNum: 50 } });
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      content,
      fromUid: bob.uid,
      fromName: 'bob',
      fromAvatar: null,
      fromRole: 'user',
      fromTitleName: null,
      fromTitleColor: null,
      likeNum: 0,
      totalReplyNum: 0,
      gmtCreate: expect.any(String),
      replyList: [],
    });
    await comment(author, { did }, 'my own: no reminder');
    expect((await discussion(did)).commentNum).toBe(2);
    expect(await remindersOf(t, author.uid, 'comment')).toEqual([
      expect.objectContaining({ action: 'Discuss', senderId: bob.uid, sourceId: did, sourceType: 'Discussion', sourceContent: content, url: `/discussion-detail/${did}` }),
    ]);
  });

  it('page most liked first then newest, with the total of comments, three newest replies each, and the caller’s likes', async () => {
    const did = await post(t, alice, category);
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      made.push((await comment(bob, { did }, `c${i}`)).id);
      t.clock.advance(1000);
    }
    const [c0, c1, c2, c3, c4] = made as [number, number, number, number, number];
    for (const who of [alice, carol]) await t.call('GET', '/api/comment-like', { token: who.token, query: { cid: c1, toLike: true, sourceId: did, sourceType: 'Discussion' } });
    await t.call('GET', '/api/comment-like', { token: alice.token, query: { cid: c3, toLike: true, sourceId: did, sourceType: 'Discussion' } });
    for (let i = 0; i < 5; i++) {
      expect((await reply(carol, c0, `r${i}`)).status).toBe(200);
      t.clock.advance(1000);
    }
    const page1 = await comments({ did, limit: 3, currentPage: 1 }, alice.token);
    expect(page1.data.commentList).toMatchObject({ total: 5, size: 3, current: 1, pages: 2 });
    expect(page1.data.commentList.records.map((c: { id: number }) => c.id)).toEqual([c1, c3, c4]);
    expect(page1.data.commentLikeMap).toEqual({ [c1]: true, [c3]: true });
    const page2 = await comments({ did, limit: 3, currentPage: 2 });
    expect(page2.data.commentList.records.map((c: { id: number }) => c.id)).toEqual([c2, c0]);
    expect(page2.data.commentLikeMap).toEqual({});
    const withReplies = page2.data.commentList.records[1];
    expect(withReplies).toMatchObject({ totalReplyNum: 5, likeNum: 0 });
    expect(withReplies.replyList.map((r: { content: string }) => r.content)).toEqual(['r4', 'r3', 'r2']);
    const all = (await t.call('GET', '/api/reply', { query: { commentId: c0 } })).body.data;
    expect(all.map((r: { content: string }) => r.content)).toEqual(['r4', 'r3', 'r2', 'r1', 'r0']);
    expect((await discussion(did)).commentNum).toBe(10);
  });

  it('page through a long list reading only up to the page asked for, not the whole list', async () => {
    const did = await post(t, alice, category);
    await Promise.all(Array.from({ length: 45 }, (_, i) => comment(carol, { did }, `bulk ${i}`)));
    const read = vi.spyOn(t.deps.db, 'queryPage');
    const page = await comments({ did, limit: 10, currentPage: 2 });
    const indexReads = read.mock.results.filter((_, i) => read.mock.calls[i]![0].IndexName === 'gsi1');
    const entriesRead = (await Promise.all(indexReads.map((r) => r.value))).reduce((n, out) => n + (out.Items?.length ?? 0), 0);
    read.mockRestore();
    expect(page.data.commentList).toMatchObject({ total: 45, current: 2 });
    expect(page.data.commentList.records).toHaveLength(10);
    expect(entriesRead).toBe(20);
  });

  it('are removed with their replies by their author or an admin, moving the counts back', async () => {
    const did = await post(t, alice, category);
    const mine = await comment(bob, { did });
    await reply(carol, mine.id, 'one');
    await reply(alice, mine.id, 'two');
    const kept = await comment(carol, { did });
    expect((await discussion(did)).commentNum).toBe(4);
    expect((await t.call('DELETE', '/api/comment', { token: carol.token, body: { id: mine.id, fromUid: carol.uid, did } })).body).toMatchObject({
      status: 403,
      msg: 'Only its author or an admin may delete this comment',
    });
    expect((await t.call('DELETE', '/api/comment', { token: bob.token, body: { id: mine.id } })).status).toBe(200);
    expect((await discussion(did)).commentNum).toBe(1);
    expect((await comments({ did })).data.commentList).toMatchObject({ total: 1, records: [expect.objectContaining({ id: kept.id })] });
    expect((await t.call('GET', '/api/reply', { query: { commentId: mine.id } })).status).toBe(404);
    expect((await t.call('DELETE', '/api/comment', { token: bob.token, body: { id: mine.id } })).status).toBe(404);
    expect((await t.call('DELETE', '/api/comment', { token: admin.token, body: { id: kept.id } })).status).toBe(200);
    expect((await discussion(did)).commentNum).toBe(0);
    expect((await t.call('DELETE', '/api/comment', { token: bob.token, body: {} })).body).toMatchObject({ status: 400, msg: 'Please give the comment id' });
  });

  it('likes toggle exactly under parallel clicks, never below zero, and remind the author once per new like (Like_Discuss)', async () => {
    const did = await post(t, alice, category);
    const target = await comment(bob, { did }, 'likeable');
    const like = (who: Person, toLike: boolean) => t.call('GET', '/api/comment-like', { token: who.token, query: { cid: target.id, toLike, sourceId: 1, sourceType: 'Contest' } });
    const fans = await Promise.all(['f1', 'f2', 'f3', 'f4', 'f5', 'f6'].map((n) => person(t, n)));
    const results = await Promise.all(fans.flatMap((f) => [like(f, true), like(f, true)]));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const likes = async () => (await comments({ did })).data.commentList.records[0].likeNum;
    expect(await likes()).toBe(6);
    await Promise.all([...fans.slice(0, 4).map((f) => like(f, false)), like(fans[0]!, false), like(carol, false)]);
    expect(await likes()).toBe(2);
    await Promise.all(fans.slice(4).flatMap((f) => [like(f, false), like(f, false)]));
    expect(await likes()).toBe(0);
    const reminders = (await remindersOf(t, bob.uid, 'like')).filter((r) => r.sourceId === did);
    expect(reminders).toHaveLength(6);
    expect(reminders[0]).toMatchObject({ action: 'Like_Discuss', sourceId: did, sourceType: 'Discussion', sourceContent: 'likeable', url: `/discussion-detail/${did}` });
    expect((await t.call('GET', '/api/comment-like', { token: bob.token, query: { cid: 99999999, toLike: true, sourceId: did, sourceType: 'Discussion' } })).status).toBe(404);
  });
});

describe('replies', () => {
  it('answer a comment or a reply, naming whom they answer from the quoted post (not the client), and remind them (Reply)', async () => {
    const did = await post(t, alice, category);
    const asked = await comment(bob, { did }, 'question');
    const first = await reply(carol, asked.id, 'answer', { did, quoteId: asked.id, quoteType: 'Comment' });
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      commentId: asked.id,
      fromUid: carol.uid,
      fromName: 'carol',
      fromAvatar: null,
      fromRole: 'user',
      fromTitleName: null,
      fromTitleColor: null,
      toUid: bob.uid,
      toName: 'bob',
      toAvatar: null,
      content: 'answer',
      status: 0,
      gmtCreate: expect.any(String),
      gmtModified: expect.any(String),
    });
    const second = await t.call('POST', '/api/reply', {
      token: bob.token,
      body: { reply: { commentId: asked.id, content: 'thanks', toUid: alice.uid, toName: 'alice' }, did, quoteId: first.body.data.id, quoteType: 'Reply' },
    });
    expect(second.body.data).toMatchObject({ toUid: carol.uid, toName: 'carol' });
    const here = async (who: Person) => (await remindersOf(t, who.uid, 'reply')).filter((r) => r.sourceId === did);
    expect(await here(bob)).toEqual([expect.objectContaining({ action: 'Reply', senderId: carol.uid, sourceContent: 'answer', quoteId: asked.id, quoteType: 'Comment', url: `/discussion-detail/${did}` })]);
    expect(await here(carol)).toEqual([expect.objectContaining({ action: 'Reply', senderId: bob.uid, quoteId: first.body.data.id, quoteType: 'Reply' })]);
    expect(await here(alice)).toEqual([]);
    expect((await reply(carol, asked.id, 'ghost', { quoteId: 424242, quoteType: 'Reply' })).body).toMatchObject({ status: 404, msg: 'The reply answered does not exist' });
    expect((await reply(carol, asked.id, 'x'.repeat(10001))).body).toMatchObject({ status: 400, msg: 'The reply can not exceed 10000 characters' });
    expect((await reply(carol, 987654, 'lost')).status).toBe(404);
    expect((await t.call('POST', '/api/reply', { token: carol.token, body: { did } })).body).toMatchObject({ status: 400, msg: 'The reply is missing' });
    const muted = await person(t, 'mutedr', { roleId: Role.NO_SUBMIT_MUTED });
    expect((await reply(muted, asked.id)).body).toMatchObject({ status: 403, msg: 'Your account is muted: it cannot reply' });
  });

  it('are removed by their author or an admin, moving the counts', async () => {
    const did = await post(t, alice, category);
    const asked = await comment(bob, { did });
    const answer = (await reply(carol, asked.id)).body.data;
    const remove = (who: Person, body: unknown) => t.call('DELETE', '/api/reply', { token: who.token, body });
    expect((await remove(bob, { reply: answer, did })).body).toMatchObject({ status: 403, msg: 'Only its author or an admin may delete this reply' });
    expect((await remove(carol, { reply: { id: answer.id, commentId: 5555 } })).status).toBe(404);
    expect((await remove(carol, { reply: answer, did })).status).toBe(200);
    expect((await remove(carol, { reply: answer, did })).status).toBe(404);
    const again = (await reply(carol, asked.id)).body.data;
    expect((await remove(admin, { reply: again })).status).toBe(200);
    expect((await discussion(did)).commentNum).toBe(1);
    expect((await comments({ did })).data.commentList.records[0].totalReplyNum).toBe(0);
  });
});

describe('a contest’s Q&A', () => {
  const MIN = 60_000;
  let owner: Person;
  let contestant: Person;
  let other: Person;

  beforeAll(async () => {
    [owner, contestant, other] = await Promise.all([person(t, 'owner'), person(t, 'contestant', { ac: 0 }), person(t, 'otherone', { ac: 0 })]);
    await putContest(t.deps.db, t.clock.now(), 101, { uid: owner.uid, author: owner.username });
    await putContest(t.deps.db, t.clock.now(), 102, { uid: owner.uid, author: owner.username, auth: 1, pwd: 'secret' });
    await putContest(t.deps.db, t.clock.now(), 103, {
      uid: owner.uid,
      author: owner.username,
      startTime: new Date(t.clock.now().getTime() - 300 * MIN).toISOString(),
      endTime: new Date(t.clock.now().getTime() - 60 * MIN).toISOString(),
      duration: 240 * 60,
    });
  });

  it('needs entry to the contest (no solved minimum there); a private contest’s Q&A is closed to the unregistered', async () => {
    expect((await t.call('POST', '/api/comment', { token: contestant.token, body: { cid: 101, content: 'Is A about graphs?' } })).status).toBe(200);
    expect((await t.call('POST', '/api/comment', { token: contestant.token, body: { cid: 102, content: 'hello' } })).body).toMatchObject({
      status: 403,
      msg: 'Please register for the contest with its password first',
    });
    expect((await comments({ cid: 102 }, contestant.token)).status).toBe(403);
    expect((await comments({ cid: 404404 })).status).toBe(404);
  });

  it('while running, shows contestants only their own questions and the admins’ posts; admins see all; after the end everyone does', async () => {
    const mine = await comment(other, { cid: 101 }, 'my question');
    const fromOwner = await comment(owner, { cid: 101 }, 'Clarification: n <= 10^5');
    const seen = async (token?: string) => (await comments({ cid: 101 }, token)).data.commentList;
    const forOther = await seen(other.token);
    expect(forOther.total).toBe(2);
    expect(forOther.records.map((c: { id: number }) => c.id).sort()).toEqual([mine.id, fromOwner.id].sort());
    expect((await seen()).records.map((c: { id: number }) => c.id)).toEqual([fromOwner.id]);
    expect((await seen(root)).total).toBe(3);
    expect((await seen(owner.token)).total).toBe(3);
    const hidden = (await seen(owner.token)).records.find((c: { content: string }) => c.content === 'Is A about graphs?');
    expect((await t.call('GET', '/api/reply', { query: { commentId: hidden.id, cid: 101 }, token: other.token })).status).toBe(404);
    expect((await t.call('GET', '/api/comment-like', { token: other.token, query: { cid: hidden.id, toLike: true, sourceId: 101, sourceType: 'Contest' } })).status).toBe(404);
    await comment(contestant, { cid: 103 }, 'after the end');
    await comment(other, { cid: 103 }, 'also after');
    expect((await comments({ cid: 103 }, contestant.token)).data.commentList.total).toBe(2);
  });

  it('lets only the question’s author and the contest admins reply, and reminds the asker with the contest’s url', async () => {
    const question = await comment(contestant, { cid: 101 }, 'Can we use Java?');
    // while the contest runs another contestant does not even see the question
    expect((await reply(other, question.id, 'me too')).status).toBe(404);
    const afterwards = await comment(contestant, { cid: 103 }, 'Why was B so hard?');
    expect((await reply(other, afterwards.id, 'me too')).body).toMatchObject({ status: 403, msg: "In a contest's Q&A only the question's author and the contest admins may reply" });
    expect((await reply(owner, question.id, 'Yes')).status).toBe(200);
    expect((await reply(contestant, question.id, 'Thanks')).status).toBe(200);
    expect(await remindersOf(t, contestant.uid, 'reply')).toEqual([expect.objectContaining({ action: 'Reply', senderId: owner.uid, sourceId: 101, sourceType: 'Contest', url: '/contest/101/comment' })]);
  });

  it('lets the contest admins (not site admins who are not) remove others’ comments', async () => {
    const question = await comment(contestant, { cid: 101 }, 'to be removed');
    expect((await t.call('DELETE', '/api/comment', { token: other.token, body: { id: question.id } })).body).toMatchObject({
      status: 403,
      msg: "Only its author or the contest's admins may delete this comment",
    });
    expect((await t.call('DELETE', '/api/comment', { token: admin.token, body: { id: question.id } })).status).toBe(403);
    expect((await t.call('DELETE', '/api/comment', { token: owner.token, body: { id: question.id } })).status).toBe(200);
  });

  it('is closed with a clear message when the site closes contest comments', async () => {
    await setSwitches(t, { openContestComment: false });
    expect(await comments({ cid: 101 })).toMatchObject({ status: 403, msg: 'No Access: the contest comment area is closed on this site' });
    expect((await t.call('POST', '/api/comment', { token: owner.token, body: { cid: 101, content: 'x' } })).body.msg).toBe('No Access: the contest comment area is closed on this site');
    await setSwitches(t, { openContestComment: true });
  });
});
