import { rateWindowKey } from '@oj/shared/db/keys';
import type { Db } from './db.ts';

export interface RateLimit {
  /** Names the counter; one per limited action. */
  action: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one use of an action by a subject in the current fixed window, in one conditional write, so
 * parallel requests cannot pass the limit together. When the limit is reached, answers the seconds until the
 * window ends. The table's TTL removes old windows.
 */
export async function countUse(db: Db, limit: RateLimit, subject: string, now: Date): Promise<{ ok: true } | { ok: false; waitSeconds: number }> {
  const t = Math.floor(now.getTime() / 1000);
  const window = Math.floor(t / limit.windowSeconds);
  const ends = (window + 1) * limit.windowSeconds;
  const counted = await db.updateIf(rateWindowKey(limit.action, subject, window), {
    UpdateExpression: 'SET expiresAt = :ends ADD #c :one',
    ConditionExpression: 'attribute_not_exists(#c) OR #c < :max',
    ExpressionAttributeNames: { '#c': 'count' },
    ExpressionAttributeValues: { ':ends': ends, ':one': 1, ':max': limit.max },
  });
  return counted ? { ok: true } : { ok: false, waitSeconds: Math.max(1, ends - t) };
}
