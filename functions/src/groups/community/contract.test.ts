import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { categories, person, type Person } from '../../../test/fixtures/community.ts';

// What the reference system's web client reads from DiscussionController, CommentController and
// AdminDiscussionController: every key of each reply as the reference's classes name them (written out here,
// not taken from this project's schemas, so a key renamed on both sides still fails), each value's type,
// and parameters named as the reference names them.
const REFERENCE_KEYS = {
  Discussion: [
    'id',
    'categoryId',
    'title',
    'description',
    'content',
    'pid',
    'uid',
    'author',
    'avatar',
    'role',
    'viewNum',
    'likeNum',
    'commentNum',
    'topPriority',
    'status',
    'gid',
    'gmtCreate',
    'gmtModified',
  ],
  DiscussionVO: [
    'id',
    'categoryId',
    'categoryName',
    'title',
    'description',
    'content',
    'pid',
    'uid',
    'author',
    'avatar',
    'titleName',
    'titleColor',
    'role',
    'viewNum',
    'likeNum',
    'hasLike',
    'topPriority',
    'gid',
    'status',
    'gmtCreate',
    'gmtModified',
  ],
  Category: ['id', 'name', 'gmtCreate', 'gmtModified'],
  CommentListVO: ['commentList', 'commentLikeMap'],
  CommentVO: ['id', 'content', 'fromUid', 'fromName', 'fromAvatar', 'fromRole', 'fromTitleName', 'fromTitleColor', 'likeNum', 'totalReplyNum', 'gmtCreate', 'replyList'],
  ReplyVO: ['id', 'commentId', 'fromUid', 'fromName', 'fromAvatar', 'fromRole', 'fromTitleName', 'fromTitleColor', 'toUid', 'toName', 'toAvatar', 'content', 'status', 'gmtCreate', 'gmtModified'],
  DiscussionReportVO: ['id', 'did', 'gid', 'discussionTitle', 'discussionAuthor', 'reporter', 'content', 'status', 'gmtCreate', 'gmtModified'],
};
let t: TestContext;
let root: string;
let alice: Person;
let bob: Person;
let category: number;
let did: number;
let commentId: number;
let replyId: number;

const text = expect.any(String);
const num = expect.any(Number);
const keysOf = (o: object) => Object.keys(o).sort();
const sorted = (keys: readonly string[]) => [...keys].sort();
const data = async (method: string, path: string, opts: Parameters<TestContext['call']>[2] = {}) => {
  const res = await t.call(method, path, opts);
  expect(res.body).toMatchObject({ status: 200, msg: expect.any(String) });
  return res.body.data;
};

beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  [alice, bob] = await Promise.all([person(t, 'alice'), person(t, 'bob')]);
  [category] = (await categories(t, root, ['General'])) as [number];
});
afterAll(() => t.cleanup());

describe('DiscussionController', () => {
  it('POST /api/discussion takes the reference Discussion body and answers the new Discussion', async () => {
    const created = await data('POST', '/api/discussion', { token: alice.token, body: { title: 'T', description: 'D', content: 'C', categoryId: category, pid: null, topPriority: false } });
    expect(keysOf(created)).toEqual(sorted(REFERENCE_KEYS.Discussion));
    did = created.id;
  });

  it('GET /api/get-discussion-list (limit, currentPage, cid, pid, onlyMine, keyword, admin) answers a page of Discussion', async () => {
    const page = await data('GET', '/api/get-discussion-list', { query: { limit: 10, currentPage: 1, cid: category, onlyMine: false, keyword: 'T', admin: false } });
    expect(page).toEqual({ records: [expect.any(Object)], total: 1, size: 10, current: 1, pages: 1 });
    expect(keysOf(page.records[0])).toEqual(sorted(REFERENCE_KEYS.Discussion));
    expect(page.records[0]).toEqual({
      id: did,
      categoryId: category,
      title: 'T',
      description: 'D',
      content: null,
      pid: null,
      uid: alice.uid,
      author: 'alice',
      avatar: null,
      role: 'user',
      viewNum: 0,
      likeNum: 0,
      commentNum: 0,
      topPriority: false,
      status: 0,
      gid: null,
      gmtCreate: text,
      gmtModified: text,
    });
  });

  it("GET /api/get-discussion-detail (did) answers the DiscussionVO, with the list's commentNum besides", async () => {
    const vo = await data('GET', '/api/get-discussion-detail', { query: { did }, token: bob.token });
    expect(keysOf(vo)).toEqual(sorted([...REFERENCE_KEYS.DiscussionVO, 'commentNum']));
    expect(vo).toEqual({
      id: did,
      categoryId: category,
      categoryName: 'General',
      title: 'T',
      description: 'D',
      content: 'C',
      pid: null,
      uid: alice.uid,
      author: 'alice',
      avatar: null,
      titleName: null,
      titleColor: null,
      role: 'user',
      viewNum: 1,
      likeNum: 0,
      commentNum: 0,
      hasLike: false,
      topPriority: false,
      gid: null,
      status: 0,
      gmtCreate: text,
      gmtModified: text,
    });
  });

  it('PUT and DELETE /api/discussion, GET /api/discussion-like (did, toLike) and POST /api/discussion-report answer no data', async () => {
    expect(await data('PUT', '/api/discussion', { token: alice.token, body: { id: did, title: 'T2', description: 'D', content: 'C', categoryId: category } })).toBeNull();
    expect(await data('GET', '/api/discussion-like', { token: bob.token, query: { did, toLike: true } })).toBeNull();
    expect(await data('POST', '/api/discussion-report', { token: bob.token, body: { reporter: 'bob', content: '#垃圾广告# spam', did } })).toBeNull();
    const other = (await data('POST', '/api/discussion', { token: alice.token, body: { title: 'X', description: 'D', content: 'C', categoryId: category } })).id;
    expect(await data('DELETE', '/api/discussion', { token: alice.token, query: { did: other } })).toBeNull();
  });

  it('GET and POST /api/discussion-category answer the list of Category', async () => {
    const list = await data('GET', '/api/discussion-category');
    expect(list).toEqual([{ id: category, name: 'General', gmtCreate: text, gmtModified: text }]);
    expect(keysOf(list[0])).toEqual(sorted(REFERENCE_KEYS.Category));
    expect(await data('POST', '/api/discussion-category', { token: root, body: list })).toEqual(list);
  });
});

