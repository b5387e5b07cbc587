import type { RemoteOj } from '@oj/shared';
import { RemoteSiteError } from './site.ts';

/** What a page read as the account answers when the site shows the visitor as logged out. */
export const LOGGED_OUT = Symbol('logged out');

export type AsAccount = <T>(act: () => Promise<T | typeof LOGGED_OUT>) => Promise<T>;

/**
 * Reads pages as the account during one call: logs in first when the call brings no session, and once more (then
 * retries once) when a page shows us logged out, as after the site's sessions expired. Logged out again right
 * after logging in means the site does not keep our session: 'garbage', retryable.
 */
export function asAccount(site: RemoteOj, hasSession: boolean, login: () => Promise<void>): AsAccount {
  let loggedIn = hasSession;
  return async (act) => {
    if (!loggedIn) await login();
    loggedIn = true;
    const first = await act();
    if (first !== LOGGED_OUT) return first;
    await login();
    const second = await act();
    if (second !== LOGGED_OUT) return second;
    throw new RemoteSiteError(site, 'garbage', 'shows us logged out right after logging in');
  };
}
