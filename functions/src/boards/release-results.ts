/**
 * Releases contests' results to the site-wide figures (issue 22; the rule: shared/src/domain/results-release.ts). A
 * contest submission moves only the contest's own figures (its board, its list's totals) until then: see the two
 * ledgers of shared/src/db/result-effects.ts. Releasing first sets `resultsReleasedAt` on the contest, so every
 * result counted from then on moves the site ledger too, then re-applies each submission of the contest (read
 * through the contest's submission list, in pages, oldest first), which moves what the site ledger still lacks.
 * Each page's end is kept on the contest, so a run that stops resumes there; applying is exactly-once, so two runs
 * at once, or a page done twice, count nothing twice.
 *
 * Run by the clock every minute (a bounded number of submissions a run) and by the back office's contest save when
 * the save opens the board of an ended contest.
 */
import type { ContestItem } from '@oj/shared/db/items/contest';
import { resultsDue } from '@oj/shared/domain/results-release';
import type { DataDeps } from '../deps.ts';
import type { ClockTask } from '../jobs/clock/clock.ts';

/**
 * Submissions re-applied by one clock run at most; the next run goes on. Measured on DynamoDB Local (16 users, 8 at a
 * time): 14 ms a submission, the time of 13 consistent reads, so 2000 take about 30 s there and far less in DynamoDB,
 * inside the clock's 50 s; a 50,000-submission contest is released in about 25 runs.
 */
export const RELEASE_BUDGET = 2000;
const PAGE = 100;
const PARALLEL = 8;
/**
 * The submission list is an index, which trails writes by a moment: a submission first counted just before the flag
 * may not be listed yet. The release is finished only once the list has been read to its end this long after the flag.
 */
export const RELEASE_SETTLE_MS = 60_000;

/** A new contest's release state (a cloned contest starts unreleased, whatever its source's). */
export const UNRELEASED = { resultsReleasedAt: null, releaseSweptTo: null, releaseDone: false } as const;

/** Whether the contest's release is under way or due now. */
export function releasePending(c: ContestItem, now: Date) {
  return !c.releaseDone && (c.resultsReleasedAt !== null || resultsDue(c, now));
}

/** Releases one contest, re-applying at most `budget` submissions; answers how many it re-applied. */
export async function releaseContest(deps: DataDeps, c: ContestItem, budget: number): Promise<number> {
  const now = deps.now();
  const contest = c.resultsReleasedAt !== null ? c : await deps.repos.contestRelease.markReleased(c.cid, now.toISOString());
  if (!contest?.resultsReleasedAt) return 0;
  let after = contest.releaseSweptTo;
  let done = 0;
  for (;;) {
    const wanted = Math.min(PAGE, budget - done);
    if (wanted <= 0) return done;
    const ids = await deps.repos.contestRelease.contestSubmissionIdsAfter(c.cid, after, wanted);
    for (let i = 0; i < ids.length; i += PARALLEL) await Promise.all(ids.slice(i, i + PARALLEL).map((id) => deps.repos.effects.applyEffectsOffBoard(id)));
    done += ids.length;
    if (ids.length) await deps.repos.contestRelease.saveReleaseProgress(c.cid, (after = ids.at(-1)!));
    if (ids.length < wanted) {
      if (now.getTime() - Date.parse(contest.resultsReleasedAt) >= RELEASE_SETTLE_MS) await deps.repos.contestRelease.finishRelease(c.cid);
      return done;
    }
  }
}

/** The clock's task: every contest whose release is due or under way, oldest first, within one run's budget. */
export async function releaseDueResults(deps: DataDeps, budget = RELEASE_BUDGET): Promise<void> {
  const now = deps.now();
  let left = budget;
  for (const c of await deps.repos.contestRelease.contestsNotReleased()) {
    if (left <= 0) return;
    if (releasePending(c, now)) left -= await releaseContest(deps, c, left);
  }
}

export const RELEASE_CONTEST_RESULTS: ClockTask = { name: 'release-contest-results', run: (deps) => releaseDueResults(deps) };