describe('CommentController', () => {
  it('POST /api/comment (content, did, cid) answers the CommentVO', async () => {
    const vo = await data('POST', '/api/comment', { token: bob.token, body: { content: 'Nice', did, cid: null } });
    expect(keysOf(vo)).toEqual(sorted(REFERENCE_KEYS.CommentVO));
    expect(vo).toEqual({
      id: num,
      content: 'Nice',
      fromUid: bob.uid,
      fromName: 'bob',
      fromAvatar: null,
      fromRole: 'user',
      fromTitleName: null,
      fromTitleColor: null,
      likeNum: 0,
      totalReplyNum: 0,
      gmtCreate: text,
      replyList: [],
    });
    commentId = vo.id;
  });

  it('POST /api/reply (reply, did, quoteId, quoteType) answers the ReplyVO; GET /api/reply (commentId, cid) all of them', async () => {
    const body = { reply: { commentId, content: 'Thanks', toUid: bob.uid, toName: 'bob', toAvatar: '' }, did, quoteId: commentId, quoteType: 'Comment' };
    const vo = await data('POST', '/api/reply', { token: alice.token, body });
    expect(keysOf(vo)).toEqual(sorted(REFERENCE_KEYS.ReplyVO));
    expect(vo).toEqual({
      id: num,
      commentId,
      fromUid: alice.uid,
      fromName: 'alice',
      fromAvatar: null,
      fromRole: 'user',
      fromTitleName: null,
      fromTitleColor: null,
      toUid: bob.uid,
      toName: 'bob',
      toAvatar: null,
      content: 'Thanks',
      status: 0,
      gmtCreate: text,
      gmtModified: text,
    });
    replyId = vo.id;
    expect(await data('GET', '/api/reply', { query: { commentId } })).toEqual([vo]);
  });

  it('GET /api/comments (cid, did, limit, currentPage) answers the CommentListVO', async () => {
    await data('GET', '/api/comment-like', { token: alice.token, query: { cid: commentId, toLike: true, sourceId: did, sourceType: 'Discussion' } });
    const vo = await data('GET', '/api/comments', { query: { did, limit: 10, currentPage: 1 }, token: alice.token });
    expect(keysOf(vo)).toEqual(sorted(REFERENCE_KEYS.CommentListVO));
    expect(vo.commentList).toEqual({ records: [expect.any(Object)], total: 1, size: 10, current: 1, pages: 1 });
    expect(keysOf(vo.commentList.records[0])).toEqual(sorted(REFERENCE_KEYS.CommentVO));
    expect(vo.commentList.records[0]).toMatchObject({ id: commentId, likeNum: 1, totalReplyNum: 1, replyList: [expect.objectContaining({ id: replyId, commentId, toUid: bob.uid })] });
    expect(vo.commentLikeMap).toEqual({ [commentId]: true });
  });

  it('DELETE /api/reply (reply) and DELETE /api/comment (id, fromUid, did, cid) answer no data', async () => {
    expect(await data('DELETE', '/api/reply', { token: alice.token, body: { did, reply: { id: replyId, commentId, content: 'Thanks' } } })).toBeNull();
    expect(await data('DELETE', '/api/comment', { token: bob.token, body: { id: commentId, fromUid: bob.uid, did, cid: null } })).toBeNull();
  });
});

describe('AdminDiscussionController', () => {
  it('GET /api/admin/discussion-report (limit, currentPage) answers a page of DiscussionReportVO', async () => {
    const page = await data('GET', '/api/admin/discussion-report', { token: root, query: { limit: 10, currentPage: 1 } });
    expect(page).toMatchObject({ total: 1, size: 10, current: 1, pages: 1 });
    expect(keysOf(page.records[0])).toEqual(sorted(REFERENCE_KEYS.DiscussionReportVO));
    expect(page.records[0]).toEqual({
      id: num,
      did,
      gid: null,
      discussionTitle: 'T2',
      discussionAuthor: 'alice',
      reporter: 'bob',
      content: '#Spam advertising# spam',
      status: false,
      gmtCreate: text,
      gmtModified: text,
    });
    expect(await data('PUT', '/api/admin/discussion-report', { token: root, body: { id: page.records[0].id, status: true } })).toBeNull();
  });

  it('PUT /api/admin/discussion (Discussion) and DELETE /api/admin/discussion (a list of ids) answer no data', async () => {
    expect(await data('PUT', '/api/admin/discussion', { token: root, body: { id: did, topPriority: true } })).toBeNull();
    expect(await data('DELETE', '/api/admin/discussion', { token: root, body: [did] })).toBeNull();
  });
});
