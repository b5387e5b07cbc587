import { Permission } from '@oj/shared';
import type { Deps } from '../../deps.ts';
import { forbidden } from '../../http/app-error.ts';
import { isAdmin, type SessionUser } from '../../http/session-user.ts';

/**
 * Who may write in the community (spec 001 sections 5 and 6): the muted and banned roles, and the accepted
 * problems an ordinary user needs first. Discussions, comments and replies ask here, and so do the uploads of
 * images and files for their markdown (file group).
 */

const BANNED: Partial<Record<Permission, string>> = {
  [Permission.DISCUSSION_ADD]: 'Your account is banned from posting discussions',
  [Permission.DISCUSSION_EDIT]: 'Your account is banned from editing discussions',
  [Permission.DISCUSSION_DEL]: 'Your account is not allowed to delete discussions',
  [Permission.COMMENT_ADD]: 'Your account is muted: it cannot comment',
  [Permission.REPLY_ADD]: 'Your account is muted: it cannot reply',
};

/** Muted and banned roles (1004-1007) lack these permissions; the message says which. */
export function requirePermission(user: SessionUser, permission: Permission) {
  if (!user.permissions.includes(permission)) throw forbidden(BANNED[permission]);
}

/** Ordinary users need this many accepted problems (site switches) before they post or comment; admins do not. */
export async function requireSolvedMinimum(deps: Deps, user: SessionUser, what: 'discussion' | 'comment') {
  if (isAdmin(user)) return;
  const config = await deps.repos.siteConfig.getSwitchConfig();
  const minimum = what === 'discussion' ? config.defaultCreateDiscussionACInitValue : config.defaultCreateCommentACInitValue;
  const solved = (await deps.repos.users.getUser(user.uid))?.ac ?? 0;
  if (solved < minimum) throw forbidden(`You need to solve at least ${minimum} problems before you can ${what === 'discussion' ? 'post discussions' : 'comment or reply'} (you have solved ${solved})`);
}
