import { Permission } from '@oj/shared';
import { communityCalls } from '@oj/shared/api/community';
import { DeleteReplyBody, NewReplyBody, ReplyListQuery } from '@oj/shared/schemas/community';
import { forbidden, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, PUBLIC, route } from '../../http/route.ts';
import { placeSource, placeUrl, requireRemovable, visibleComment } from './access.ts';
import { requirePermission, requireSolvedMinimum } from '../../services/community/speaking-rights.ts';
import { sendReminder } from './send-reminder.ts';
import { peopleOf, replyView, writtenBy } from './views.ts';

/** Replies to comments (spec 001 2.8): all of a comment's, answering a comment or a reply, removing. */
export const replyRoutes = [
  route(communityCalls.getAllReply, {
    access: PUBLIC,
    query: ReplyListQuery,
    // newest first; the comment decides where it is (a `cid` naming another contest finds nothing)
    handler: async ({ deps, query, user }) => {
      const { comment } = await visibleComment(deps, query.commentId, user);
      if (query.cid !== undefined && query.cid !== comment.cid) throw notFound('The comment does not exist');
      const replies = await deps.repos.comments.repliesOf(comment.id);
      const card = await deps.repos.discussions.authorCards(peopleOf([], replies));
      return replies.map((r) => replyView(r, card));
    },
  }),
  route(communityCalls.addReply, {
    access: LOGIN,
    body: NewReplyBody,
    // whom it answers is the quoted comment's or reply's author, read here; in a contest's Q&A only the
    // question's author and the contest admins answer (the reference's rule)
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      requirePermission(me, Permission.REPLY_ADD);
      const { comment, place } = await visibleComment(deps, body.reply.commentId, me);
      if (place.kind === 'discussion') await requireSolvedMinimum(deps, me, 'comment');
      else if (comment.fromUid !== me.uid && !place.contest.admin) throw forbidden("In a contest's Q&A only the question's author and the contest admins may reply");
      const quoted = body.quoteType === 'Reply' && body.quoteId ? await deps.repos.comments.getReply(comment.id, body.quoteId) : undefined;
      if (body.quoteType === 'Reply' && body.quoteId && !quoted) throw notFound('The reply answered does not exist');
      const to = quoted ? { uid: quoted.fromUid, name: quoted.fromName } : { uid: comment.fromUid, name: comment.fromName };
      const reply = await deps.repos.comments.addReply(comment, { commentId: comment.id, content: body.reply.content, ...writtenBy(me), toUid: to.uid, toName: to.name }, deps.now());
      if (!reply) throw notFound('The comment does not exist');
      await sendReminder(deps, {
        action: 'Reply',
        recipientId: to.uid,
        senderId: me.uid,
        ...placeSource(place),
        sourceContent: reply.content,
        quoteId: quoted ? quoted.id : comment.id,
        quoteType: quoted ? 'Reply' : 'Comment',
        quoteCommentId: quoted ? comment.id : null,
        url: placeUrl(place),
      });
      return replyView(reply, await deps.repos.discussions.authorCards([me.uid, to.uid]));
    },
  }),
  route(communityCalls.deleteReply, {
    access: LOGIN,
    body: DeleteReplyBody,
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      const comment = await deps.repos.comments.getComment(body.reply.commentId);
      const reply = comment && (await deps.repos.comments.getReply(comment.id, body.reply.id));
      if (!comment || !reply) throw notFound('The reply does not exist');
      await requireRemovable(deps, comment, me, reply.fromUid, 'reply');
      if (!(await deps.repos.comments.removeReply(comment, reply.id))) throw notFound('The reply does not exist');
      return null;
    },
  }),
];
