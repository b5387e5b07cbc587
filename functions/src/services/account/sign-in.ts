import type { Context } from 'hono';
import type { UserItem } from '@oj/shared/db/items/user';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, forbidden } from '../../http/app-error.ts';
import { TOKEN_HEADER } from '../../http/auth.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';

const SESSION_RECORD_TTL_SECONDS = 90 * 86_400;
export const WRONG_CREDENTIALS = 'Wrong username or password';

/**
 * Checks a username and password with the login lock: 20 failures for one username from one address lock
 * that pair for 30 minutes. A legacy hash is replaced on success.
 */
export async function checkCredentials(deps: Deps, username: string, password: string, ip: string): Promise<UserItem> {
  const now = deps.now();
  const locked = await deps.repos.loginFailures.lockedForSeconds(username, ip, now);
  if (locked > 0) {
    throw new AppError(403, `Too many failed logins: this account is locked from your address for ${Math.ceil(locked / 60)} more minutes`);
  }
  const user = await deps.repos.users.getUserByUsername(username);
  const check = user ? await verifyPassword(password, user.passwordHash) : { ok: false, rehash: false };
  if (!user || !check.ok) {
    await deps.repos.loginFailures.recordFailure(username, ip, now);
    throw badRequest(WRONG_CREDENTIALS);
  }
  if (user.status !== 0) throw forbidden('This account has been disabled; please contact an administrator');
  await deps.repos.loginFailures.clearFailures(username, ip);
  if (check.rehash) return deps.repos.users.updateUser(user.uid, { passwordHash: await hashPassword(password) }, now);
  return user;
}

/** Records the login (last-login time, a session row for the admin dashboard) and hands out a token. */
export async function startSession(c: Context, deps: Deps, user: UserItem, ip: string): Promise<UserItem> {
  const now = deps.now();
  const updated = await deps.repos.users.updateUser(user.uid, { lastLoginTime: now.toISOString() }, now);
  const userAgent = (c.req.header('user-agent') ?? '').slice(0, 300);
  await deps.repos.loginSessions.recordLoginSession({ uid: user.uid, ip, userAgent, expiresAt: Math.floor(now.getTime() / 1000) + SESSION_RECORD_TTL_SECONDS }, now);
  c.header(TOKEN_HEADER, await deps.tokens.issue(user.uid, updated.tokenVersion));
  return updated;
}
