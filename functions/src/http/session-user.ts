import { ADMIN_ROLES, type Permission, type Role } from '@oj/shared';

/** The caller of an authenticated request, loaded fresh from the table on every call. */
export interface SessionUser {
  uid: string;
  username: string;
  roleId: Role;
  permissions: readonly Permission[];
}

/** Root, admins and problem admins: who sees everything of problems and submissions. */
export function isAdmin(user: SessionUser | undefined) {
  return user !== undefined && ADMIN_ROLES.includes(user.roleId);
}
