import type { JudgeStatus, RemoteOj } from '@oj/shared';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOGGED_OUT } from './site-login.ts';
import { RemoteSiteError } from './site.ts';

/** What a site's verdict words mean to us: one of our final statuses, or still waiting (queued, compiling, running). */
export type SiteVerdict = JudgeStatus | 'waiting';

/**
 * Looks a site's verdict text up in its table, ignoring case and spacing and matching the longest entry the text
 * starts with, so the details a site appends ("Runtime Error (ACCESS_VIOLATION)") map like the bare words. A text
 * the table lacks is not a page we know: 'garbage'.
 */
export function verdictOf(site: RemoteOj, table: Readonly<Record<string, SiteVerdict>>, text: string): SiteVerdict {
  const words = text.replace(/\s+/g, ' ').trim().toLowerCase();
  const key = Object.keys(table)
    .filter((k) => words.startsWith(k.toLowerCase()))
    .sort((a, b) => b.length - a.length)[0];
  if (key === undefined) throw new RemoteSiteError(site, 'garbage', `unknown verdict "${words.slice(0, 60)}"`);
  return table[key]!;
}

/**
 * The run a submission made, from the account's status list read after submitting: the newest numeric run id newer
 * than the newest one before submitting (null: the account had none). One account serves one in-flight submission
 * at a time, so that run is ours; none at all means the site did not take the submission.
 */
export function newestRunAfter(runIds: readonly string[], before: string | null): string | null {
  const floor = before === null ? -1 : Number(before);
  const newer = runIds.map(Number).filter((id) => Number.isSafeInteger(id) && id > floor);
  return newer.length ? String(Math.max(...newer)) : null;
}

/** How often a run list is read after submitting, and how long apart: sites whose list is cached lag behind. */
export interface ListLag {
  reads: number;
  delayMs: number;
}

/**
 * Submits on a site that does not answer with the run it made: reads the account's runs of the problem, sends, and
 * reads them again for the new one (`lag.reads` times at most). `send` gives the words of the site's answer (or
 * LOGGED_OUT); when no run appeared, words saying the problem is unknown (`noProblem`) make it 'not-found', others
 * 'garbage'.
 */
export async function submitForRun(
  site: RemoteOj,
  runs: () => Promise<string[]>,
  send: () => Promise<string | typeof LOGGED_OUT>,
  noProblem: string,
  lag: ListLag = { reads: 1, delayMs: 0 },
): Promise<string | typeof LOGGED_OUT> {
  const before = newestRunAfter(await runs(), null);
  const says = await send();
  if (says === LOGGED_OUT) return LOGGED_OUT;
  for (let read = 0; read < lag.reads; read++) {
    if (read) await sleep(lag.delayMs);
    const run = newestRunAfter(await runs(), before);
    if (run) return run;
  }
  const words = says.replace(/\s+/g, ' ').trim().slice(0, 160);
  throw new RemoteSiteError(site, words.includes(noProblem) ? 'not-found' : 'garbage', `the submission made no run; the site says: ${words}`);
}
