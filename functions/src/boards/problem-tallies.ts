/**
 * Per-problem verdict counts of a contest (the problem list's ac and total), computed by each rebuild for each
 * board variant's window, so the problem list reads them from the snapshot instead of the participant rows:
 * `live` counts the contest's submissions, `live-end` also after-contest ones, `sealed` those before the seal.
 * The contest admins' own submissions (the creator's, the super admin's) never count.
 */
import { PROBLEM_COUNT_FIELDS } from '@oj/shared/db/result-effects';
import type { ContestItem } from '@oj/shared/db/items';
import type { BoardVariant } from '@oj/shared';
import type { CountedSubmission } from './board-input.ts';

/** Verdict counts of a contest problem, in the fields of a problem's own counts (ProblemCountsItem). */
// a type alias (not an interface) so it passes where verdict counts are read as a record
export type ProblemTally = {
  total: number;
  ac: number;
  wa: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
  ce: number;
  se: number;
  pa: number;
};


export const emptyTally = (): ProblemTally => ({ total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 });

/** The end of a variant's counting window. */
const windowEnd = (c: ContestItem, variant: BoardVariant) =>
  variant === 'sealed' && c.sealRankTime ? Date.parse(c.sealRankTime) : variant === 'live-end' ? Infinity : Date.parse(c.endTime);

export const problemTallies = (c: ContestItem, submissions: readonly CountedSubmission[], unranked: ReadonlySet<string>, variant: BoardVariant) => {
  const from = Date.parse(c.startTime);
  const before = windowEnd(c, variant);
  const tallies: Record<string, ProblemTally> = {};
  for (const e of submissions) {
    if (e.at < from || e.at >= before || unranked.has(e.uid)) continue;
    const t = (tallies[e.displayId] ??= emptyTally());
    t.total++;
    const field = PROBLEM_COUNT_FIELDS[e.status];
    if (field) t[field]++;
  }
  return tallies;
};
