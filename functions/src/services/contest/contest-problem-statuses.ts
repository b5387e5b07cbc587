import { JudgeStatus, ProblemAuth } from '@oj/shared';
import type { ContestItem } from '@oj/shared/db/items/contest';
import type { Deps } from '../../deps.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { enterContest, loadContest } from './load-contest.ts';
import { myStatuses } from './problem-stats.ts';

/** The contest's problems that exist and are not private (hidden problems leave the contest's pages). */
export async function shownProblems(deps: Deps, c: ContestItem) {
  const problems = new Map((await deps.repos.problems.allProblems()).map((p) => [p.pid, p]));
  return (await deps.repos.contests.contestProblems(c.cid)).filter((p) => problems.has(p.pid) && problems.get(p.pid)!.auth !== ProblemAuth.PRIVATE);
}

const NOT_SUBMITTED = { status: JudgeStatus.NOT_SUBMITTED, score: null };

/**
 * get-user-problem-status for a contest's problem list: the caller's status (and OI score) per problem id, from
 * their own participant row.
 */
export async function contestProblemStatuses(deps: Deps, me: SessionUser, cid: number, pids: readonly number[], containsEnd: boolean) {
  const { contest, realTime } = await loadContest(deps, cid, me);
  const [problems, mine] = await Promise.all([deps.repos.contests.contestProblems(cid), deps.repos.contests.participantEntries(cid, me.uid)]);
  const statuses = myStatuses(contest, mine, { realTime, containsEnd });
  const displayIdOf = new Map(problems.map((p) => [p.pid, p.displayId]));
  return Object.fromEntries(pids.map((pid) => [pid, statuses.get(displayIdOf.get(pid) ?? '') ?? NOT_SUBMITTED]));
}

/**
 * get-full-screen-problem-list for a contest (the reference's ProblemFullScreenListVO): for callers who may enter it,
 * its shown problems by display id with the caller's status and score in the contest, every contest submission counted.
 */
export async function contestFullScreenList(deps: Deps, me: SessionUser, cid: number) {
  const { contest, realTime } = await enterContest(deps, cid, me);
  const [problems, mine] = await Promise.all([shownProblems(deps, contest), deps.repos.contests.participantEntries(cid, me.uid)]);
  const statuses = myStatuses(contest, mine, { realTime, containsEnd: true });
  return problems.map((p) => ({ pid: p.pid, problemId: p.displayId, title: p.displayTitle, ...(statuses.get(p.displayId) ?? NOT_SUBMITTED) }));
}
