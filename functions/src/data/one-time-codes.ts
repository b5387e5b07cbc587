import { oneTimeCodeKey, type CodePurpose } from '@oj/shared/db/keys';
import { isConditionFailure, type Db } from './db.ts';

export interface StoredCode {
  code: string;
  /** What the code was issued for (for example the uid that asked for a change of email). */
  subjectData: Record<string, string>;
  sentAt: number;
  expiresAt: number;
}

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Stores a code unless one was sent less than `resendSeconds` ago (the server enforces the resend wait the
 * client shows). Returns the seconds still to wait when refused.
 */
export async function storeCode(
  db: Db,
  purpose: CodePurpose,
  subject: string,
  code: string,
  opts: { ttlSeconds: number; resendSeconds: number; now: Date; subjectData?: Record<string, string> },
): Promise<{ ok: true } | { ok: false; waitSeconds: number }> {
  const now = epoch(opts.now);
  const stored = await db.putIf(
    { ...oneTimeCodeKey(purpose, subject), code, subjectData: opts.subjectData ?? {}, sentAt: now, expiresAt: now + opts.ttlSeconds, attempts: 0 },
    {
      ConditionExpression: 'attribute_not_exists(pk) OR sentAt <= :cutoff',
      ExpressionAttributeValues: { ':cutoff': now - opts.resendSeconds },
    },
  );
  if (stored) return { ok: true };
  const current = await db.get(oneTimeCodeKey(purpose, subject), true);
  return { ok: false, waitSeconds: Math.max(1, Number(current?.sentAt ?? now) + opts.resendSeconds - now) };
}

/** A code takes this many tries (the right one included) and no more, so a 6-digit code cannot be guessed. */
const MAX_ATTEMPTS = 5;

/**
 * Checks a code; a right one is consumed (deleted) so it works once. Each try first takes one of the code's
 * attempts in a conditional write, so parallel guesses cannot test more than MAX_ATTEMPTS codes between
 * them. Returns the stored data of a right code.
 */
export async function consumeCode(db: Db, purpose: CodePurpose, subject: string, given: string, now: Date): Promise<StoredCode | undefined> {
  const key = oneTimeCodeKey(purpose, subject);
  const item = await db
    .update(key, {
      UpdateExpression: 'ADD attempts :one',
      ConditionExpression: 'attribute_exists(pk) AND expiresAt >= :now AND (attribute_not_exists(attempts) OR attempts < :max)',
      ExpressionAttributeValues: { ':one': 1, ':now': epoch(now), ':max': MAX_ATTEMPTS },
      ReturnValues: 'ALL_NEW',
    })
    .catch((err: unknown) => {
      if (isConditionFailure(err)) return undefined;
      throw err;
    });
  if (!item || item.code !== given) return undefined;
  try {
    await db.delete(key, { ConditionExpression: 'code = :c', ExpressionAttributeValues: { ':c': given } });
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
  return item as unknown as StoredCode;
}
