import { Role } from '@oj/shared';
import type { AUTHOR_ROLES } from '@oj/shared/db/items/community';

/** The badge a post carries, decided by the author's role when it is written. */
export function authorRole(roleId: number): (typeof AUTHOR_ROLES)[number] {
  return roleId === Role.ROOT ? 'root' : roleId === Role.ADMIN || roleId === Role.PROBLEM_ADMIN ? 'admin' : 'user';
}
