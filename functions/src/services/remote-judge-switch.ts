import { REMOTE_OJS, type RemoteOj } from '@oj/shared';
import { remoteJudgeSwitch } from '@oj/shared/db/items/config';
import { ACCOUNTS_OF } from '@oj/shared/schemas/admin-config';
import type { Deps } from '../deps.ts';

type SwitchDeps = Pick<Deps, 'repos'>;

/** Whether the back office has this remote judge switched on (switch/update): importing from it and submitting to it need it. */
export async function remoteSiteEnabled(deps: SwitchDeps, key: RemoteOj): Promise<boolean> {
  return (await deps.repos.siteConfig.getSwitchConfig())[remoteJudgeSwitch(key)];
}

/** The remote judges in service: switched on and with at least one account (GYM on the Codeforces ones). */
export async function remoteJudgesInService(deps: SwitchDeps): Promise<RemoteOj[]> {
  const [switches, accounts] = await Promise.all([deps.repos.siteConfig.getSwitchConfig(), deps.repos.siteConfig.getRemoteJudgeAccounts()]);
  return REMOTE_OJS.filter((key) => switches[remoteJudgeSwitch(key)] && accounts[ACCOUNTS_OF[key]].length > 0);
}
