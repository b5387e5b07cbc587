import { type Role, ADMIN_ROLES, ProblemAuth } from '@oj/shared';
import type { ProblemSummary } from '../data/problems.ts';

const isAdminRole = (roleId: Role | undefined) => roleId !== undefined && ADMIN_ROLES.includes(roleId);

/** Submitting needs a public problem (protected ones are look-only); admins may submit anywhere. */
export function canSubmit(p: Pick<ProblemSummary, 'auth' | 'isGroup'>, roleId: Role | undefined) {
  return isAdminRole(roleId) || (!p.isGroup && p.auth === ProblemAuth.PUBLIC);
}

/** Problems whose statement a caller may read outside contests and groups: public and protected; admins see all. */
export function canView(p: Pick<ProblemSummary, 'auth' | 'isGroup'>, roleId: Role | undefined) {
  return isAdminRole(roleId) || (!p.isGroup && p.auth !== ProblemAuth.PRIVATE);
}

/** 0 solved, -1 tried without solving, -10 never submitted (the list's status icons). */
export function myStatusOf(p: { solved: boolean } | undefined) {
  return p ? (p.solved ? 0 : -1) : -10;
}

/** Outside its contests, a problem of a contest not ended yet is for admins only (contestLockedProblems). */
export function openOutsideContests(p: Pick<ProblemSummary, 'pid'>, roleId: Role | undefined, locked: ReadonlyMap<number, unknown>) {
  return isAdminRole(roleId) || !locked.has(p.pid);
}
