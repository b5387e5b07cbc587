import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeAll, describe, expect, test } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import type { ContestScope } from '../../lib/problem-set-scope.ts';
import { contestInfo } from '../../test/contest-info.ts';
import { mockApi, pageTestHooks, renderRoutes, signIn, type Handler, callKey } from '../../test/page-app.tsx';
import type { CommentList, CommentView, ReplyView } from './api/comments-api.ts';
import { CommentsPage } from './comments-page.tsx';
import { communityCalls } from '@oj/shared/api/community';

pageTestHooks();
beforeAll(() => i18n.loadNamespaces('comments'));

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const reply = (id: number, commentId: number, from = 'bob'): ReplyView => ({
  id,
  commentId,
  fromUid: `uid-${from}`,
  fromName: from,
  fromAvatar: null,
  fromRole: 'user',
  toUid: 'uid-ann',
  toName: 'ann',
  toAvatar: null,
  fromTitleName: null,
  fromTitleColor: null,
  content: `reply number ${id}`,
  status: 0,
  gmtCreate: minutesAgo(id),
  gmtModified: minutesAgo(id),
});

const comment = (id: number, from: string, over: Partial<CommentView> = {}): CommentView => ({
  id,
  content: `comment number ${id}`,
  fromUid: `uid-${from}`,
  fromName: from,
  fromAvatar: null,
  fromRole: from === 'root' ? 'root' : 'user',
  fromTitleName: null,
  fromTitleColor: null,
  likeNum: 0,
  totalReplyNum: 0,
  replyList: [],
  gmtCreate: minutesAgo(5),
  ...over,
});

const list = (records: CommentView[], total = records.length, liked: Record<number, boolean> = {}): CommentList => ({
  commentList: { records, total, size: 10, current: 1, pages: Math.ceil(total / 10) },
  commentLikeMap: liked,
});

const discussionRoutes = [{ path: '/discussion-detail/:discussionID', Component: CommentsPage }];
const openDiscussion = () => renderRoutes(discussionRoutes, '/discussion-detail/12');
const items = () => screen.findAllByTestId('comment');
const byId = async (id: number) => (await items()).find((el) => el.dataset.commentId === String(id))!;
const toastText = async (text: string) => waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(text));
const calls = (all: ReturnType<typeof mockApi>, key: string) => all.filter((c) => c.key === key);

