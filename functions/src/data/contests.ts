import { CONTEST_LIST, contestProblemPrefix } from '@oj/shared/db/keys';
import { ContestProblemItem, ContestSummaryItem } from '@oj/shared/db/items';
import { ContestStatus } from '@oj/shared';
import type { Db } from './db.ts';
import { memo } from './memo.ts';

export type ContestSummary = ReturnType<typeof ContestSummaryItem.parse>;

/** Every contest's summary, ordered by start time: a bounded collection, read whole and cached briefly. */
export const allContests = memo(10_000, async (db: Db): Promise<ContestSummary[]> => {
  return (await db.indexPartition(CONTEST_LIST.index, CONTEST_LIST.pk)).map((i) => ContestSummaryItem.parse(i));
});

export const contestStatus = (c: Pick<ContestSummary, 'startTime' | 'endTime'>, now: Date): ContestStatus => {
  const t = now.getTime();
  if (t < Date.parse(c.startTime)) return ContestStatus.SCHEDULED;
  if (t < Date.parse(c.endTime)) return ContestStatus.RUNNING;
  return ContestStatus.ENDED;
};

/** A contest's problems with their display ids and titles. */
export const contestProblems = async (db: Db, cid: number) => {
  const { pk, prefix } = contestProblemPrefix(cid);
  return (await db.partition(pk, prefix)).map((i) => ContestProblemItem.parse(i));
};
