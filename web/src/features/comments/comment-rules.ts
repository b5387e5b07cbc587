import type { UserInfo } from '@oj/shared';
import { COMMUNITY_LIMITS } from '@oj/shared/schemas/community';
import { isAdmin } from '../../lib/session.ts';
import type { CommentView, ReplyView } from './api/comments-api.ts';

/** In a contest's Q&A: whether the viewer administers the contest, and who made it. */
export interface ContestSide {
  admin: boolean;
  author: string;
}

type Author = Pick<CommentView, 'fromUid' | 'fromName' | 'fromRole'>;

/**
 * Spec 001 section 6: everyone may answer outside contests. In a contest's Q&A the answers of the super admin and
 * of the contest's author are final: only their author and contest admins answer those.
 */
export function canReply(c: Author, viewer: UserInfo | null, contest: ContestSide | null): boolean {
  return !contest || c.fromUid === viewer?.uid || contest.admin || (c.fromRole !== 'root' && c.fromName !== contest.author);
}

/** Spec 001 section 6: the author deletes; admins too in discussions, contest admins in a contest's Q&A. */
export function canDelete(item: Pick<CommentView | ReplyView, 'fromUid'>, viewer: UserInfo | null, contest: ContestSide | null): boolean {
  return !!viewer && (item.fromUid === viewer.uid || (contest ? contest.admin : isAdmin(viewer)));
}

/** Spec 001 section 5: the message key a comment or reply text is refused with, or null when it may be sent. */
export function contentProblem(text: string): 'empty' | 'tooLong' | null {
  if (!text.trim()) return 'empty';
  if (text.length > COMMUNITY_LIMITS.commentMax) return 'tooLong';
  return null;
}
