import { COMMUNITY_LIMITS, type CommentList, type CommentView, type ReplyView } from '@oj/shared/schemas/community';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { communityCalls } from '@oj/shared/api/community';

export type { CommentList, CommentView, ReplyView };

/** Where comments live: a discussion (did) or a contest's Q&A (cid). */
export type CommentSource = { did: number; cid: null } | { did: null; cid: number };

/** Spec 001 section 9: ten comments a page, replies shown three at a time. */
export const COMMENT_PAGE_SIZE = 10;
export const FOLDED_REPLIES = COMMUNITY_LIMITS.repliesShown;

export function getComments(source: CommentSource, currentPage: number) {
  return api.call(communityCalls.getComments, { query: { ...source, currentPage, limit: COMMENT_PAGE_SIZE } });
}

/** The pages loaded so far ('load more' adds one); the like map depends on who reads, so the viewer is in the key. */
export function commentsQuery(source: CommentSource, viewer: string | null) {
  return infiniteQueryOptions({
    queryKey: ['comments', source.did, source.cid, viewer],
    queryFn: ({ pageParam }) => getComments(source, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * COMMENT_PAGE_SIZE < last.commentList.total ? pages.length + 1 : undefined),
    staleTime: 0,
  });
}

export function getAllReplies(commentId: number, cid: number | null) {
  return api.call(communityCalls.getAllReply, { query: { commentId, cid } });
}

export function repliesQuery(commentId: number, cid: number | null) {
  return queryOptions({ queryKey: ['comment-replies', commentId, cid], queryFn: () => getAllReplies(commentId, cid), staleTime: 0 });
}

export function addComment(source: CommentSource, content: string) {
  return api.call(communityCalls.addComment, { body: { ...source, content } });
}

// Bodies below carry the reference client's fields the server does not read (fromUid, toUid, ...), as that client sends them.
export function deleteComment(source: CommentSource, comment: Pick<CommentView, 'id' | 'fromUid'>) {
  const body = { id: comment.id, fromUid: comment.fromUid, ...source };
  return api.call(communityCalls.deleteComment, { body });
}

/** The reference names the comment's id `cid` here; sourceId/sourceType say where it lives (for the like message). */
export function likeComment(source: CommentSource, commentId: number, toLike: boolean) {
  return api.call(communityCalls.addCommentLike, {
    query: {
      cid: commentId,
      toLike,
      sourceId: source.did ?? source.cid,
      sourceType: source.did !== null ? 'Discussion' : 'Contest',
    },
  });
}

/** Who a reply answers: the comment itself or one of its replies (quoted by id and type). */
export interface ReplyTarget {
  commentId: number;
  quoteId: number;
  quoteType: 'Comment' | 'Reply';
  toUid: string;
  toName: string;
  toAvatar: string | null;
}

export function addReply(source: CommentSource, target: ReplyTarget, content: string) {
  const body = {
    reply: { commentId: target.commentId, content, toUid: target.toUid, toName: target.toName, toAvatar: target.toAvatar },
    did: source.did,
    cid: source.cid,
    quoteId: target.quoteId,
    quoteType: target.quoteType,
  };
  return api.call(communityCalls.addReply, { body });
}

export function deleteReply(source: CommentSource, reply: ReplyView) {
  const body = { did: source.did, cid: source.cid, reply };
  return api.call(communityCalls.deleteReply, { body });
}
