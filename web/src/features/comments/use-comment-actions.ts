import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../lib/auth-modal.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { addComment, addReply, commentsQuery, deleteComment, deleteReply, likeComment, repliesQuery, type CommentSource, type CommentView, type ReplyTarget, type ReplyView } from './api/comments-api.ts';
import { prependComment, removeComment, setCommentLike, setReplies, type CommentPages } from './comment-cache.ts';
import { contentProblem } from './comment-rules.ts';

/**
 * What one can do in a comment area; each call checks login and the text first (spec 001 section 5), then updates
 * the loaded pages in place instead of reloading them all. Resolves true when the call went through.
 */
export function useCommentActions(source: CommentSource) {
  const { t } = useTranslation('comments');
  const { user } = useSession();
  const client = useQueryClient();
  const key = commentsQuery(source, user?.uid ?? null).queryKey;
  const update = (change: (data: CommentPages) => CommentPages) => client.setQueryData<CommentPages>(key, (data) => data && change(data));

  const loggedIn = () => {
    if (user) return true;
    toast.warning(translateMessage('Please_login_first'));
    openAuthModal('login');
    return false;
  };
  const textOk = (text: string, what: 'comment' | 'reply') => {
    const problem = contentProblem(text);
    if (problem === 'empty') toast.warning(t('messages.empty'));
    if (problem === 'tooLong') toast.error(t(what === 'comment' ? 'messages.commentTooLong' : 'messages.replyTooLong'));
    return problem === null;
  };
  /** A comment's replies read again whole after one was added or removed: its count and first three are exact. */
  const reloadReplies = async (commentId: number) => {
    const all = await client.fetchQuery({ ...repliesQuery(commentId, source.cid), staleTime: 0 });
    update((data) => setReplies(data, commentId, all));
  };
  const attempt = async (call: () => Promise<unknown>) => {
    try {
      await call();
      return true;
    } catch {
      return false; // the HTTP client has shown the failure
    }
  };

  return {
    post: async (content: string) =>
      loggedIn() &&
      textOk(content, 'comment') &&
      attempt(async () => {
        const comment = await addComment(source, content);
        update((data) => prependComment(data, comment));
        toast.success(t('messages.commented'));
      }),
    reply: async (target: ReplyTarget, content: string) =>
      loggedIn() &&
      textOk(content, 'reply') &&
      attempt(async () => {
        await addReply(source, target, content);
        toast.success(t('messages.replied'));
        await reloadReplies(target.commentId);
      }),
    remove: async (comment: CommentView) =>
      attempt(async () => {
        await deleteComment(source, comment);
        update((data) => removeComment(data, comment.id));
        toast.success(t('messages.deleted'));
      }),
    removeReply: async (reply: ReplyView) =>
      attempt(async () => {
        await deleteReply(source, reply);
        toast.success(t('messages.deleted'));
        await reloadReplies(reply.commentId);
      }),
    like: async (comment: CommentView, liked: boolean) =>
      loggedIn() &&
      attempt(async () => {
        await likeComment(source, comment.id, !liked);
        update((data) => setCommentLike(data, comment.id, !liked));
      }),
  };
}

export type CommentActions = ReturnType<typeof useCommentActions>;
