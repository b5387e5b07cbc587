import type { Context, MiddlewareHandler } from 'hono';
import { permissionsOf } from '@oj/shared';
import type { Deps } from '../deps.ts';
import { forbidden, unauthorized } from './app-error.ts';
import type { Access } from './route.ts';
import type { SessionUser } from './session-user.ts';

export const TOKEN_HEADER = 'Authorization';
export const REFRESH_HEADER = 'Refresh-Token';

/** Reads the raw token (the reference clients send it bare; `Bearer ` is tolerated). */
const readToken = (c: Context): string | undefined => {
  const raw = c.req.header(TOKEN_HEADER)?.trim();
  if (!raw) return undefined;
  return raw.replace(/^Bearer\s+/i, '') || undefined;
};

type Identify = { user: SessionUser; fresh?: string } | { failure: 'missing' | 'expired' | 'invalid' };

/**
 * Checks the token against the user's current state: the account must exist, be enabled, and still be on
 * the token version the token was issued under (logout and password changes raise it).
 */
const identify = async (c: Context, deps: Deps): Promise<Identify> => {
  const token = readToken(c);
  if (!token) return { failure: 'missing' };
  const verified = await deps.tokens.verify(token);
  if (!verified.ok) return { failure: verified.reason };
  const user = await deps.repos.users.getUser(verified.claims.uid);
  if (!user || user.status !== 0 || user.tokenVersion !== verified.claims.ver) return { failure: 'expired' };
  const session: SessionUser = {
    uid: user.uid,
    username: user.username,
    roleId: user.roleId as SessionUser['roleId'],
    permissions: permissionsOf(user.roleId),
  };
  const fresh = deps.tokens.shouldRefresh(verified.claims) ? await deps.tokens.issue(user.uid, user.tokenVersion) : undefined;
  return { user: session, fresh };
};

/** The one authentication and authorisation middleware, configured per route from its access rule. */
export function authorize(access: Access): MiddlewareHandler {
  return async (c, next) => {
    const deps = c.get('deps') as Deps;
    const who = await identify(c, deps);
    if ('failure' in who) {
      if (access.kind === 'login') {
        throw who.failure === 'missing' ? unauthorized() : unauthorized('Your login has expired, please log in again');
      }
    } else {
      c.set('user', who.user);
      if (who.fresh) {
        c.header(TOKEN_HEADER, who.fresh);
        c.header(REFRESH_HEADER, 'true');
      }
    }
    if (access.kind === 'login') {
      const user = c.get('user') as SessionUser;
      if (access.roles && !access.roles.includes(user.roleId)) throw forbidden();
      if (access.permission && !user.permissions.includes(access.permission)) throw forbidden();
    }
    await next();
  };
}

/** For handlers that need the caller on a public route. */
export function requireUser(user: SessionUser | undefined): SessionUser {
  if (!user) throw unauthorized();
  return user;
}
