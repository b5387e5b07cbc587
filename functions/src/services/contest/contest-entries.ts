import { ContestType } from '@oj/shared';
import { ContestProblemItem } from '@oj/shared/db/items/contest';
import type { ProblemSummary } from '../../data/problems.ts';
import { type AdminContestItem } from '../../domain/contests.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import type { Repositories } from '../../data/repositories.ts';

/** The contest's entry of a problem, or a 404. */
export async function entryOfProblem(repos: Repositories, cid: number, pid: number): Promise<ContestProblemItem> {
  const entry = (await repos.contests.contestProblems(cid, true)).find((e) => e.pid === pid);
  if (!entry) throw notFound('The problem is not in this contest');
  return entry;
}

/** ACM contests take ACM problems, OI contests OI problems; remote problems go anywhere (spec 002 "Contest"). */
export function typeRuleProblem(contest: Pick<AdminContestItem, 'type'>, problem: Pick<ProblemSummary, 'type' | 'isRemote'>): string | null {
  if (problem.isRemote || problem.type === contest.type) return null;
  return contest.type === ContestType.OI ? 'An OI contest takes only OI problems' : 'An ACM contest takes only ACM problems';
}

const displayIdTaken = (displayId: string) => badRequest(`The display id ${displayId} is already used in this contest`);
const sameDisplayId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Refuses a display id another entry of the contest uses (in any case: display ids are matched in any case). */
export function checkDisplayIdFree(entries: readonly ContestProblemItem[], displayId: string, except?: ContestProblemItem) {
  if (entries.some((e) => e !== except && sameDisplayId(e.displayId, displayId))) throw displayIdTaken(displayId);
}

/**
 * Places a problem in a contest under a display id unused there; a problem is placed once per contest, and a group's
 * problem only in that group's contests (whatever path names it: its statement is for the group's members).
 */
export async function placeProblem(
  deps: Deps,
  contest: AdminContestItem,
  problem: Pick<ProblemSummary, 'pid' | 'type' | 'isRemote' | 'gid'>,
  place: { displayId: string; displayTitle: string; color?: string | null },
): Promise<ContestProblemItem> {
  if (problem.gid !== null && problem.gid !== contest.gid) throw badRequest("A group's problem can only be added to that group's contests");
  const typeProblem = typeRuleProblem(contest, problem);
  if (typeProblem) throw badRequest(typeProblem);
  const entries = await deps.repos.contests.contestProblems(contest.cid, true);
  if (entries.some((e) => e.pid === problem.pid)) throw badRequest('The problem is already in this contest');
  checkDisplayIdFree(entries, place.displayId);
  const entry = ContestProblemItem.parse({
    id: await deps.repos.contestProblems.nextContestProblemId(),
    cid: contest.cid,
    pid: problem.pid,
    displayId: place.displayId,
    displayTitle: place.displayTitle,
    color: place.color ?? null,
  });
  if (!(await deps.repos.contestProblems.addContestProblem(entry))) throw displayIdTaken(place.displayId);
  await deps.repos.problems.contestPlacementsChanged();
  return entry;
}

/** Whether any counted submission of the contest carries this display id (its participants' board entries). */
const hasCountedSubmissions = async (repos: Repositories, cid: number, displayId: string) => (await repos.contests.readContestRows(cid)).entries.some((e) => e.displayId === displayId);

/**
 * Changes an entry's display id, title or colour. A display id is what submissions and board entries carry, so it
 * can change only while no counted submission uses it (the reference relabelled its records; ours are written by
 * the judge's result transaction and are not rewritten here).
 */
export async function editEntry(deps: Deps, entries: readonly ContestProblemItem[], entry: ContestProblemItem, changes: Partial<Pick<ContestProblemItem, 'displayId' | 'displayTitle' | 'color'>>) {
  const next = ContestProblemItem.parse({ ...entry, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) });
  if (next.displayId === entry.displayId) {
    await deps.repos.contestProblems.replaceContestProblem(next);
    return { entry: next, moved: false };
  }
  checkDisplayIdFree(entries, next.displayId, entry);
  if (await hasCountedSubmissions(deps.repos, entry.cid, entry.displayId)) {
    throw badRequest(`Problem ${entry.displayId} already has judged submissions in this contest; its display id can no longer change`);
  }
  if (!(await deps.repos.contestProblems.moveContestProblem(entry, next))) throw new AppError(409, 'The contest problems changed meanwhile; reload them and try again');
  return { entry: next, moved: true };
}

/** Makes a problem a contest problem (auth 3: look only outside contests). */
export function markContestProblem(deps: Deps, pid: number) {
  return deps.repos.problems.protectForContests(pid, deps.now());
}

/** Places a contest's problems in another contest under the same display ids, titles and colours. */
export async function copyEntries(deps: Deps, fromCid: number, toCid: number) {
  await deps.repos.contestProblems.copyContestProblems(await deps.repos.contests.contestProblems(fromCid, true), toCid);
  await deps.repos.problems.contestPlacementsChanged();
}

export async function removeEntry(deps: Deps, entry: ContestProblemItem) {
  await deps.repos.contestProblems.deleteContestProblem(entry);
  await deps.repos.problems.contestPlacementsChanged();
}
