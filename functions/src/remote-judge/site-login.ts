import type { RemoteOj } from '@oj/shared';
import { RemoteSiteError } from './site.ts';

/** What a page read as the account answers when the site shows the visitor as logged out. */
export const LOGGED_OUT = Symbol('logged out');

/**
 * Runs `act` as the account: logs in first when the call brings no session, and once more (then retries once) when
 * the site shows us logged out, as after its sessions expired. Logged out again right after logging in means the
 * site does not keep our session: 'garbage', retryable.
 */
export async function asLoggedIn<T>(site: RemoteOj, hasSession: boolean, login: () => Promise<void>, act: () => Promise<T | typeof LOGGED_OUT>): Promise<T> {
  if (!hasSession) await login();
  const first = await act();
  if (first !== LOGGED_OUT) return first;
  await login();
  const second = await act();
  if (second !== LOGGED_OUT) return second;
  throw new RemoteSiteError(site, 'garbage', 'shows us logged out right after logging in');
}
