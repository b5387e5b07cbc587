/**
 * What the problem sets (trainings, exams; ARCHITECTURE.md "Problem sets and scopes") read alike: the back office's
 * problem chooser of a set, and a set's participant rows without their entries.
 */
import { ProblemAuth } from '@oj/shared';
import type { Db } from './db.ts';
import type { ProblemSummary } from './problems.ts';

const matches = (keyword: string | undefined) => (p: ProblemSummary) =>
  !keyword || [p.title, p.problemId, p.author].some((text) => text.toLowerCase().includes(keyword));

/**
 * The back office's problem list of a set: with `queryExisted` the set's problems in the set's order, otherwise the
 * public problems outside groups it lacks (those that may be added); either filtered by a keyword over title, id and author.
 */
export const setProblemChoices = (problems: readonly ProblemSummary[], placedInOrder: readonly number[], query: { queryExisted: boolean; keyword?: string | undefined }) => {
  const keyword = query.keyword?.toLowerCase();
  const byPid = new Map(problems.map((p) => [p.pid, p]));
  const placed = new Set(placedInOrder);
  const rows = query.queryExisted
    ? placedInOrder.flatMap((pid) => byPid.get(pid) ?? [])
    : problems.filter((p) => !placed.has(p.pid) && !p.isGroup && p.auth === ProblemAuth.PUBLIC);
  return rows.filter(matches(keyword));
};

/** Every participant row of a set's partition (bounded by its participants) with only the named fields: not the entries. */
export const rowsWithout = async (db: Db, rows: { pk: string; prefix: string }, fields: readonly string[], consistent = false) => {
  const names = Object.fromEntries(fields.map((f, i) => [`#f${i}`, f]));
  return db.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ProjectionExpression: Object.keys(names).join(', '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':pk': rows.pk, ':p': rows.prefix },
    ConsistentRead: consistent,
  });
};
