import type { Hono } from 'hono';
import type { RemoteOj } from '@oj/shared';
import { ACCOUNTS_OF, type RemoteJudge } from '@oj/shared/schemas/admin-config';
import { readRemoteAccounts, writeRemoteAccounts, type AccountDeps, type SiteAccounts } from '../services/remote-accounts/remote-accounts.ts';
import { atcoderDemoSeed, createAtCoderFake } from './remote-sites/atcoder.ts';
import { codeforcesDemoSeed, createCodeforcesFake } from './remote-sites/codeforces.ts';
import { DEMO_ACCOUNT } from './remote-sites/demo-problems.ts';
import { FakeJudge, startFake, type RunningFake } from './remote-sites/fake-judge.ts';
import { createHduFake, hduDemoSeed } from './remote-sites/hdu.ts';
import { createLibreFake, libreDemoSeed } from './remote-sites/libre.ts';
import { createPojFake, pojDemoSeed } from './remote-sites/poj.ts';
import { createSpojFake, spojDemoSeed } from './remote-sites/spoj.ts';

/** Every fake remote judge with its demo state, on ports from the first port on in this order (GYM is on Codeforces'). */
const FAKES: [RemoteOj, () => Hono][] = [
  ['HDU', () => createHduFake(new FakeJudge(hduDemoSeed))],
  ['CF', () => createCodeforcesFake(new FakeJudge(codeforcesDemoSeed))],
  ['POJ', () => createPojFake(new FakeJudge(pojDemoSeed))],
  ['AC', () => createAtCoderFake(new FakeJudge(atcoderDemoSeed))],
  ['SPOJ', () => createSpojFake(new FakeJudge(spojDemoSeed))],
  ['LIBRE', () => createLibreFake(new FakeJudge(libreDemoSeed))],
];

export interface RemoteFakes {
  /** Each key's base address, for REMOTE_SITE_URLS. */
  urls: Partial<Record<RemoteOj, string>>;
  /** The demo account of each account list (every fake knows it). */
  accounts: Partial<SiteAccounts>;
  stop(): Promise<void>;
}

/**
 * Starts every fake remote judge (functions/src/local/remote-sites/) on fixed ports from `firstPort` (so an imported
 * problem's pictures and source link still resolve after a restart): `npm start -- --remote-fakes`. With 0, each
 * takes a free port (tests).
 */
export async function startRemoteFakes(firstPort: number): Promise<RemoteFakes> {
  const running: RunningFake[] = [];
  const urls: Partial<Record<RemoteOj, string>> = {};
  try {
    for (const [i, [key, create]] of FAKES.entries()) {
      const fake = await startFake(create(), firstPort ? firstPort + i : 0);
      running.push(fake);
      urls[key] = fake.url;
    }
  } catch (err) {
    await Promise.all(running.map((f) => f.close()));
    throw err;
  }
  urls.GYM = urls.CF;
  const accounts = Object.fromEntries([...new Set(Object.values(ACCOUNTS_OF))].map((judge) => [judge, [{ ...DEMO_ACCOUNT }]])) as Partial<SiteAccounts>;
  return { urls, accounts, stop: async () => void (await Promise.all(running.map((f) => f.close()))) };
}

/** Gives each account list that has none the fakes' demo account (an admin's own lists are left as they are). */
export async function seedDemoAccounts(deps: AccountDeps, fakes: RemoteFakes): Promise<string[]> {
  const current = await readRemoteAccounts(deps);
  const empty = Object.fromEntries(Object.entries(fakes.accounts).filter(([judge]) => !current[judge as RemoteJudge].length)) as Partial<SiteAccounts>;
  await writeRemoteAccounts(deps, empty);
  return Object.keys(empty);
}
