import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { contestKey } from '@oj/shared/db/keys';
import type { Deps } from '../../deps.ts';
import { allContests } from '../../data/contests.ts';
import { boardStoreFor } from '../../boards/board-store.ts';

const BATCH = 25;
const PARALLEL = 8;

/** Deletes keys in batches of 25, a few batches at a time, retrying what DynamoDB leaves unprocessed. */
const deleteAll = async (deps: Deps, keys: readonly { pk: string; sk: string }[]) => {
  const table = deps.db.tableName;
  const batches: { pk: string; sk: string }[][] = [];
  for (let i = 0; i < keys.length; i += BATCH) batches.push(keys.slice(i, i + BATCH));
  const run = async (batch: { pk: string; sk: string }[]) => {
    let requests: Record<string, unknown>[] | undefined = batch.map((Key) => ({ DeleteRequest: { Key } }));
    while (requests?.length) {
      const out = await deps.db.doc.send(new BatchWriteCommand({ RequestItems: { [table]: requests as never } }));
      requests = out.UnprocessedItems?.[table] as Record<string, unknown>[] | undefined;
    }
  };
  for (let i = 0; i < batches.length; i += PARALLEL) await Promise.all(batches.slice(i, i + PARALLEL).map(run));
};

/**
 * Deletes a contest and everything in its partition: problems placed in it, participants and their board entries,
 * announcements, print jobs, balloon marks and the board state; its public scoreboard is withdrawn. The contest item
 * goes first, so nothing reaches a half-deleted contest. Submissions stay in their lists, as for deleted problems.
 */
export const deleteContest = async (deps: Deps, cid: number) => {
  const key = contestKey(cid);
  await deps.db.delete(key);
  allContests.clear(deps.db);
  const rest = await deps.db.queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': key.pk }, ProjectionExpression: 'pk, sk', ConsistentRead: true });
  await deleteAll(deps, rest as { pk: string; sk: string }[]);
  await boardStoreFor(deps).removeAll(cid);
};
