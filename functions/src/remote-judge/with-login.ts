import type { RemoteOj } from '@oj/shared';
import { RemoteSiteError } from './site.ts';

/** What an attempt returns when the site shows it is not logged in (the session expired or was never there). */
export const LOGGED_OUT = Symbol('logged out');

/**
 * Runs `attempt` logged in: logs in first when the session holds no login, and once more when the site shows the
 * login has expired, then tries once again. Logged out right after logging in means the site will not keep us.
 */
export async function withLogin<T>(site: RemoteOj, loggedIn: boolean, login: () => Promise<void>, attempt: () => Promise<T | typeof LOGGED_OUT>): Promise<T> {
  if (!loggedIn) await login();
  const first = await attempt();
  if (first !== LOGGED_OUT) return first;
  if (loggedIn) {
    await login();
    const second = await attempt();
    if (second !== LOGGED_OUT) return second;
  }
  throw new RemoteSiteError(site, 'login-failed', 'the site shows us logged out right after logging in');
}
