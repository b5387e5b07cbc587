/**
 * Counts and statuses of a contest's problems, read from the participant rows (the `e<submitId>` entries the
 * result transaction keeps): the contest's per-problem ac/total and the caller's own status per problem. The
 * rows are bounded by participants, cached a few seconds (data/contests.ts contestRows), and the counting
 * windows follow the reference: from the start, before the seal for viewers without the real-time view, and
 * before the end unless after-contest submissions are asked for and allowed.
 */
import { ContestType, JudgeStatus, Role } from '@oj/shared';
import type { ContestItem } from '@oj/shared/db/items';
import type { Db } from '../../data/db.ts';
import { contestRows, type ParticipantEntry } from '../../data/contests.ts';

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

const TALLY_FIELD: Partial<Record<number, keyof ProblemTally>> = {
  [JudgeStatus.ACCEPTED]: 'ac',
  [JudgeStatus.WRONG_ANSWER]: 'wa',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'mle',
  [JudgeStatus.RUNTIME_ERROR]: 're',
  [JudgeStatus.PRESENTATION_ERROR]: 'pe',
  [JudgeStatus.COMPILE_ERROR]: 'ce',
  [JudgeStatus.SYSTEM_ERROR]: 'se',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'pa',
};

export const emptyTally = (): ProblemTally => ({ total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 });

/** Whether after-contest submissions count: asked for and allowed by the contest. */
const includesAfterEnd = (c: ContestItem, containsEnd: boolean) => containsEnd && c.allowEndSubmit;

/**
 * Per display id, the verdicts of the contest's submissions a viewer may count: the contest admins' own
 * submissions (the creator's, the super admin's) never count.
 */
export const problemTallies = async (db: Db, c: ContestItem, view: { realTime: boolean; containsEnd: boolean }) => {
  const { participants, entries } = await contestRows(db, c.cid);
  const from = Date.parse(c.startTime);
  const sealed = !view.realTime && c.sealRank && c.sealRankTime !== null;
  const before = sealed ? Date.parse(c.sealRankTime!) : includesAfterEnd(c, view.containsEnd) ? Infinity : Date.parse(c.endTime);
  const excluded = (uid: string) => uid === c.uid || participants.get(uid)?.roleId === Role.ROOT;
  const tallies = new Map<string, ProblemTally>();
  for (const e of entries) {
    if (e.at < from || e.at >= before || excluded(e.uid)) continue;
    let t = tallies.get(e.displayId);
    if (!t) tallies.set(e.displayId, (t = emptyTally()));
    t.total++;
    const field = TALLY_FIELD[e.status];
    if (field) t[field]++;
  }
  return tallies;
};

export interface MyStatus {
  status: number;
  score: number | null;
}

/**
 * The caller's status per display id from their own row: ACM, Accepted once any submission was, else the latest;
 * OI, the latest with its score, or Submitted Unknown Result when it was made behind the seal and the caller has
 * no real-time view. Display ids without a submission are left out (Not Submitted).
 */
export const myStatuses = (c: ContestItem, mine: readonly ParticipantEntry[], view: { realTime: boolean; containsEnd: boolean }) => {
  const out = new Map<string, MyStatus>();
  const end = Date.parse(c.endTime);
  const sealAt = !view.realTime && c.sealRank && c.sealRankTime ? Date.parse(c.sealRankTime) : Infinity;
  const counted = mine.filter((e) => e.at < end || includesAfterEnd(c, view.containsEnd));
  for (const e of counted) {
    // entries are oldest first: a later one replaces an earlier one, except over an ACM Accepted
    if (c.type === ContestType.OI) {
      out.set(e.displayId, e.at >= sealAt ? { status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT, score: null } : { status: e.status, score: e.score });
    } else if (out.get(e.displayId)?.status !== JudgeStatus.ACCEPTED) {
      out.set(e.displayId, { status: e.status, score: null });
    }
  }
  return out;
};
