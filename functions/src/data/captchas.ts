import { captchaKey } from '@oj/shared/db/keys';
import { isConditionFailure, type Db } from './db.ts';

/** Stores a captcha's answer until `expiresAt` (epoch seconds; the table's TTL removes it later). */
export function putCaptcha(db: Db, key: string, answer: string, expiresAt: number) {
  return db.put({ ...captchaKey(key), answer, expiresAt });
}

/**
 * Takes a captcha: deletes it and answers what it held, or undefined when there is none. The delete is conditional
 * and returns what it removed, so of parallel requests with one captcha exactly one gets it.
 */
export async function takeCaptcha(db: Db, key: string): Promise<{ answer: unknown; expiresAt: unknown } | undefined> {
  const item = await db.delete(captchaKey(key), { ConditionExpression: 'attribute_exists(pk)', ReturnValues: 'ALL_OLD' }).catch((err: unknown) => {
    if (isConditionFailure(err)) return undefined;
    throw err;
  });
  return item && { answer: item.answer, expiresAt: item.expiresAt };
}
