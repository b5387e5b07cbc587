/** The contest release's reads and writes (boards/release-results.ts): its state on the contest item, the contest's submission ids. */
import { CONTEST_LIST, contestKey, SUBMISSION_LISTS, submissionListPartition, submissionListSortKey } from '@oj/shared/db/keys';
import { ContestItem } from '@oj/shared/db/items/contest';
import type { Db } from './db.ts';

/** Every contest whose release has not finished, with its settings (the contest index holds every contest whole). */
export async function contestsNotReleased(db: Db): Promise<ContestItem[]> {
  return (await db.indexPartition(CONTEST_LIST.index, CONTEST_LIST.pk)).map((i) => ContestItem.parse(i)).filter((c) => !c.releaseDone);
}

/** Sets the release time once (a second release keeps the first time); answers the contest as it is now. */
export async function markReleased(db: Db, cid: number, at: string): Promise<ContestItem | undefined> {
  await db.updateIf(contestKey(cid), {
    UpdateExpression: 'SET resultsReleasedAt = :at',
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(resultsReleasedAt) OR resultsReleasedAt = :null)',
    ExpressionAttributeValues: { ':at': at, ':null': null },
  });
  const item = await db.get(contestKey(cid), true);
  return item ? ContestItem.parse(item) : undefined;
}

/** The ids of the contest's submissions after `after` (null: from the first), oldest first, at most `limit`. */
export async function contestSubmissionIdsAfter(db: Db, cid: number, after: number | null, limit: number): Promise<number[]> {
  const { index, pk } = SUBMISSION_LISTS.list(submissionListPartition({ cid, gid: null }));
  const out = await db.queryPage({
    IndexName: index,
    KeyConditionExpression: `${index}pk = :pk${after === null ? '' : ` AND ${index}sk > :after`}`,
    ExpressionAttributeValues: { ':pk': pk, ...(after === null ? {} : { ':after': submissionListSortKey(after) }) },
    ProjectionExpression: 'submitId',
    ScanIndexForward: true,
    Limit: limit,
  });
  return (out.Items ?? []).map((i) => Number(i.submitId));
}

/** Records how far the re-apply got (never backwards: two runs may overlap). */
export function saveReleaseProgress(db: Db, cid: number, sweptTo: number) {
  return db.updateIf(contestKey(cid), {
    UpdateExpression: 'SET releaseSweptTo = :n',
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(releaseSweptTo) OR releaseSweptTo = :null OR releaseSweptTo < :n)',
    ExpressionAttributeValues: { ':n': sweptTo, ':null': null },
  });
}

export function finishRelease(db: Db, cid: number) {
  return db.updateIf(contestKey(cid), { UpdateExpression: 'SET releaseDone = :yes', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':yes': true } });
}
