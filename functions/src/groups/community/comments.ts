import { pageOf, Permission } from '@oj/shared';
import { communityCalls } from '@oj/shared/api/community';
import { CommentBody, CommentIdBody, CommentLikeQuery, CommentListQuery, COMMUNITY_LIMITS, type CommentList } from '@oj/shared/schemas/community';
import { AppError, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, PUBLIC, route } from '../../http/route.ts';
import { enterPlace, placeKey, placeSource, placeUrl, requireRemovable, visibleComment, visibleInPlace } from './access.ts';
import { requirePermission, requireSolvedMinimum } from '../../services/community/speaking-rights.ts';
import { sendReminder } from './send-reminder.ts';
import { commentView, peopleOf, writtenBy } from './views.ts';

/** Comments of discussions and of contests' Q&A (spec 001 2.8): a page with three replies each, posting, removing, likes. */
export const commentRoutes = [
  route(communityCalls.getComments, {
    access: PUBLIC,
    query: CommentListQuery,
    handler: async ({ deps, query, user }): Promise<CommentList> => {
      const place = await enterPlace(deps, query, user);
      const { entries, total } = await deps.repos.comments.commentEntryPage(placeKey(place), query, visibleInPlace(place, deps, user));
      const ids = entries.map((e) => e.id);
      const [comments, replies, liked] = await Promise.all([
        deps.repos.comments.commentsById(ids),
        Promise.all(ids.map((id) => deps.repos.comments.repliesOf(id, COMMUNITY_LIMITS.repliesShown))),
        user ? deps.repos.comments.likedComments(ids, user.uid) : new Set<number>(),
      ]);
      const card = await deps.repos.discussions.authorCards(peopleOf([...comments.values()], replies.flat()));
      // an entry whose comment was removed between the two reads is left out
      const records = entries.flatMap((e, i) => {
        const comment = comments.get(e.id);
        return comment ? [commentView(comment, e.likeNum, card, replies[i]!)] : [];
      });
      return {
        commentList: pageOf(records, total, query),
        commentLikeMap: Object.fromEntries([...liked].map((id) => [String(id), true])),
      };
    },
  }),
  route(communityCalls.addComment, {
    access: LOGIN,
    body: CommentBody,
    // outside contests ordinary users need the site's accepted-problem minimum; in a contest, entry is enough
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      requirePermission(me, Permission.COMMENT_ADD);
      const place = await enterPlace(deps, body, me);
      if (place.kind === 'discussion') await requireSolvedMinimum(deps, me, 'comment');
      const where = placeKey(place);
      const comment = await deps.repos.comments.addComment({ ...where, content: body.content, ...writtenBy(me), fromContestAdmin: place.kind === 'contest' && place.contest.admin }, deps.now());
      if (!comment) throw notFound('The discussion does not exist');
      if (place.kind === 'discussion') {
        await sendReminder(deps, { action: 'Discuss', recipientId: place.discussion.uid, senderId: me.uid, ...placeSource(place), sourceContent: comment.content, url: placeUrl(place) });
      }
      return commentView(comment, 0, await deps.repos.discussions.authorCards([me.uid]), []);
    },
  }),
  route(communityCalls.deleteComment, {
    access: LOGIN,
    body: CommentIdBody,
    // with its replies; the author, admins in discussions, the contest's admins in its Q&A
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      const comment = await deps.repos.comments.getComment(body.id);
      if (!comment) throw notFound('The comment does not exist');
      await requireRemovable(deps, comment, me, comment.fromUid, 'comment');
      if (!(await deps.repos.comments.removeComment(comment.id))) throw notFound('The comment does not exist');
      return null;
    },
  }),
  route(communityCalls.addCommentLike, {
    access: LOGIN,
    query: CommentLikeQuery,
    // `cid` is the comment's id; where it was written is read from the comment, not from sourceId/sourceType
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      const { comment, place } = await visibleComment(deps, query.cid, me);
      const outcome = await deps.repos.comments.setCommentLike(comment, me.uid, query.toLike, deps.now());
      if (outcome === 'missing') throw notFound('The comment does not exist');
      if (outcome === 'busy') throw new AppError(409, 'Many people are liking this comment right now: please try again');
      if (outcome === 'changed' && query.toLike) {
        await sendReminder(deps, { action: 'Like_Discuss', recipientId: comment.fromUid, senderId: me.uid, ...placeSource(place), sourceContent: comment.content, url: placeUrl(place) });
      }
      return null;
    },
  }),
];
