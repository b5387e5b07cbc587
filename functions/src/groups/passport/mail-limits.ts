import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { RateLimit } from '../../data/rate-limits.ts';

/**
 * Mail sent for anonymous callers (register codes and reset links), per client address and hour. High enough
 * for a few people behind one address; a class registering from one network at once is better created by an
 * admin.
 */
export const MAIL_PER_ADDRESS: RateLimit = { action: 'mail-by-address', max: 10, windowSeconds: 3600 };
/** Register codes per email address and hour, on top of the minute between two codes. */
export const REGISTER_CODES_PER_EMAIL: RateLimit = { action: 'register-code-by-email', max: 3, windowSeconds: 3600 };

const tooMany = (what: string, waitSeconds: number) => new AppError(429, `${what}: please try again in ${Math.ceil(waitSeconds / 60)} minutes`);

/** Counts a mail asked for from an address, refusing it with 429 past the hourly limit. */
export async function allowMailFrom(deps: Deps, ip: string) {
  const use = await deps.repos.rateLimits.countUse(MAIL_PER_ADDRESS, ip, deps.now());
  if (!use.ok) throw tooMany('Too many emails requested from your address', use.waitSeconds);
}

/** Counts a register code for an email address (and the caller's address), refusing past either limit. */
export async function allowRegisterCode(deps: Deps, ip: string, email: string) {
  await allowMailFrom(deps, ip);
  const use = await deps.repos.rateLimits.countUse(REGISTER_CODES_PER_EMAIL, email, deps.now());
  if (!use.ok) throw tooMany('Too many codes sent to this email address', use.waitSeconds);
}
