import { IN_PROGRESS_STATUSES, pageOf, type PageQuery } from '@oj/shared';
import { SUBMISSION_LISTS, listCountShardPrefix, problemCountsKey, userSubmissionCountKey, type Key } from '@oj/shared/db/keys';
import { SubmissionItem } from '@oj/shared/db/items/submission';
import { countedAs, statusCountField } from '@oj/shared/db/result-effects';
import type { Db } from './db.ts';

export interface ListFilter {
  /** The list partition: the public status list, a contest's or a group's. */
  partition: string;
  uid?: string | undefined;
  pid?: number | undefined;
  /** Several problems at once (a contest's display id matched in part): read through the list itself. */
  pids?: readonly number[] | undefined;
  status?: number | undefined;
  /** Only submissions made at or after this instant (ISO). */
  since?: string | undefined;
  /** Only submissions made before this instant (ISO), except those of `exceptUid` (a sealed contest list shows one's own). */
  until?: { at: string; exceptUid?: string | undefined } | undefined;
}

/** A status filter matches what is counted under that status: any in-progress one matches all of them. */
const statusValues = (status: number): readonly number[] => ((IN_PROGRESS_STATUSES as readonly number[]).includes(status) ? IN_PROGRESS_STATUSES : [status]);

/**
 * Reads one page of a submission list through the index of its most selective dimension (author, else
 * problem, else the list itself), newest first, filtering the rest. The total comes from a counter kept on
 * write when one describes exactly this list; with two dimensions at once there is none, and the total is
 * what was read plus one page when more follow, so pagers can still go on.
 */
export async function listSubmissions(db: Db, f: ListFilter, page: PageQuery) {
  const source = f.uid ? SUBMISSION_LISTS.user(f.uid) : f.pid !== undefined ? SUBMISSION_LISTS.problem(f.pid) : SUBMISSION_LISTS.list(f.partition);
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': source.pk };
  if (f.uid || f.pid !== undefined) {
    conditions.push('gsi1pk = :list');
    values[':list'] = f.partition;
  }
  if (f.uid && f.pid !== undefined) {
    conditions.push('pid = :pid');
    values[':pid'] = f.pid;
  }
  if (f.pids) {
    conditions.push(`pid IN (${f.pids.map((_, i) => `:p${i}`).join(', ')})`);
    f.pids.forEach((p, i) => (values[`:p${i}`] = p));
  }
  if (f.since || f.until) names['#at'] = 'submitTime';
  if (f.since) {
    conditions.push('#at >= :since');
    values[':since'] = f.since;
  }
  if (f.until) {
    conditions.push(f.until.exceptUid ? '(#at < :until OR #u = :me)' : '#at < :until');
    values[':until'] = f.until.at;
    if (f.until.exceptUid) {
      names['#u'] = 'uid';
      values[':me'] = f.until.exceptUid;
    }
  }
  if (f.status !== undefined) {
    const statuses = statusValues(f.status);
    names['#s'] = 'status';
    conditions.push(`#s IN (${statuses.map((_, i) => `:s${i}`).join(', ')})`);
    statuses.forEach((s, i) => (values[`:s${i}`] = s));
  }

  const skip = (page.currentPage - 1) * page.limit;
  const rows: SubmissionItem[] = [];
  let matched = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.queryPage({
      IndexName: source.index,
      KeyConditionExpression: `${source.index}pk = :pk`,
      ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
      ExclusiveStartKey: start,
      Limit: 200,
    });
    for (const item of out.Items ?? []) {
      if (matched >= skip && rows.length < page.limit) rows.push(SubmissionItem.parse(item));
      matched++;
    }
    start = out.LastEvaluatedKey;
  } while (start && matched <= skip + page.limit);

  const counted = await countedTotal(db, f);
  const total = counted ?? matched + (start && matched > skip + page.limit ? page.limit : 0);
  return pageOf(rows, total, page);
}

/** The counter items that total exactly this list, if there are any: one per user or problem, shards for a whole list. */
const countersFor = async (db: Db, f: ListFilter): Promise<Record<string, unknown>[] | undefined> => {
  if ((f.uid && f.pid !== undefined) || f.pids || f.since || f.until) return undefined;
  const one = async (key: Key) => [(await db.get(key)) ?? {}];
  if (f.uid) return f.partition === 'SUBS#MAIN' ? one(userSubmissionCountKey(f.uid)) : undefined;
  if (f.pid !== undefined) return f.partition === 'SUBS#MAIN' ? one(problemCountsKey(f.pid)) : undefined;
  const { pk, prefix } = listCountShardPrefix(f.partition);
  return db.partition(pk, prefix);
};

const countedTotal = async (db: Db, f: ListFilter) => {
  const items = await countersFor(db, f);
  if (!items) return undefined;
  const field = f.status === undefined ? 'total' : statusCountField(countedAs(f.status));
  return Math.max(
    0,
    items.reduce((n, item) => n + Number(item[field] ?? 0), 0),
  );
};

/** The oldest submission of a list (the public status list, a contest's or a group's), if it has any. */
export async function oldestInList(db: Db, partition: string) {
  const { index, pk } = SUBMISSION_LISTS.list(partition);
  const out = await db.queryPage({ IndexName: index, KeyConditionExpression: `${index}pk = :pk`, ExpressionAttributeValues: { ':pk': pk }, ScanIndexForward: true, Limit: 1 });
  const oldest = out.Items?.[0];
  return oldest && SubmissionItem.parse(oldest);
}
