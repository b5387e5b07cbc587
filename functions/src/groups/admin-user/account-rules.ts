import { Role } from '@oj/shared';
import type { UserItem } from '@oj/shared/db/items/user';
import type { SessionUser } from '../../http/session-user.ts';

/**
 * What an account manager may do to an account. Only a super admin touches a super admin's account or hands out
 * the role, and nobody disables, demotes or deletes themselves. The calls are the super admin's (user_admin is
 * root's alone), so the caller stays an enabled super admin after any of them: the site always keeps one.
 * Each rule answers the refusal's message, or undefined when the change is allowed.
 */

const ROOT_ONLY = "Only a super admin may change a super admin's account or grant the super admin role";

export function editRefusal(caller: SessionUser, target: UserItem, change: { type: number; status: number }): string | undefined {
  const touchesRoot = target.roleId === Role.ROOT || change.type === Role.ROOT;
  if (touchesRoot && caller.roleId !== Role.ROOT) return ROOT_ONLY;
  if (caller.uid !== target.uid) return undefined;
  if (change.status !== 0) return 'You cannot disable your own account';
  if (change.type !== target.roleId) return 'You cannot change your own role; ask another super admin';
  return undefined;
}

export function deleteRefusal(caller: SessionUser, target: UserItem): string | undefined {
  if (caller.uid === target.uid) return 'You cannot delete your own account';
  if (target.roleId === Role.ROOT && caller.roleId !== Role.ROOT) return ROOT_ONLY;
  return undefined;
}
