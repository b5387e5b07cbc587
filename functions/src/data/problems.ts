import { ADMIN_ROLES, ProblemAuth, type Role } from '@oj/shared';
import { PROBLEM_LIST, TAG_CLASSIFICATION_PARTITION, TAG_PARTITION, groupProblemCountsKey, problemCountsKey, problemKey, userProblemKey } from '@oj/shared/db/keys';
import { ProblemCountsItem, ProblemItem, ProblemSummaryItem, TagClassificationItem, TagItem, UserProblemItem } from '@oj/shared/db/items/problem';
import type { Db } from './db.ts';
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

export const getProblem = async (db: Db, pid: number, consistent = false) => {
  const item = await db.get(problemKey(pid), consistent);
  return item ? ProblemItem.parse(item) : undefined;
};

/** Problems whose statement a caller may read outside contests and groups: public and protected; admins see all. */
export const canView = (p: Pick<ProblemSummary, 'auth' | 'isGroup'>, roleId: Role | undefined) =>
  (roleId !== undefined && ADMIN_ROLES.includes(roleId)) || (!p.isGroup && p.auth !== ProblemAuth.PRIVATE);

/** A problem by id when the caller may read it (undefined as well when it does not exist). */
export const getViewableProblem = async (db: Db, pid: number, roleId: Role | undefined) => {
  const problem = await getProblem(db, pid);
  return problem && canView(problem, roleId) ? problem : undefined;
};

/**
 * A problem's summary by its display id, in any case, as the reference matches it. Display ids are unique per scope
 * (the public bank, each group): with `gid` (a group, or null for the public bank) only that scope is looked at;
 * without, the public bank's problem comes before a group's.
 */
export const problemByDisplayId = async (db: Db, displayId: string, gid?: number | null) => {
  const wanted = displayId.toLowerCase();
  const named = (await allProblems(db)).filter((p) => p.problemId.toLowerCase() === wanted && (gid === undefined || p.gid === gid));
  return named.find((p) => p.gid === null) ?? named[0];
};

/** Submitting needs a public problem (protected ones are look-only); admins may submit anywhere. */
export const canSubmit = (p: Pick<ProblemSummary, 'auth' | 'isGroup'>, roleId: Role | undefined) =>
  (roleId !== undefined && ADMIN_ROLES.includes(roleId)) || (!p.isGroup && p.auth === ProblemAuth.PUBLIC);

/**
 * Verdict counts of the given problems (zero for a problem never judged): of the public status list, or with `gid` of
 * that group's submissions (its problem list's counts).
 */
export const problemCounts = async (db: Db, pids: number[], gid: number | null = null) => {
  const keyOf = (pid: number) => (gid === null ? problemCountsKey(pid) : groupProblemCountsKey(gid, pid));
  const items = await db.batchGet(pids.map(keyOf));
  const byPk = new Map(items.map((i) => [i.pk as string, i]));
  return new Map(pids.map((pid) => [pid, ProblemCountsItem.parse(byPk.get(keyOf(pid).pk) ?? {})]));
};

/** The caller's per-problem records (solved or tried, best score) for the given problems. */
export const userProblems = async (db: Db, uid: string, pids: number[]) => {
  const items = await db.batchGet(pids.map((pid) => userProblemKey(uid, pid)));
  return new Map(items.map((i) => UserProblemItem.parse(i)).map((p) => [p.pid, p]));
};

/** 0 solved, -1 tried without solving, -10 never submitted (the list's status icons). */
export const myStatusOf = (p: { solved: boolean } | undefined) => (p ? (p.solved ? 0 : -1) : -10);
