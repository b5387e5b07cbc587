import { AUTH } from '@oj/shared';
import { loginFailureKey } from '@oj/shared/db/keys';
import type { Db } from './db.ts';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Failed logins per username and address. The window starts at the first failure and lasts the lock time;
 * at the threshold the pair is locked until the window ends.
 */
export const lockedForSeconds = async (db: Db, username: string, ip: string, now: Date): Promise<number> => {
  const item = await db.get(loginFailureKey(username, ip), true);
  if (!item || Number(item.count) < AUTH.loginFailuresBeforeLock) return 0;
  return Math.max(0, Number(item.expiresAt) - epoch(now));
};

export const recordFailure = async (db: Db, username: string, ip: string, now: Date): Promise<void> => {
  const key = loginFailureKey(username, ip);
  const t = epoch(now);
  try {
    await db.update(key, {
      UpdateExpression: 'ADD #c :one',
      ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':now': t },
    });
  } catch (err) {
    if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
    // No live window: start one.
    await db.put({ ...key, count: 1, expiresAt: t + AUTH.loginLockSeconds });
  }
};

export const clearFailures = (db: Db, username: string, ip: string) => db.delete(loginFailureKey(username, ip));
