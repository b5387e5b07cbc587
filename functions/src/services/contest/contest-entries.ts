import { ContestType } from '@oj/shared';
import { ContestProblemItem } from '@oj/shared/db/items/contest';
import { contestPlacementsChanged, protectForContests, type ProblemSummary } from '../../data/problems.ts';
import { contestProblems, readContestRows } from '../../data/contests.ts';
import { type AdminContestItem } from '../../domain/contests.ts';
import { addContestProblem, copyContestProblems, deleteContestProblem, moveContestProblem, nextContestProblemId, replaceContestProblem } from '../../data/contest-problems.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';

/** The contest's entry of a problem, or a 404. */
export async function entryOfProblem(db: Deps['db'], cid: number, pid: number): Promise<ContestProblemItem> {
  const entry = (await contestProblems(db, cid, true)).find((e) => e.pid === pid);
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
  const entries = await contestProblems(deps.db, contest.cid, true);
  if (entries.some((e) => e.pid === problem.pid)) throw badRequest('The problem is already in this contest');
  checkDisplayIdFree(entries, place.displayId);
  const entry = ContestProblemItem.parse({
    id: await nextContestProblemId(deps.db),
    cid: contest.cid,
    pid: problem.pid,
    displayId: place.displayId,
    displayTitle: place.displayTitle,
    color: place.color ?? null,
  });
  if (!(await addContestProblem(deps.db, entry))) throw displayIdTaken(place.displayId);
  await contestPlacementsChanged(deps.db);
  return entry;
}

/** Whether any counted submission of the contest carries this display id (its participants' board entries). */
const hasCountedSubmissions = async (db: Deps['db'], cid: number, displayId: string) => (await readContestRows(db, cid)).entries.some((e) => e.displayId === displayId);

/**
 * Changes an entry's display id, title or colour. A display id is what submissions and board entries carry, so it
 * can change only while no counted submission uses it (the reference relabelled its records; ours are written by
 * the judge's result transaction and are not rewritten here).
 */
export async function editEntry(deps: Deps, entries: readonly ContestProblemItem[], entry: ContestProblemItem, changes: Partial<Pick<ContestProblemItem, 'displayId' | 'displayTitle' | 'color'>>) {
  const next = ContestProblemItem.parse({ ...entry, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) });
  if (next.displayId === entry.displayId) {
    await replaceContestProblem(deps.db, next);
    return { entry: next, moved: false };
  }
  checkDisplayIdFree(entries, next.displayId, entry);
  if (await hasCountedSubmissions(deps.db, entry.cid, entry.displayId)) {
    throw badRequest(`Problem ${entry.displayId} already has judged submissions in this contest; its display id can no longer change`);
  }
  if (!(await moveContestProblem(deps.db, entry, next))) throw new AppError(409, 'The contest problems changed meanwhile; reload them and try again');
  return { entry: next, moved: true };
}

/** Makes a problem a contest problem (auth 3: look only outside contests). */
export function markContestProblem(deps: Deps, pid: number) {
  return protectForContests(deps.db, pid, deps.now());
}

/** Places a contest's problems in another contest under the same display ids, titles and colours. */
export async function copyEntries(deps: Deps, fromCid: number, toCid: number) {
  await copyContestProblems(deps.db, await contestProblems(deps.db, fromCid, true), toCid);
  await contestPlacementsChanged(deps.db);
}

export async function removeEntry(deps: Deps, entry: ContestProblemItem) {
  await deleteContestProblem(deps.db, entry);
  await contestPlacementsChanged(deps.db);
}
