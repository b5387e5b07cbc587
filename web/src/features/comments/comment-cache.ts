import type { InfiniteData } from '@tanstack/react-query';
import { FOLDED_REPLIES, type CommentList, type CommentView, type ReplyView } from './api/comments-api.ts';

export type CommentPages = InfiniteData<CommentList>;

/**
 * The loaded pages as one list: newest first, so a comment posted since a page loaded pushes older ones onto the
 * next page, and 'load more' may answer one already shown; it is shown once. Like marks of every page together.
 */
export function flattenComments(data: CommentPages | undefined) {
  const seen = new Set<number>();
  const comments: CommentView[] = [];
  const liked: Record<string, boolean> = {};
  for (const page of data?.pages ?? []) {
    Object.assign(liked, page.commentLikeMap);
    for (const c of page.commentList.records) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      comments.push(c);
    }
  }
  return { comments, liked, total: data?.pages[0]?.commentList.total ?? 0 };
}

const mapPages = (data: CommentPages, page: (p: CommentList, index: number) => CommentList): CommentPages => ({
  ...data,
  pages: data.pages.map(page),
});

const withTotal = (p: CommentList, delta: number): CommentList['commentList'] => ({ ...p.commentList, total: Math.max(0, p.commentList.total + delta) });

/** A comment just posted goes on top; every page's total counts it (the next-page rule reads the last page's). */
export function prependComment(data: CommentPages, comment: CommentView): CommentPages {
  return mapPages(data, (p, i) => ({ ...p, commentList: { ...withTotal(p, 1), records: i === 0 ? [comment, ...p.commentList.records] : p.commentList.records } }));
}

export function removeComment(data: CommentPages, id: number): CommentPages {
  return mapPages(data, (p) => ({ ...p, commentList: { ...withTotal(p, -1), records: p.commentList.records.filter((c) => c.id !== id) } }));
}

const mapComment = (data: CommentPages, id: number, change: (c: CommentView) => CommentView): CommentPages =>
  mapPages(data, (p) => ({ ...p, commentList: { ...p.commentList, records: p.commentList.records.map((c) => (c.id === id ? change(c) : c)) } }));

/** The viewer's like turned on or off: the mark and the count move together, and the count never goes below zero. */
export function setCommentLike(data: CommentPages, id: number, liked: boolean): CommentPages {
  const moved = mapComment(data, id, (c) => ({ ...c, likeNum: Math.max(0, c.likeNum + (liked ? 1 : -1)) }));
  return { ...moved, pages: moved.pages.map((p) => ({ ...p, commentLikeMap: { ...p.commentLikeMap, [id]: liked } })) };
}

/** A comment's replies as just read whole: the first three stay in the list, the count is the real one. */
export function setReplies(data: CommentPages, id: number, all: ReplyView[]): CommentPages {
  return mapComment(data, id, (c) => ({ ...c, replyList: all.slice(0, FOLDED_REPLIES), totalReplyNum: all.length }));
}
