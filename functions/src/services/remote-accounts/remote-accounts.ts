import type { RemoteOj } from '@oj/shared';
import { ACCOUNTS_OF, REMOTE_JUDGES, type RemoteJudge } from '@oj/shared/schemas/admin-config';
import { perDeps, type DataDeps, type Deps } from '../../deps.ts';
import type { RemoteAccount } from '../../remote-judge/site.ts';
import { fileAccountStore } from './file-store.ts';
import { secretAccountStore } from './secret-store.ts';
import type { AccountStore, SiteAccounts } from './store.ts';

export type { SiteAccounts } from './store.ts';

/** What reading the accounts needs: the table (older sealed lists) and the box that opens them. */
export type AccountDeps = DataDeps & Pick<Deps, 'secrets'>;

/** A read serves the remote worker's steps for this long (a write in the same instance drops it at once). */
const CACHE_MS = 30_000;

const storeOf = perDeps(({ env }): AccountStore | null => {
  if (env.REMOTE_ACCOUNTS_SECRET_ARN) return secretAccountStore(env.AWS_REGION, env.REMOTE_ACCOUNTS_SECRET_ARN);
  if (env.REMOTE_ACCOUNTS_FILE) return fileAccountStore(env.REMOTE_ACCOUNTS_FILE);
  return null;
});
const cache = new WeakMap<DataDeps, { at: number; accounts: Promise<SiteAccounts> }>();

/** The lists the switch page sealed into the table (before the store, or where none is configured); an unreadable password reads as empty. */
const sealedInTable = async (deps: AccountDeps): Promise<SiteAccounts> => {
  const stored = await deps.repos.siteConfig.readRemoteJudgeAccounts();
  const open = (judge: RemoteJudge, a: { username: string; passwordSealed: string }): RemoteAccount => {
    try {
      return { username: a.username, password: deps.secrets.open(a.passwordSealed) };
    } catch {
      deps.log.warn('remote judge account password unreadable: set it again on the switch page', { judge, username: a.username });
      return { username: a.username, password: '' };
    }
  };
  return Object.fromEntries(REMOTE_JUDGES.map((judge) => [judge, stored[judge].map((a) => open(judge, a))])) as SiteAccounts;
};

/** Every judge's accounts, passwords in clear, read now (the switch page): for adapters and checks only, never for a reply or a log. */
export async function readRemoteAccounts(deps: AccountDeps): Promise<SiteAccounts> {
  const held = (await storeOf(deps)?.read()) ?? {};
  if (REMOTE_JUDGES.every((judge) => held[judge])) return held as SiteAccounts;
  return { ...(await sealedInTable(deps)), ...held };
}

/** The accounts a site's submissions may lease, read at most every CACHE_MS per instance (the remote worker asks at every step). */
export async function accountsOfSite(deps: AccountDeps, site: RemoteOj): Promise<RemoteAccount[]> {
  let cached = cache.get(deps);
  if (!cached || deps.now().getTime() - cached.at >= CACHE_MS) {
    cached = { at: deps.now().getTime(), accounts: readRemoteAccounts(deps) };
    cache.set(deps, cached);
    cached.accounts.catch(() => cache.delete(deps));
  }
  return (await cached.accounts)[ACCOUNTS_OF[site]];
}

/**
 * Replaces the lists of the judges given. With a store, the passwords go there and the table's sealed copies of those
 * lists are emptied; without one (no secret or file configured), they are sealed into the table as before. Either way
 * the switch item keeps how many accounts each list holds (remoteAccountCounts), which the public site configuration
 * reads to tell the judges in service without reading a secret.
 */
export async function writeRemoteAccounts(deps: AccountDeps, lists: Partial<SiteAccounts>): Promise<void> {
  const judges = REMOTE_JUDGES.filter((judge) => lists[judge]);
  if (!judges.length) return;
  const before = await readRemoteAccounts(deps);
  cache.delete(deps);
  const store = storeOf(deps);
  if (store) {
    await store.write(lists);
    await deps.repos.siteConfig.setConfigFields('remoteJudge', Object.fromEntries(judges.map((judge) => [judge, []])));
  } else {
    const sealed = judges.map((judge) => [judge, lists[judge]!.map((a) => ({ username: a.username, passwordSealed: deps.secrets.seal(a.password) }))]);
    await deps.repos.siteConfig.setConfigFields('remoteJudge', Object.fromEntries(sealed));
  }
  await deps.repos.siteConfig.setConfigFields('switch', { remoteAccountCounts: Object.fromEntries(REMOTE_JUDGES.map((judge) => [judge, (lists[judge] ?? before[judge]).length])) });
}
