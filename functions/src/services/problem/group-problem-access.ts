import { ProblemAuth } from '@oj/shared';
import type { ProblemItem } from '@oj/shared/db/items/problem';
import { canSeeGroup, isGroupAdmin, isGroupMember, isGroupRoot } from '@oj/shared/domain/group-access';
import type { Deps } from '../../deps.ts';
import { forbidden } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { GroupAccess } from '../../data/groups.ts';
import { problemOr404 } from './manage-problem.ts';

export const NOT_A_GROUP_PROBLEM = 'This problem does not belong to a group';
export const OTHER_GROUP_PROBLEM = 'The problem belongs to another group';
export const GROUP_PROBLEM_MANAGERS_ONLY = "Only the group's root or the problem's author may change this problem";

export interface GroupProblem extends GroupAccess {
  problem: ProblemItem;
}

/**
 * A problem of a group, and the caller's access to that group: the group is the one the STORED problem names, never
 * one the client sends (a gid the client repeats must be the problem's own), and the caller must see it and belong to it.
 * A problem outside groups is refused: the back office manages those.
 */
export async function groupProblemOf(deps: Deps, user: SessionUser, pid: number, gid?: number): Promise<GroupProblem> {
  const problem = await problemOr404(deps, pid);
  if (problem.gid === null) throw forbidden(NOT_A_GROUP_PROBLEM);
  if (gid !== undefined && gid !== problem.gid) throw forbidden(OTHER_GROUP_PROBLEM);
  return { problem, ...(await deps.repos.groups.requireGroup(problem.gid, user, 'member')) };
}

/**
 * A group problem the caller may edit, delete, read the test cases of, change the auth of or offer to the public bank
 * (spec 002 sections 4 and 6): the group's root (the owner and a super admin count as root) or the problem's author.
 */
export async function managedGroupProblem(deps: Deps, user: SessionUser, pid: number, gid?: number): Promise<GroupProblem> {
  const found = await groupProblemOf(deps, user, pid, gid);
  if (!isGroupRoot(found.standing) && found.problem.author !== user.username) throw forbidden(GROUP_PROBLEM_MANAGERS_ONLY);
  return found;
}

/**
 * Whether the caller may read a group problem's statement outside its group's contests: a member of its group (which
 * the caller must be able to see) while the problem is public inside the group; its admins and its author always.
 */
export async function mayReadGroupProblem(deps: Deps, problem: Pick<ProblemItem, 'gid' | 'auth' | 'author'>, user: SessionUser | undefined) {
  if (problem.gid === null || !user) return false;
  const group = await deps.repos.groups.getGroup(problem.gid);
  if (!group) return false;
  const standing = await deps.repos.groups.standingIn(group, user);
  if (canSeeGroup(group, standing) || !isGroupMember(standing)) return false;
  return problem.auth === ProblemAuth.PUBLIC || isGroupAdmin(standing) || problem.author === user.username;
}
