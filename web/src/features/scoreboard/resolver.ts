/**
 * The scroll board's resolver (spec 001 2.5): the board as it stood when the rank was sealed, then revealed from
 * the bottom one problem at a time until it equals the live board. Every board along the way is the shared ACM
 * board function's result (acmBoard) over the same submissions, with the not yet revealed ones after the seal
 * turned into pending runs; so penalty, ties, first blood and star users follow the one set of rules.
 */
import type { ScrollSubmission } from '@oj/shared';
import { JudgeStatus } from '@oj/shared/enums';
import { acmBoard, type AcmRow, type BoardContest, type BoardSubmission, type BoardView } from '@oj/shared/domain/scoreboard';

export interface ResolverInput {
  startTime: string;
  sealRankTime: string;
  /** Display ids in the contest's order: a row reveals its problems in this order. */
  problems: readonly string[];
  starUsernames: readonly string[];
  submissions: readonly ScrollSubmission[];
}

/** One revealed cell: which row, which problem, and where the row stood before and after. */
export interface RevealStep {
  uid: string;
  displayId: string;
  from: number;
  to: number;
}

export interface ResolverState {
  /** The board in display order. */
  rows: AcmRow[];
  /** Cells (`cellKey`) whose runs after the seal are shown. */
  revealed: ReadonlySet<string>;
  /** The lowest row still holding hidden runs; every row below it is final. -1 once everything is revealed. */
  cursor: number;
  last: RevealStep | null;
}

/** Submissions the scroll board receives are all inside the contest: its end never cuts any of them off. */
const NO_END = '9999-12-31T23:59:59.999Z';
const LIVE: BoardView = { now: new Date(0), live: true, containsEnd: false };

export function cellKey(uid: string, displayId: string) {
  return `${uid}\u0000${displayId}`;
}

/** A prepared replay: the board at any set of revealed cells. */
export interface Replay {
  problems: readonly string[];
  boardAt(revealed: ReadonlySet<string>): AcmRow[];
  /** Whether a cell of a row still hides runs. */
  hides(row: AcmRow, displayId: string, revealed: ReadonlySet<string>): boolean;
}

export function prepareReplay(input: ResolverInput): Replay {
  const sealAt = Date.parse(input.sealRankTime);
  const contest: BoardContest = {
    startTime: input.startTime,
    endTime: NO_END,
    sealRank: false,
    sealRankTime: null,
    autoRealRank: false,
    oiScoreRule: 'Recent',
    starUsernames: input.starUsernames,
    unrankedUids: [],
    awardType: 0,
    awards: [],
  };
  // in time order once, so no step sorts them again
  const runs: BoardSubmission[] = input.submissions
    .map((s) => ({ uid: s.uid, username: s.username, displayId: s.displayId, status: s.status, score: null, time: null, at: Date.parse(s.submitTime), id: s.submitId }))
    .sort((a, b) => a.at - b.at || a.id - b.id);
  // a compile error never counts, so it is no secret either (as on the reference's scroll board)
  const hidden = runs.map((r) => (r.at >= sealAt && r.status !== JudgeStatus.COMPILE_ERROR ? cellKey(r.uid, r.displayId) : null));
  const hiddenCells = new Set(hidden.filter((k): k is string => k !== null));
  return {
    problems: input.problems,
    boardAt: (revealed) =>
      acmBoard(
        contest,
        runs.map((r, i) => {
          const key = hidden[i];
          return key && !revealed.has(key) ? { ...r, status: JudgeStatus.PENDING } : r;
        }),
        LIVE,
      ),
    hides: (row, displayId, revealed) => {
      const key = cellKey(row.uid, displayId);
      return hiddenCells.has(key) && !revealed.has(key) && (row.problems[displayId]?.pending ?? 0) > 0;
    },
  };
}

/** The display ids of a row's cells in the contest's order (cells of problems no longer listed come last). */
const cellOrder = (replay: Replay, row: AcmRow) => {
  const listed = replay.problems.filter((p) => p in row.problems);
  return [...listed, ...Object.keys(row.problems).filter((p) => !replay.problems.includes(p))];
};

const hidesAny = (replay: Replay, row: AcmRow, revealed: ReadonlySet<string>) => cellOrder(replay, row).some((p) => replay.hides(row, p, revealed));

/** Moves the cursor up past rows with nothing left to reveal: those rows are final. */
const settle = (replay: Replay, rows: AcmRow[], revealed: ReadonlySet<string>, from: number) => {
  let cursor = Math.min(from, rows.length - 1);
  while (cursor >= 0 && !hidesAny(replay, rows[cursor]!, revealed)) cursor--;
  return cursor;
};

/** The board as it stood at the seal. */
export function initialState(replay: Replay): ResolverState {
  const revealed = new Set<string>();
  const rows = replay.boardAt(revealed);
  return { rows, revealed, cursor: settle(replay, rows, revealed, rows.length - 1), last: null };
}

/** Reveals the first hidden problem of the lowest row that still hides one; the row may then move up. */
export function nextStep(replay: Replay, state: ResolverState): ResolverState {
  if (state.cursor < 0) return state;
  const row = state.rows[state.cursor]!;
  const displayId = cellOrder(replay, row).find((p) => replay.hides(row, p, state.revealed))!;
  const revealed = new Set(state.revealed).add(cellKey(row.uid, displayId));
  const rows = replay.boardAt(revealed);
  const to = rows.findIndex((r) => r.uid === row.uid);
  return { rows, revealed, cursor: settle(replay, rows, revealed, state.cursor), last: { uid: row.uid, displayId, from: state.cursor, to } };
}

export function isDone(state: ResolverState) {
  return state.cursor < 0;
}

/** Rows at or below this index are final (nothing above can fall below them). */
export function isFinal(state: ResolverState, index: number) {
  return index > state.cursor;
}

export type RevealKind = 'firstAc' | 'ac' | 'pending' | 'wrong';

/** How the scroll board colours a cell: solved first, solved, still hidden, or tried without a solve. */
export function revealKind(cell: AcmRow['problems'][string] | undefined): RevealKind | null {
  if (!cell) return null;
  if (cell.ac) return cell.firstBlood ? 'firstAc' : 'ac';
  if (cell.pending > 0) return 'pending';
  return cell.tries > 0 ? 'wrong' : null;
}

export type Medal = 'gold' | 'silver' | 'bronze';
const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

/**
 * A ranked row's medal from the counts of gold, silver and bronze medals: ranks 1..gold are gold, the next
 * silver ones silver and so on; rows sharing a rank share the medal. Star users and rows without a solve get none.
 */
export function medalOf(row: Pick<AcmRow, 'rank' | 'solved'>, counts: readonly number[]): Medal | null {
  if (row.rank < 1 || row.solved === 0) return null;
  let last = 0;
  for (const [i, medal] of MEDALS.entries()) {
    last += counts[i] ?? 0;
    if (row.rank <= last) return medal;
  }
  return null;
}

/** The default medal counts (spec 001 2.5): 10, 20 and 30 percent of the ranked participants, rounded down. */
export function defaultMedalCounts(ranked: number): [number, number, number] {
  return [Math.floor(ranked * 0.1), Math.floor(ranked * 0.2), Math.floor(ranked * 0.3)];
}
