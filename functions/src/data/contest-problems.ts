/**
 * A contest's problem entries (display id -> problem), written here; each is also listed under its own id and under
 * its problem (the problem-set placement index). Reads in display order are contests.ts contestProblems.
 */
import { CONTEST_PROBLEM_BY_ID, contestProblemIndexes, contestProblemKey, idCounterKey } from '@oj/shared/db/keys';
import { ContestProblemItem } from '@oj/shared/db/items/contest';
import { isTransactionRace, type Db } from './db.ts';

const write = (entry: ContestProblemItem) => ({ ...contestProblemKey(entry.cid, entry.displayId), ...contestProblemIndexes(entry.id, entry.cid, entry.pid), ...entry });

/** The contest an entry belongs to, found by the entry's id alone. */
export async function cidOfContestProblem(db: Db, id: number): Promise<number | undefined> {
  const { index, pk } = CONTEST_PROBLEM_BY_ID(id);
  const [item] = await db.indexPartition(index, pk);
  return item ? ContestProblemItem.parse(item).cid : undefined;
}

export function nextContestProblemId(db: Db) {
  return db.nextId(idCounterKey('contest-problem'));
}

/** Writes a new entry; false, and nothing written, when its display id is taken in the contest. */
export function addContestProblem(db: Db, entry: ContestProblemItem): Promise<boolean> {
  return db.putIf(write(entry), { ConditionExpression: 'attribute_not_exists(pk)' });
}

/** Writes an entry over its stored self (same display id); fails when it is gone. */
export async function replaceContestProblem(db: Db, entry: ContestProblemItem) {
  await db.put(write(entry), { ConditionExpression: 'attribute_exists(pk)' });
}

/**
 * Moves an entry to a new display id in one transaction; false, and nothing written, when the entry is gone or the
 * new display id was taken meanwhile.
 */
export async function moveContestProblem(db: Db, entry: ContestProblemItem, next: ContestProblemItem): Promise<boolean> {
  try {
    await db.transact([
      { Delete: { Key: contestProblemKey(entry.cid, entry.displayId), ConditionExpression: 'attribute_exists(pk)' } },
      { Put: { Item: write(next), ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
    return true;
  } catch (err) {
    if (isTransactionRace(err)) return false;
    throw err;
  }
}

/** Places entries in another contest under the same display ids, titles and colours, each with a new id. */
export async function copyContestProblems(db: Db, entries: readonly ContestProblemItem[], toCid: number) {
  for (const e of entries) await db.put(write({ ...e, id: await nextContestProblemId(db), cid: toCid }));
}

export async function deleteContestProblem(db: Db, entry: ContestProblemItem) {
  await db.delete(contestProblemKey(entry.cid, entry.displayId));
}
