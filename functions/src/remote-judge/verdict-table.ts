import type { JudgeStatus, RemoteOj } from '@oj/shared';
import { RemoteSiteError } from './site.ts';

/** A verdict word of a site in our terms: one of our final statuses, or still waiting (queued, compiling, running). */
export type SiteVerdict = JudgeStatus | 'waiting';

/**
 * Looks a site's verdict word up in its table. A word the table lacks means the site has changed, so the read fails as
 * garbage (retried, and in the end reported) rather than guessing a verdict.
 */
export function verdictOf(site: RemoteOj, table: Readonly<Record<string, SiteVerdict>>, word: string): SiteVerdict {
  if (!Object.hasOwn(table, word)) throw new RemoteSiteError(site, 'garbage', `unknown verdict "${word.slice(0, 60)}"`);
  return table[word]!;
}
