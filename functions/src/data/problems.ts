import { PROBLEM_LIST } from '@oj/shared/db/keys';
import { ProblemSummaryItem } from '@oj/shared/db/items';
import type { Db } from './db.ts';
import { memo } from './memo.ts';

export type ProblemSummary = ReturnType<typeof ProblemSummaryItem.parse>;

/** Every problem's summary: a bounded collection, read whole from its index partition and cached briefly. */
export const allProblems = memo(10_000, async (db: Db): Promise<ProblemSummary[]> => {
  const items = await db.queryAll({
    IndexName: PROBLEM_LIST.index,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': PROBLEM_LIST.pk },
  });
  return items.map((i) => ProblemSummaryItem.parse(i));
});
