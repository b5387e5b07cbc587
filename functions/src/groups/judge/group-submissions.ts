/**
 * Group submissions stay inside their group (issue 15): the group's members see them (list, detail, status, case
 * results), the group's root (owner, super admin) also their code, as the reference lets a group root read it.
 * Exam submissions stay their author's and the admins' only, in a group as outside.
 */
import { GROUP_NOT_FOUND, canSeeGroup, isGroupAdmin, isGroupMember, isGroupRoot, type GroupStanding } from '@oj/shared/domain/group-access';
import { ProblemAuth } from '@oj/shared';
import type { SubmissionItem } from '@oj/shared/db/items/submission';
import type { ProblemSummary } from '../../data/problems.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { canSeeSubmission } from '../../services/submission/submission-view.ts';
import type { Repositories } from '../../data/repositories.ts';

/** The caller's standing in a group they may see (undefined for a visitor, or a group gone or banned). */
const standingOf = async (repos: Repositories, gid: number, viewer: SessionUser | undefined): Promise<GroupStanding | undefined> => {
  const group = viewer ? await repos.groups.getGroup(gid) : undefined;
  if (!group) return undefined;
  const standing = await repos.groups.standingIn(group, viewer);
  return canSeeGroup(group, standing) === GROUP_NOT_FOUND ? undefined : standing;
};

export interface SubmissionAccess {
  /** The caller is the root of the submission's group: they read its code as its author would. */
  groupRoot: boolean;
}

/** Whether the caller sees the submission at all (undefined: no), and how. */
export async function submissionAccess(repos: Repositories, s: SubmissionItem, viewer: SessionUser | undefined): Promise<SubmissionAccess | undefined> {
  const standing = s.gid !== null && !s.eid ? await standingOf(repos, s.gid, viewer) : undefined;
  if (canSeeSubmission(s, viewer)) return { groupRoot: standing !== undefined && isGroupRoot(standing) };
  return standing && isGroupMember(standing) ? { groupRoot: isGroupRoot(standing) } : undefined;
}

/** The submissions of `found` the caller may see, group memberships read once per group. */
export async function visibleAmong(repos: Repositories, found: readonly SubmissionItem[], viewer: SessionUser | undefined) {
  const gids = [...new Set(found.flatMap((s) => (s.gid !== null && !s.eid && !canSeeSubmission(s, viewer) ? [s.gid] : [])))];
  const standings = new Map(await Promise.all(gids.map(async (gid) => [gid, await standingOf(repos, gid, viewer)] as const)));
  return found.filter((s) => {
    if (canSeeSubmission(s, viewer)) return true;
    const standing = s.gid !== null && !s.eid ? standings.get(s.gid) : undefined;
    return standing !== undefined && isGroupMember(standing);
  });
}

/** In its group's list, a problem of the group is readable by its members, but a private one only by the group's admins. */
export function groupProblemHidden(problem: Pick<ProblemSummary, 'auth' | 'gid'> | undefined, gid: number, standing: GroupStanding) {
  return !problem || problem.gid !== gid || (problem.auth === ProblemAuth.PRIVATE && !isGroupAdmin(standing));
}
