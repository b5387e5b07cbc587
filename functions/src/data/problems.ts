import { ProblemAuth } from '@oj/shared';
import {
  PROBLEM_LIST,
  TAG_CLASSIFICATION_PARTITION,
  TAG_PARTITION,
  PROBLEM_PLACEMENTS,
  groupProblemCountsKey,
  idCounterKey,
  problemCountsKey,
  problemDisplayIdKey,
  problemIndex,
  problemKey,
  problemLocksVersionKey,
  scopedProblemDisplayIdKey,
  userProblemKey,
} from '@oj/shared/db/keys';
import { ProblemCountsItem, ProblemItem, ProblemSummaryItem, TagClassificationItem, TagItem, UserProblemItem } from '@oj/shared/db/items/problem';
import { allContests, contestProblems, type ContestSummary } from './contests.ts';
import { isConditionFailure, setFields, type Db } from './db.ts';
import { memo } from './memo.ts';

export type ProblemSummary = ReturnType<typeof ProblemSummaryItem.parse>;

/** Every problem's summary: a bounded collection, read whole from its index partition and cached briefly. */
export const allProblems = memo(10_000, async (db: Db): Promise<ProblemSummary[]> => {
  return (await db.indexPartition(PROBLEM_LIST.index, PROBLEM_LIST.pk)).map((i) => ProblemSummaryItem.parse(i)).sort((a, b) => a.pid - b.pid);
});

export const allTags = memo(10_000, async (db: Db) => (await db.partition(TAG_PARTITION)).map((i) => TagItem.parse(i)));
export const allTagClassifications = memo(10_000, async (db: Db) =>
  (await db.partition(TAG_CLASSIFICATION_PARTITION)).map((i) => TagClassificationItem.parse(i)).sort((a, b) => a.rank - b.rank || a.id - b.id),
);

/** Makes a problem a contest problem (auth 3: look only outside contests); fails when it does not exist. */
export async function protectForContests(db: Db, pid: number, now: Date) {
  await db.update(problemKey(pid), {
    UpdateExpression: 'SET #auth = :contest, gmtModified = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#auth': 'auth' },
    ExpressionAttributeValues: { ':contest': ProblemAuth.PROTECTED, ':now': now.toISOString() },
  });
  allProblems.clear(db);
}

/** Whether a problem of the public bank has this display id (in any case): its guard item exists. */
export async function publicProblemIdTaken(db: Db, problemId: string): Promise<boolean> {
  return (await db.get(problemDisplayIdKey(problemId))) !== undefined;
}

export function nextProblemId(db: Db) {
  return db.nextId(idCounterKey('problem'));
}

/**
 * Writes a problem in one transaction with the guard item that keeps its display id unique in its scope (a new
 * problem, or a renamed one; a rename frees the old display id), on the condition that a saved problem is unchanged
 * since `current` was read. Answers what stopped it, if anything: the display id is another problem's, or the
 * problem changed meanwhile.
 */
export async function writeProblem(db: Db, item: ProblemItem, current: ProblemItem | undefined): Promise<'saved' | 'problem-id-taken' | 'changed'> {
  const { pid, gid: scope } = item;
  const renamed = current && current.problemId.toLowerCase() !== item.problemId.toLowerCase();
  try {
    await db.transact([
      ...(current && !renamed ? [] : [{ Put: { Item: { ...scopedProblemDisplayIdKey(scope, item.problemId), pid }, ConditionExpression: 'attribute_not_exists(pk)' } }]),
      ...(renamed ? [{ Delete: { Key: scopedProblemDisplayIdKey(scope, current.problemId) } }] : []),
      {
        Put: {
          Item: { ...problemKey(pid), ...problemIndex(pid), ...item },
          ...(current ? { ConditionExpression: 'gmtModified = :seen', ExpressionAttributeValues: { ':seen': current.gmtModified } } : {}),
        },
      },
    ]);
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const taken = (await db.get(scopedProblemDisplayIdKey(scope, item.problemId), true))?.pid;
    return taken !== undefined && taken !== pid ? 'problem-id-taken' : 'changed';
  }
  return 'saved';
}

/**
 * Deletes a problem, its display id and its places in problem sets (contests, trainings, exams) in one transaction,
 * on the condition that it is still in the scope it was read in (a group's problem may have joined the public bank);
 * false, and nothing deleted, when it is not.
 */
