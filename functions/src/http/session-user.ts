import type { Permission, Role } from '@oj/shared';

/** The caller of an authenticated request, loaded fresh from the table on every call. */
export interface SessionUser {
  uid: string;
  username: string;
  roleId: Role;
  permissions: readonly Permission[];
}
