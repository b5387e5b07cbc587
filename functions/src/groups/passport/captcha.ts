import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { AUTH } from '@oj/shared';
import { captchaKey } from '@oj/shared/db/keys';
import { isConditionFailure, type Db } from '../../data/db.ts';

/** An image captcha drawn on the server; the answer stays on the server and works once. */
export const newCaptcha = async (db: Db, now: Date) => {
  const { data, text } = svgCaptcha.create({ size: 4, noise: 3, ignoreChars: '0oO1iIlL', color: true, background: '#f4f6f8' });
  const key = randomUUID();
  await db.put({ ...captchaKey(key), answer: text.toLowerCase(), expiresAt: Math.floor(now.getTime() / 1000) + AUTH.captchaTtlSeconds });
  return { img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, captchaKey: key };
};

/**
 * Consumes the captcha and checks the answer. The delete is conditional and returns what it removed, so of
 * parallel requests with one captcha exactly one gets it; the others find nothing to delete.
 */
export const checkCaptcha = async (db: Db, key: string, given: string, now: Date): Promise<boolean> => {
  const item = await db.delete(captchaKey(key), { ConditionExpression: 'attribute_exists(pk)', ReturnValues: 'ALL_OLD' }).catch((err: unknown) => {
    if (isConditionFailure(err)) return undefined;
    throw err;
  });
  if (!item) return false;
  return Number(item.expiresAt) >= Math.floor(now.getTime() / 1000) && item.answer === given.trim().toLowerCase();
};