export async function deleteProblemItems(db: Db, problem: ProblemItem): Promise<boolean> {
  const { index, pk } = PROBLEM_PLACEMENTS(problem.pid);
  const places = await db.indexPartition(index, pk);
  const inScope =
    problem.gid === null
      ? { ConditionExpression: 'attribute_not_exists(gid) OR gid = :none', ExpressionAttributeValues: { ':none': null } }
      : { ConditionExpression: 'gid = :gid', ExpressionAttributeValues: { ':gid': problem.gid } };
  try {
    await db.transact([
      { Delete: { Key: problemKey(problem.pid), ...inScope } },
      { Delete: { Key: scopedProblemDisplayIdKey(problem.gid, problem.problemId) } },
      ...places.map((p) => ({ Delete: { Key: { pk: p.pk as string, sk: p.sk as string } } })),
    ]);
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
  return true;
}

/** Sets a problem's auth alone (an edit saved meanwhile is kept); false when the problem does not exist. */
export function setProblemAuth(db: Db, pid: number, auth: number, now: Date): Promise<boolean> {
  return db.updateIf(problemKey(pid), { ...setFields({ auth, gmtModified: now.toISOString() }), ConditionExpression: 'attribute_exists(pk)' });
}

export async function getProblem(db: Db, pid: number, consistent = false) {
  const item = await db.get(problemKey(pid), consistent);
  return item ? ProblemItem.parse(item) : undefined;
}

/** A contest not ended yet holding a problem: the problem stays out of sight outside it until `end` (ms). */
interface Hold {
  cid: number;
  end: number;
}
interface ContestHolds {
  contests: readonly ContestSummary[];
  version: number;
  /** The time the holds were read at: contests that had ended by then are left out. */
  from: number;
  holds: Promise<Map<number, Hold[]>>;
}
const holdsCache = new WeakMap<Db, ContestHolds>();

const readHolds = async (db: Db, contests: readonly ContestSummary[], now: number) => {
  const open = contests.filter((c) => Date.parse(c.endTime) > now);
  const holds = new Map<number, Hold[]>();
  for (const [hold, entries] of await Promise.all(open.map(async (c) => [{ cid: c.cid, end: Date.parse(c.endTime) }, await contestProblems(db, c.cid, true)] as const))) {
    for (const e of entries) holds.set(e.pid, [...(holds.get(e.pid) ?? []), hold]);
  }
  return holds;
};

/**
 * The problems of contests that have not ended at `now` (any contest: scheduled or running, visible or not, of a group
 * or not), each with the ids of those contests. Until the last contest holding it ends, a problem is read only inside
 * its contests (and by admins); then it follows its own auth (spec 000's "Protected look only" is for problems
 * outside running contests). Costs one small read a call: the holds (one query per contest not ended) are kept per
 * instance and read again when the contest list changes or a contest gains or loses a problem (problemLocksVersionKey).
 */
export async function contestLockedProblems(db: Db, now: Date): Promise<ReadonlyMap<number, readonly number[]>> {
  const [contests, version] = await Promise.all([allContests(db), db.get(problemLocksVersionKey).then((i) => Number(i?.value ?? 0))]);
  let hit = holdsCache.get(db);
  if (!hit || hit.contests !== contests || hit.version !== version || hit.from > now.getTime()) {
    const holds = readHolds(db, contests, now.getTime());
    hit = { contests, version, from: now.getTime(), holds };
    holdsCache.set(db, hit);
    holds.catch(() => holdsCache.delete(db));
  }
  const locked = new Map<number, number[]>();
  for (const [pid, holds] of await hit.holds) {
    const open = holds.filter((h) => h.end > now.getTime()).map((h) => h.cid);
    if (open.length) locked.set(pid, open);
  }
  return locked;
}

/** A contest gained or lost a problem: every instance reads the contest locks again. */
export async function contestPlacementsChanged(db: Db) {
  holdsCache.delete(db);
  await db.nextId(problemLocksVersionKey);
}

/** The public bank's problem holding a display id, read from its guard item (strongly consistent, no cache). */
export async function publicPidOfDisplayId(db: Db, displayId: string): Promise<number | undefined> {
  const pid = (await db.get(scopedProblemDisplayIdKey(null, displayId), true))?.pid;
  return pid === undefined ? undefined : Number(pid);
}

/**
 * A problem's summary by its display id, in any case, as the reference matches it. Display ids are unique per scope
 * (the public bank, each group): with `gid` (a group, or null for the public bank) only that scope is looked at;
 * without, the public bank's problem comes before a group's.
 */
export async function problemByDisplayId(db: Db, displayId: string, gid?: number | null) {
  const wanted = displayId.toLowerCase();
  const named = (await allProblems(db)).filter((p) => p.problemId.toLowerCase() === wanted && (gid === undefined || p.gid === gid));
  return named.find((p) => p.gid === null) ?? named[0];
}

/**
 * Verdict counts of the given problems (zero for a problem never judged): of the public status list, or with `gid` of
 * that group's submissions (its problem list's counts).
 */
export async function problemCounts(db: Db, pids: number[], gid: number | null = null) {
  const keyOf = (pid: number) => (gid === null ? problemCountsKey(pid) : groupProblemCountsKey(gid, pid));
  const items = await db.batchGet(pids.map(keyOf));
  const byPk = new Map(items.map((i) => [i.pk as string, i]));
  return new Map(pids.map((pid) => [pid, ProblemCountsItem.parse(byPk.get(keyOf(pid).pk) ?? {})]));
}

/** The caller's per-problem records (solved or tried, best score) for the given problems. */
export async function userProblems(db: Db, uid: string, pids: number[]) {
  const items = await db.batchGet(pids.map((pid) => userProblemKey(uid, pid)));
  return new Map(items.map((i) => UserProblemItem.parse(i)).map((p) => [p.pid, p]));
}