describe('the comment area of a discussion', () => {
  test('shows the comments with their authors, badges and total; like toggles the count and the mark', async () => {
    signIn('ann');
    const all = mockApi({
      [callKey(communityCalls.getComments)]: () => list([comment(1, 'root', { likeNum: 2, fromTitleName: 'Legend', fromTitleColor: '#f00' }), comment(2, 'bob')], 2, { 2: true }),
      [callKey(communityCalls.addCommentLike)]: () => null,
    });
    openDiscussion();
    const first = await byId(1);
    expect(within(first).getByText('Legend')).toBeTruthy();
    expect(within(first).getByTestId('role-badge').textContent).toBe('SPA');
    expect(screen.getByTestId('comment-total').textContent).toBe('2');
    expect(Object.fromEntries(calls(all, callKey(communityCalls.getComments))[0]!.query)).toEqual({ did: '12', currentPage: '1', limit: '10' });

    const like = within(first).getByTestId('like');
    expect(like.textContent).toBe('2 likes');
    fireEvent.click(like);
    await waitFor(() => expect(within(first).getByTestId('like').textContent).toBe('3 likes'));
    expect(within(first).getByTestId('like').dataset.active).toBe('true');
    expect(Object.fromEntries(calls(all, callKey(communityCalls.addCommentLike))[0]!.query)).toEqual({ cid: '1', toLike: 'true', sourceId: '12', sourceType: 'Discussion' });

    const second = await byId(2);
    expect(within(second).getByTestId('like').dataset.active).toBe('true');
    fireEvent.click(within(second).getByTestId('like'));
    await waitFor(() => expect(within(second).getByTestId('like').dataset.active).toBeUndefined());
    expect(within(second).getByTestId('like').textContent).toBe('Like');
    expect(calls(all, callKey(communityCalls.addCommentLike))[1]!.query.get('toLike')).toBe('false');
  });

  test('a visitor is asked to log in to like or comment, and nothing is sent', async () => {
    const all = mockApi({ [callKey(communityCalls.getComments)]: () => list([comment(1, 'bob')]) });
    openDiscussion();
    fireEvent.click(within(await byId(1)).getByTestId('like'));
    await toastText('Please login first');
    fireEvent.change(screen.getByTestId('comment-input'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByTestId('comment-input-submit'));
    await toastText('Please login first');
    expect(all.map((c) => c.key)).toEqual([callKey(communityCalls.getComments)]);
  });

  test('a comment must not be blank nor longer than 10000 characters; a good one goes on top and counts', async () => {
    signIn('ann');
    const all = mockApi({
      [callKey(communityCalls.getComments)]: () => list([comment(1, 'bob')]),
      [callKey(communityCalls.addComment)]: ({ body }) => comment(9, 'ann', { content: (body as { content: string }).content, gmtCreate: new Date().toISOString() }),
    });
    openDiscussion();
    await items();
    const box = screen.getByTestId('comment-input');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('comment-input-submit'));
    await toastText('Content cannot be empty');
    fireEvent.change(box, { target: { value: 'x'.repeat(10_001) } });
    fireEvent.click(screen.getByTestId('comment-input-submit'));
    await toastText('A comment cannot exceed 10000 characters');
    expect(calls(all, callKey(communityCalls.addComment))).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'my first comment' } });
    fireEvent.click(screen.getByTestId('comment-input-submit'));
    await toastText('Comment posted');
    expect(calls(all, callKey(communityCalls.addComment))[0]!.body).toEqual({ did: 12, cid: null, content: 'my first comment' });
    const shown = await items();
    expect(shown[0]!.dataset.commentId).toBe('9');
    expect(screen.getByTestId('comment-total').textContent).toBe('2');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  test('three replies show; show all reads them all, pick up folds them again', async () => {
    signIn('ann');
    const replies = [5, 4, 3, 2, 1].map((id) => reply(id, 1));
    mockApi({
      [callKey(communityCalls.getComments)]: () => list([comment(1, 'ann', { totalReplyNum: 5, replyList: replies.slice(0, 3) }), comment(2, 'bob', { totalReplyNum: 1, replyList: [reply(6, 2)] })]),
      [callKey(communityCalls.getAllReply)]: ({ query }) => (query.get('commentId') === '1' ? replies : []),
    });
    openDiscussion();
    const first = await byId(1);
    expect(within(first).getAllByTestId('reply-item')).toHaveLength(3);
    expect(within(first).getByTestId('reply-fold').textContent).toContain('5 replies in all');
    expect(within(await byId(2)).queryByTestId('reply-fold')).toBeNull();

    fireEvent.click(within(first).getByTestId('toggle-replies'));
    await waitFor(() => expect(within(first).getAllByTestId('reply-item')).toHaveLength(5));
    expect(within(first).getByTestId('toggle-replies').textContent).toBe('pick up');
    fireEvent.click(within(first).getByTestId('toggle-replies'));
    await waitFor(() => expect(within(first).getAllByTestId('reply-item')).toHaveLength(3));
    expect(within(first).getByTestId('toggle-replies').textContent).toBe('show all');
  });

  test('a reply answers the comment or a reply; the replies are read again so the count is exact', async () => {
    signIn('ann');
    let stored = [reply(3, 1)];
    const all = mockApi({
      [callKey(communityCalls.getComments)]: () => list([comment(1, 'bob', { totalReplyNum: 1, replyList: stored })]),
      [callKey(communityCalls.addReply)]: () => {
        stored = [{ ...reply(7, 1, 'ann'), toName: 'bob', toUid: 'uid-bob', content: 'thanks bob' }, ...stored];
        return stored[0];
      },
      [callKey(communityCalls.getAllReply)]: () => stored,
    });
    openDiscussion();
    const first = await byId(1);
    const replyButtons = within(first).getAllByTestId('reply');
    fireEvent.click(replyButtons[1]!); // the reply's own reply control: answers bob's reply
    const input = await within(first).findByTestId('reply-input');
    expect(input.getAttribute('placeholder')).toBe('@bob');
    fireEvent.change(input, { target: { value: 'thanks bob' } });
    fireEvent.click(within(first).getByTestId('reply-input-submit'));
    await toastText('Reply posted');
    expect(calls(all, callKey(communityCalls.addReply))[0]!.body).toEqual({
      reply: { commentId: 1, content: 'thanks bob', toUid: 'uid-bob', toName: 'bob', toAvatar: null },
      did: 12,
      cid: null,
      quoteId: 3,
      quoteType: 'Reply',
    });
    await waitFor(() => expect(within(first).getAllByTestId('reply-item')).toHaveLength(2));
    expect(within(first).queryByTestId('reply-input')).toBeNull();
  });

  test('delete is offered to the author and to site admins, and asks first', async () => {
    signIn('ann');
    const handlers: Record<string, Handler> = {
      [callKey(communityCalls.getComments)]: () => list([comment(1, 'ann', { replyList: [reply(2, 1, 'bob')], totalReplyNum: 1 }), comment(3, 'bob')], 2),
      [callKey(communityCalls.deleteComment)]: () => null,
    };
    const all = mockApi(handlers);
    openDiscussion();
    const mine = await byId(1);
    expect(within(mine).getAllByTestId('delete')).toHaveLength(1); // the comment's, not bob's reply's
    expect(within(await byId(3)).queryByTestId('delete')).toBeNull();

    fireEvent.click(within(mine).getByTestId('delete'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm'));
    await toastText('Deleted');
    expect(calls(all, callKey(communityCalls.deleteComment))[0]!.body).toEqual({ id: 1, fromUid: 'uid-ann', did: 12, cid: null });
    await waitFor(async () => expect((await items()).map((el) => el.dataset.commentId)).toEqual(['3']));
    expect(screen.getByTestId('comment-total').textContent).toBe('1');
  });

  test("a site admin may delete anybody's comments and replies in a discussion", async () => {
    signIn('boss', ['admin']);
    mockApi({ [callKey(communityCalls.getComments)]: () => list([comment(1, 'ann', { replyList: [reply(2, 1, 'bob')], totalReplyNum: 1 })]) });
    openDiscussion();
    expect(within(await byId(1)).getAllByTestId('delete')).toHaveLength(2);
  });

  test('load more reads the next page until all are shown', async () => {
    const all = mockApi({
      [callKey(communityCalls.getComments)]: ({ query }) =>
        query.get('currentPage') === '1'
          ? list(
              Array.from({ length: 10 }, (_, i) => comment(20 - i, 'bob')),
              12,
            )
          : list([comment(10, 'bob'), comment(9, 'bob')], 12),
    });
    openDiscussion();
    expect(await items()).toHaveLength(10);
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(async () => expect(await items()).toHaveLength(12));
    expect(calls(all, callKey(communityCalls.getComments))[1]!.query.get('currentPage')).toBe('2');
    expect(screen.queryByTestId('load-more')).toBeNull();
  });
});

describe("a contest's Q&A", () => {
  const scope = (admin: boolean): ContestScope => ({ cid: 7, info: contestInfo(), status: 0, admin, containsEnd: false, beforeStart: false, hideResults: false, submitBlocked: null }) as never;
  const openContest = (admin: boolean) =>
    renderRoutes([{ path: '/contest/:contestID', Component: () => <Outlet context={scope(admin)} />, children: [{ path: 'comment', Component: CommentsPage }] }], '/contest/7/comment');

  test("shows the three tips; the contest author's and the super admin's comments cannot be answered by contestants", async () => {
    signIn('ann');
    const all = mockApi({ [callKey(communityCalls.getComments)]: () => list([comment(1, 'setter'), comment(2, 'root'), comment(3, 'ann'), comment(4, 'bob')]) });
    openContest(false);
    expect(within(screen.getByTestId('contest-tips')).getAllByText(/^\d\./)).toHaveLength(3);
    expect(Object.fromEntries(calls(all, callKey(communityCalls.getComments))[0]!.query)).toEqual({ cid: '7', currentPage: '1', limit: '10' });
    const replyable = async (id: number) => within(await byId(id)).queryByTestId('reply') !== null;
    expect([await replyable(1), await replyable(2), await replyable(3), await replyable(4)]).toEqual([false, false, true, true]);
    expect(within(await byId(4)).queryByTestId('delete')).toBeNull();
  });

  test('contest admins answer and delete every comment; site admins are not contest admins', async () => {
    signIn('setter');
    mockApi({ [callKey(communityCalls.getComments)]: () => list([comment(2, 'root'), comment(4, 'bob')]), [callKey(communityCalls.addCommentLike)]: () => null });
    openContest(true);
    for (const el of await items()) {
      expect(within(el).queryByTestId('reply')).not.toBeNull();
      expect(within(el).queryByTestId('delete')).not.toBeNull();
    }
  });

  test('a site admin who does not administer the contest deletes only their own', async () => {
    signIn('boss', ['admin']);
    const all = mockApi({ [callKey(communityCalls.getComments)]: () => list([comment(4, 'bob')]), [callKey(communityCalls.addCommentLike)]: () => null });
    openContest(false);
    const el = await byId(4);
    expect(within(el).queryByTestId('delete')).toBeNull();
    fireEvent.click(within(el).getByTestId('like'));
    await waitFor(() => expect(calls(all, callKey(communityCalls.addCommentLike))).toHaveLength(1));
    expect(Object.fromEntries(calls(all, callKey(communityCalls.addCommentLike))[0]!.query)).toEqual({ cid: '4', toLike: 'true', sourceId: '7', sourceType: 'Contest' });
  });
});
