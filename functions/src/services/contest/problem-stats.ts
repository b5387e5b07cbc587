/**
 * Counts and statuses of a contest's problems: the contest's per-problem ac/total from the scoreboard snapshot the
 * rebuild writes (no per-request read of the participant rows), and the caller's own status per problem from
 * their own row. The counting windows follow the reference: from the start, before the seal for viewers
 * without the real-time view, and before the end unless after-contest submissions are asked for and allowed.
 */
import { ContestType, JudgeStatus } from '@oj/shared';
import type { ContestItem } from '@oj/shared/db/items/contest';
import type { DataDeps } from '../../deps.ts';
import type { ParticipantEntry } from '../../data/contests.ts';
import type { ProblemTally } from '../../boards/problem-tallies.ts';
import { readBoard } from '../../boards/read-board.ts';

export { emptyTally } from '../../boards/problem-tallies.ts';

/** Whether after-contest submissions count: asked for and allowed by the contest. */
const includesAfterEnd = (c: ContestItem, containsEnd: boolean) => containsEnd && c.allowEndSubmit;

/**
 * Per display id, the verdicts of the contest's submissions a viewer may count: those of the board this viewer
 * would see (the live one with the real-time view, else the sealed one).
 */
export async function problemTallies(deps: DataDeps, c: ContestItem, view: { realTime: boolean; containsEnd: boolean }): Promise<Map<string, ProblemTally>> {
  const board = await readBoard(deps, c, { uid: undefined, admin: view.realTime }, { forceRefresh: view.realTime, containsEnd: view.containsEnd });
  return new Map(Object.entries(board.problems as Record<string, ProblemTally>));
}

export interface MyStatus {
  status: number;
  score: number | null;
}

/**
 * The caller's status per display id from their own row: ACM, Accepted once any submission was, else the latest;
 * OI, the latest with its score, or Submitted Unknown Result when it was made behind the seal and the caller has
 * no real-time view. Display ids without a submission are left out (Not Submitted).
 */
export function myStatuses(c: ContestItem, mine: readonly ParticipantEntry[], view: { realTime: boolean; containsEnd: boolean }) {
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
}
