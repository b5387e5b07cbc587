import type { Key } from '@oj/shared/db/keys';
import type { Db } from './db.ts';

/** Failures counted under one key: `max` of them within `lockSeconds` of the first lock the key until the window ends. */
export interface FailureLock {
  key: Key;
  max: number;
  lockSeconds: number;
}

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** Seconds until the lock opens (0: not locked). */
export async function lockedForSeconds(db: Db, lock: FailureLock, now: Date): Promise<number> {
  const item = await db.get(lock.key, true);
  if (!item || Number(item.count) < lock.max) return 0;
  return Math.max(0, Number(item.expiresAt) - epoch(now));
}

/** Counts one failure in the live window, or starts a window (the table's TTL removes old ones). */
export async function recordFailure(db: Db, lock: FailureLock, now: Date): Promise<void> {
  const t = epoch(now);
  try {
    await db.update(lock.key, {
      UpdateExpression: 'ADD #c :one',
      ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':now': t },
    });
  } catch (err) {
    if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
    await db.put({ ...lock.key, count: 1, expiresAt: t + lock.lockSeconds });
  }
}

export function clearFailures(db: Db, lock: FailureLock) {
  return db.delete(lock.key);
}
