/**
 * Per-problem verdict counts of a contest (the problem list's ac and total), computed by each rebuild for each
 * board variant's window, so the problem list reads them from the snapshot instead of the participant rows:
 * `live` counts the contest's submissions, `live-end` also after-contest ones, `sealed` those before the seal.
 * The contest admins' own submissions (the creator's, the super admin's) never count.
 */
import { PROBLEM_COUNT_FIELDS } from '@oj/shared/db/result-effects';
import type { ContestItem } from '@oj/shared/db/items/contest';
import type { BoardVariant } from '@oj/shared';
import type { ParticipantEntry } from '../data/contests.ts';

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

export function emptyTally(): ProblemTally {
  return { total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 };
}

/** The count field of each verdict (a Map: verdicts are negative numbers too, which objects key as strings). */
const FIELD_OF = new Map(Object.entries(PROBLEM_COUNT_FIELDS).map(([status, field]) => [Number(status), field]));

const count = (t: ProblemTally, field: keyof ProblemTally | undefined) => {
  t.total++;
  if (field) t[field]++;
};

/**
 * Every variant's tallies in one pass: all count from the start; `live` until the end, `sealed` until the seal
 * time (the end without one), `live-end` without an end. A variant lists the problems it counted submissions of.
 */
export function problemTallies(c: ContestItem, submissions: readonly ParticipantEntry[], unranked: ReadonlySet<string>): Record<BoardVariant, Record<string, ProblemTally>> {
  const from = Date.parse(c.startTime);
  const end = Date.parse(c.endTime);
  const sealAt = c.sealRankTime ? Date.parse(c.sealRankTime) : end;
  const byProblem = new Map<string, Record<BoardVariant, ProblemTally>>();
  for (const e of submissions) {
    if (e.at < from || unranked.has(e.uid)) continue;
    let t = byProblem.get(e.displayId);
    if (!t) byProblem.set(e.displayId, (t = { live: emptyTally(), 'live-end': emptyTally(), sealed: emptyTally() }));
    const field = FIELD_OF.get(e.status);
    count(t['live-end'], field);
    if (e.at < end) count(t.live, field);
    if (e.at < sealAt) count(t.sealed, field);
  }
  const variant = (name: BoardVariant) => Object.fromEntries([...byProblem].flatMap(([displayId, t]) => (t[name].total ? [[displayId, t[name]]] : [])));
  return { live: variant('live'), 'live-end': variant('live-end'), sealed: variant('sealed') };
}
