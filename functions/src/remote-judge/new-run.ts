import type { RemoteOj } from '@oj/shared';
import { setTimeout as sleep } from 'node:timers/promises';
import { RemoteSiteError } from './site.ts';

/**
 * The run a submission made, on a site whose submit does not say (Codeforces, AtCoder): the account's newest run above
 * the newest one it had before submitting. One account is leased to one in-flight submission, so no other run can be
 * it. A site's run list can lag a moment behind its submit, so it is read a few times.
 */
export async function findNewRun(site: RemoteOj, before: number, readRunIds: () => Promise<number[]>, delayMs = 1_000): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt) await sleep(delayMs);
    const newest = Math.max(before, ...(await readRunIds()));
    if (newest > before) return newest;
  }
  throw new RemoteSiteError(site, 'garbage', 'the submission did not appear in the account run list');
}
