/**
 * What the problem sets (trainings, exams; ARCHITECTURE.md "Problem sets and scopes") read and write alike: the
 * lists' keyword, the back office's problem chooser of a set, a set's participant rows without their entries, a
 * user's row written once (registration, an exam's start), which problems a set may hold, and deleting a set with
 * everything in its partition.
 */
import type { Key } from '@oj/shared/db/keys';
import { setFields, type Db } from './db.ts';
import type { GroupItem } from '@oj/shared/db/items/group';
import type { ProblemItem } from '@oj/shared/db/items/problem';
import { notFound } from '../http/app-error.ts';
import { getGroup } from './groups.ts';
import { allProblems, getProblem, type ProblemSummary } from './problems.ts';

/**
 * A problem of the group by its problem id, in any case, as stored or as the group shows it (its short name before
 * it): what a group's set adds "from the group". Other groups' problems and the public bank's are not looked at.
 */
export async function groupProblemByProblemId(db: Db, group: Pick<GroupItem, 'gid' | 'shortName'>, problemId: string): Promise<ProblemSummary | undefined> {
  const wanted = problemId.toLowerCase();
  const prefixed = group.shortName.toLowerCase();
  return (await allProblems(db)).find((p) => p.gid === group.gid && (p.problemId.toLowerCase() === wanted || prefixed + p.problemId.toLowerCase() === wanted));
}

/** The stored problem of the public bank (outside groups) a group's set adds "from public", or a 404: another group's is not looked at. */
export async function publicBankProblemOr404(db: Db, pid: number): Promise<ProblemItem> {
  const problem = await getProblem(db, pid, true);
  if (!problem) throw notFound('The problem does not exist');
  if (problem.gid !== null) throw notFound('The problem is not in the public problem bank');
  return problem;
}

/** The stored problem of group `gid` a group's set adds by its problem id (groupProblemByProblemId, read consistently), or a 404. */
export async function groupProblemOr404(db: Db, gid: number, problemId: string): Promise<ProblemItem> {
  const group = await getGroup(db, gid);
  const found = group && (await groupProblemByProblemId(db, group, problemId));
  const problem = found && (await getProblem(db, found.pid, true));
  if (!problem || problem.gid !== gid) throw notFound('No problem of this group has that problem id');
  return problem;
}

/** Every participant row of a set's partition (bounded by its participants) with only the named fields: not the entries. */
export async function rowsWithout(db: Db, rows: { pk: string; prefix: string }, fields: readonly string[], consistent = false) {
  const names = Object.fromEntries(fields.map((f, i) => [`#f${i}`, f]));
  return db.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ProjectionExpression: Object.keys(names).join(', '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':pk': rows.pk, ':p': rows.prefix },
    ConsistentRead: consistent,
  });
}

/**
 * Writes fields of a user's participant row (made if missing) unless `once.condition` fails on the stored row, as
 * when they had already registered or started: then false. The entries and the tally the judge keeps stay as they are.
 */
export function writeRowOnce(db: Db, key: Key, fields: Record<string, unknown>, once: { condition: string; values: Record<string, unknown>; alsoSet?: string }): Promise<boolean> {
  return db.updateIf(key, { ...setFields(fields, { also: once.alsoSet ? [once.alsoSet] : [], values: once.values }), ConditionExpression: once.condition });
}

/**
 * Deletes a set: its item first (it leaves the lists at once), then the rest of its partition (its problems and
 * participant rows). False when the set was not there. Submissions stay.
 */
export async function deleteSet(db: Db, head: Key, partition: string): Promise<boolean> {
  if (!(await db.delete(head, { ReturnValues: 'ALL_OLD' }))) return false;
  await db.deletePartition(partition);
  return true;
}
