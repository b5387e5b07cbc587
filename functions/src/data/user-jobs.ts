import { randomUUID } from 'node:crypto';
import { UserJobChunkItem, UserJobItem, type UserJobFailure, type UserJobKind, type UserJobRow } from '@oj/shared/db/items/user-job';
import { userJobChunkKey, userJobChunkPrefix, userJobKey } from '@oj/shared/db/keys';
import type { Db } from './db.ts';

/**
 * A bulk user job (an import or a generation): one item with its progress and counts, and its rows in chunk
 * items of the same partition, each written by one run of the job runner (jobs/user-jobs/) and then marked done
 * together with the job's counts in one transaction. Everything expires a day after the job was made.
 */

/**
 * Rows per chunk: what one runner invocation writes. Hashing the passwords is the cost (scrypt, about 45 ms a
 * row on one vCPU), so a chunk takes about 5 s, far under the runner's timeout; a chunk item stays far under
 * DynamoDB's 400 KB (a valid row holds at most about 1.6 KB).
 */
const USER_JOB_CHUNK_ROWS = 100;
const USER_JOB_TTL_SECONDS = 24 * 3600;

const chunksOf = <T>(items: readonly T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Writes a new job with its rows (chunks first, so a job item never names a chunk that is missing). */
export async function createUserJob(db: Db, kind: UserJobKind, uid: string, rows: readonly UserJobRow[], now: Date): Promise<UserJobItem> {
  const id = randomUUID().replaceAll('-', '');
  const expiresAt = Math.floor(now.getTime() / 1000) + USER_JOB_TTL_SECONDS;
  const chunks = chunksOf(rows, USER_JOB_CHUNK_ROWS);
  const puts = chunks.map((chunkRows, n) => () => db.put({ ...userJobChunkKey(id, n), ...UserJobChunkItem.parse({ n, rows: chunkRows, expiresAt }) }));
  for (const batch of chunksOf(puts, 10)) await Promise.all(batch.map((put) => put()));
  const at = now.toISOString();
  const job = UserJobItem.parse({ id, kind, uid, total: rows.length, chunks: chunks.length, gmtCreate: at, gmtModified: at, expiresAt });
  await db.put({ ...userJobKey(id), ...job });
  return job;
}

const live = <T extends { expiresAt: number }>(item: T | undefined, now: Date) => (item && item.expiresAt * 1000 > now.getTime() ? item : undefined);

/** The job, unless it is unknown or expired at `now` (DynamoDB deletes expired items some time after). */
export async function getUserJob(db: Db, id: string, now: Date, consistent = false): Promise<UserJobItem | undefined> {
  const item = await db.get(userJobKey(id), consistent);
  return live(item && UserJobItem.parse(item), now);
}

export async function getUserJobChunk(db: Db, id: string, n: number): Promise<UserJobChunkItem | undefined> {
  const item = await db.get(userJobChunkKey(id, n), true);
  return item && UserJobChunkItem.parse(item);
}

/** Every chunk of a job, in order (at most USER_BATCH_MAX_ROWS / USER_JOB_CHUNK_ROWS items). */
export async function userJobChunks(db: Db, id: string, attributes?: readonly string[]): Promise<UserJobChunkItem[]> {
  const { pk, prefix } = userJobChunkPrefix(id);
  const names = attributes && Object.fromEntries(attributes.map((a, i) => [`#a${i}`, a]));
  const items = await db.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': pk, ':p': prefix },
    ...(names ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names } : {}),
  });
  return items.map((i) => UserJobChunkItem.parse(i));
}

/**
 * Records a written chunk and moves the job's counts, once: the chunk's condition makes a second runner that
 * wrote the same chunk (a message delivered twice) a no-op. An import's passwords are dropped from the chunk
 * then; a generation keeps them for the download. False when another run recorded the chunk first.
 */
export function finishChunk(db: Db, job: UserJobItem, chunk: UserJobChunkItem, failures: UserJobFailure[], now: Date): Promise<boolean> {
  const at = now.toISOString();
  const rows = job.kind === 'import' ? chunk.rows.map(({ password: _, ...row }) => row) : chunk.rows;
  return db.transactIf([
    {
      Update: {
        Key: userJobChunkKey(job.id, chunk.n),
        UpdateExpression: 'SET #done = :at, #failures = :f, #rows = :rows',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#done)',
        ExpressionAttributeNames: { '#done': 'doneAt', '#failures': 'failures', '#rows': 'rows' },
        ExpressionAttributeValues: { ':at': at, ':f': failures, ':rows': rows },
      },
    },
    {
      Update: {
        Key: userJobKey(job.id),
        UpdateExpression: 'SET #done = :next, #modified = :at ADD #processed :p, #created :c, #failed :f',
        ConditionExpression: '#done = :n',
        ExpressionAttributeNames: { '#done': 'chunksDone', '#modified': 'gmtModified', '#processed': 'processed', '#created': 'created', '#failed': 'failed' },
        ExpressionAttributeValues: { ':next': chunk.n + 1, ':n': chunk.n, ':at': at, ':p': chunk.rows.length, ':c': chunk.rows.length - failures.length, ':f': failures.length },
      },
    },
  ]);
}
