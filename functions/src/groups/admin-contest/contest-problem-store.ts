import { ContestType, ProblemAuth } from '@oj/shared';
import { CONTEST_PROBLEM_BY_ID, contestProblemIndexes, contestProblemKey, idCounterKey, problemKey } from '@oj/shared/db/keys';
import { ContestProblemItem } from '@oj/shared/db/items/contest';
import type { Db } from '../../data/db.ts';
import { isTransactionRace } from '../../data/db.ts';
import { allProblems, contestPlacementsChanged, type ProblemSummary } from '../../data/problems.ts';
import { contestProblems, readContestRows } from '../../data/contests.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import type { AdminContestItem } from './contest-store.ts';

/** The contest's entry of a problem, or a 404. */
export const entryOfProblem = async (db: Db, cid: number, pid: number): Promise<ContestProblemItem> => {
  const entry = (await contestProblems(db, cid, true)).find((e) => e.pid === pid);
  if (!entry) throw notFound('The problem is not in this contest');
  return entry;
};

/** The contest an entry belongs to, found by the entry's id alone. */
export const cidOfEntry = async (db: Db, id: number): Promise<number | undefined> => {
  const { index, pk } = CONTEST_PROBLEM_BY_ID(id);
  const [item] = await db.indexPartition(index, pk);
  return item ? ContestProblemItem.parse(item).cid : undefined;
};

/** ACM contests take ACM problems, OI contests OI problems; remote problems go anywhere (spec 002 "Contest"). */
export const typeRuleProblem = (contest: Pick<AdminContestItem, 'type'>, problem: Pick<ProblemSummary, 'type' | 'isRemote'>): string | null => {
  if (problem.isRemote || problem.type === contest.type) return null;
  return contest.type === ContestType.OI ? 'An OI contest takes only OI problems' : 'An ACM contest takes only ACM problems';
};

const displayIdTaken = (displayId: string) => badRequest(`The display id ${displayId} is already used in this contest`);
const sameDisplayId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Refuses a display id another entry of the contest uses (in any case: display ids are matched in any case). */
export const checkDisplayIdFree = (entries: readonly ContestProblemItem[], displayId: string, except?: ContestProblemItem) => {
  if (entries.some((e) => e !== except && sameDisplayId(e.displayId, displayId))) throw displayIdTaken(displayId);
};

const write = (entry: ContestProblemItem) => ({ ...contestProblemKey(entry.cid, entry.displayId), ...contestProblemIndexes(entry.id, entry.cid, entry.pid), ...entry });

/**
 * Places a problem in a contest under a display id unused there; a problem is placed once per contest, and a group's
 * problem only in that group's contests (whatever path names it: its statement is for the group's members).
 */
export const placeProblem = async (
  deps: Deps,
  contest: AdminContestItem,
  problem: Pick<ProblemSummary, 'pid' | 'type' | 'isRemote' | 'gid'>,
  place: { displayId: string; displayTitle: string; color?: string | null },
): Promise<ContestProblemItem> => {
  if (problem.gid !== null && problem.gid !== contest.gid) throw badRequest("A group's problem can only be added to that group's contests");
  const typeProblem = typeRuleProblem(contest, problem);
  if (typeProblem) throw badRequest(typeProblem);
  const entries = await contestProblems(deps.db, contest.cid, true);
  if (entries.some((e) => e.pid === problem.pid)) throw badRequest('The problem is already in this contest');
  checkDisplayIdFree(entries, place.displayId);
  const entry = ContestProblemItem.parse({
    id: await deps.db.nextId(idCounterKey('contest-problem')),
    cid: contest.cid,
    pid: problem.pid,
    displayId: place.displayId,
    displayTitle: place.displayTitle,
    color: place.color ?? null,
  });
  if (!(await deps.db.putIf(write(entry), { ConditionExpression: 'attribute_not_exists(pk)' }))) throw displayIdTaken(place.displayId);
  await contestPlacementsChanged(deps.db);
  return entry;
};

/** Whether any counted submission of the contest carries this display id (its participants' board entries). */
const hasCountedSubmissions = async (db: Db, cid: number, displayId: string) => (await readContestRows(db, cid)).entries.some((e) => e.displayId === displayId);

/**
 * Changes an entry's display id, title or colour. A display id is what submissions and board entries carry, so it
 * can change only while no counted submission uses it (the reference relabelled its records; ours are written by
 * the judge's result transaction and are not rewritten here).
 */
export const editEntry = async (deps: Deps, entries: readonly ContestProblemItem[], entry: ContestProblemItem, changes: Partial<Pick<ContestProblemItem, 'displayId' | 'displayTitle' | 'color'>>) => {
  const next = ContestProblemItem.parse({ ...entry, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) });
  if (next.displayId === entry.displayId) {
    await deps.db.put(write(next), { ConditionExpression: 'attribute_exists(pk)' });
    return { entry: next, moved: false };
  }
  checkDisplayIdFree(entries, next.displayId, entry);
  if (await hasCountedSubmissions(deps.db, entry.cid, entry.displayId)) {
    throw badRequest(`Problem ${entry.displayId} already has judged submissions in this contest; its display id can no longer change`);
  }
  try {
    await deps.db.transact([
      { Delete: { Key: contestProblemKey(entry.cid, entry.displayId), ConditionExpression: 'attribute_exists(pk)' } },
      { Put: { Item: write(next), ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
  } catch (err) {
    if (isTransactionRace(err)) throw new AppError(409, 'The contest problems changed meanwhile; reload them and try again');
    throw err;
  }
  return { entry: next, moved: true };
};

/** Makes a problem a contest problem (auth 3: look only outside contests). */
export const markContestProblem = async (deps: Deps, pid: number) => {
  await deps.db.update(problemKey(pid), {
    UpdateExpression: 'SET #auth = :contest, gmtModified = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#auth': 'auth' },
    ExpressionAttributeValues: { ':contest': ProblemAuth.PROTECTED, ':now': deps.now().toISOString() },
  });
  allProblems.clear(deps.db);
};

/** Places a contest's problems in another contest under the same display ids, titles and colours. */
export const copyEntries = async (deps: Deps, fromCid: number, toCid: number) => {
  for (const e of await contestProblems(deps.db, fromCid, true)) {
    await deps.db.put(write({ ...e, id: await deps.db.nextId(idCounterKey('contest-problem')), cid: toCid }));
  }
  await contestPlacementsChanged(deps.db);
};

export const removeEntry = async (deps: Deps, entry: ContestProblemItem) => {
  await deps.db.delete(contestProblemKey(entry.cid, entry.displayId));
  await contestPlacementsChanged(deps.db);
};

