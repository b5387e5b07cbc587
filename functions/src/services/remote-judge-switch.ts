import { REMOTE_OJS, type RemoteOj } from '@oj/shared';
import { remoteJudgeSwitch } from '@oj/shared/db/items/config';
import { ACCOUNTS_OF } from '@oj/shared/schemas/admin-config';
import type { Deps } from '../deps.ts';

type SwitchDeps = Pick<Deps, 'repos'>;

/** Whether the back office has this remote judge switched on (switch/update): importing from it and submitting to it need it. An unknown key is off. */
export async function remoteSiteEnabled(deps: SwitchDeps, key: string): Promise<boolean> {
  const known = REMOTE_OJS.find((k) => k === key);
  return known !== undefined && (await deps.repos.siteConfig.getSwitchConfig())[remoteJudgeSwitch(known)];
}

/** Why a call that needs a switched-off remote judge is refused. */
export function remoteSiteOff(key: string): string {
  return `Remote judging on ${key} is switched off on this site`;
}

/**
 * The remote judges in service: switched on and with at least one account (GYM on the Codeforces ones), from the
 * account counts the switch page keeps (no secret is read); before its first account save, from the sealed lists.
 */
export async function remoteJudgesInService(deps: SwitchDeps): Promise<RemoteOj[]> {
  const switches = await deps.repos.siteConfig.getSwitchConfig();
  const counts = switches.remoteAccountCounts ?? Object.fromEntries(Object.entries(await deps.repos.siteConfig.getRemoteJudgeAccounts()).map(([oj, list]) => [oj, list.length]));
  return REMOTE_OJS.filter((key) => switches[remoteJudgeSwitch(key)] && (counts[ACCOUNTS_OF[key]] ?? 0) > 0);
}
