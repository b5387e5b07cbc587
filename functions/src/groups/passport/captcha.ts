import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { AUTH } from '@oj/shared';
import type { Repositories } from '../../data/repositories.ts';

/** An image captcha drawn on the server; the answer stays on the server and works once. */
export async function newCaptcha(repos: Repositories, now: Date) {
  const { data, text } = svgCaptcha.create({ size: 4, noise: 3, ignoreChars: '0oO1iIlL', color: true, background: '#f4f6f8' });
  const key = randomUUID();
  await repos.captchas.putCaptcha(key, text.toLowerCase(), Math.floor(now.getTime() / 1000) + AUTH.captchaTtlSeconds);
  return { img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, captchaKey: key };
}

/** Consumes the captcha (works once, even for parallel requests) and checks the answer. */
export async function checkCaptcha(repos: Repositories, key: string, given: string, now: Date): Promise<boolean> {
  const item = await repos.captchas.takeCaptcha(key);
  if (!item) return false;
  return Number(item.expiresAt) >= Math.floor(now.getTime() / 1000) && item.answer === given.trim().toLowerCase();
}
