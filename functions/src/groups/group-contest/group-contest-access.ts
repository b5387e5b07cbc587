import { isContestAdmin } from '@oj/shared/domain/contest-access';
import { groupSetFacts } from '@oj/shared/domain/group-access';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { LOGIN } from '../../http/route.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { ContestScope } from '../../services/contest/contest-scope.ts';
import { type AdminContestItem } from '../../domain/contests.ts';

export const NOT_A_GROUP_CONTEST = 'This contest does not belong to a group';
export const GROUP_CONTEST_MANAGERS_ONLY = "Only the group's root or the contest's creator may manage this contest";

/**
 * A group contest the caller manages (spec 002 section 6: edit, visibility, problems, announcements, download and
 * delete are for the group's root and the contest's creator; a super admin counts as root). The group is the one the
 * stored contest names, never one the client sends: the caller must still see the group and belong to it (a creator
 * who left the group manages nothing there), and a contest outside groups is refused.
 */
export async function groupContestForAdmin(deps: Deps, user: SessionUser, cid: number): Promise<AdminContestItem> {
  const contest = await deps.repos.contests.readContest(cid, true);
  if (!contest) throw notFound('The contest does not exist');
  if (contest.gid === null) throw forbidden(NOT_A_GROUP_CONTEST);
  const { standing } = await deps.repos.groups.requireGroup(contest.gid, user, 'member');
  if (!isContestAdmin(contest, user, groupSetFacts(standing))) throw forbidden(GROUP_CONTEST_MANAGERS_ONLY);
  return contest;
}

/** Contests managed inside their group: any signed-in caller, checked per contest by groupContestForAdmin. */
export const groupScope: ContestScope = { access: LOGIN, manage: groupContestForAdmin };
