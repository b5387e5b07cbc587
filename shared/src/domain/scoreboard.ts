/**
 * Contest scoreboards (shared/reference/judging.md "Scoreboards"), computed by one pure function from a
 * contest's settings and its submissions. Boards are materialised from this and served as snapshots; no
 * view recomputes them.
 */
import { JudgeStatus } from '../enums.ts';
import { byDisplayId } from './display-id.ts';

export interface BoardSubmission {
  uid: string;
  username: string;
  /** The problem's display id in the contest (A, B, ...). */
  displayId: string;
  status: number;
  score: number | null;
  /** Run time in ms of the judged program (OI tie-break). */
  time: number | null;
  /** Submit time, epoch ms (read once by the caller: parsing dates dominates a 200,000-submission board). */
  at: number;
}

/** The settings a board reads (the rule picks the function: acmBoard or oiBoard). */
export interface BoardContest {
  startTime: string;
  endTime: string;
  sealRank: boolean;
  sealRankTime: string | null;
  autoRealRank: boolean;
  /** OI: a user's last submission per problem counts, or the best. */
  oiScoreRule: 'Recent' | 'Highest';
  /** Shown with rank -1, never ranked nor awarded. */
  starUsernames: readonly string[];
  /** Never on the board: the super admin, the contest's creator, a group contest's group root. */
  unrankedUids: readonly string[];
  /** 0 none; 1 percentages of ranked participants (rounded down); 2 fixed counts. In award order. */
  awardType: 0 | 1 | 2;
  awards: readonly { name: string; background: string; color: string; num: number }[];
}

export interface BoardView {
  now: Date;
  /** A contest admin asking for the live board (forceRefresh): sealing does not apply. */
  live: boolean;
  /** Include after-contest submissions (when the contest allows them and the board is not sealed). */
  containsEnd: boolean;
}

export interface AcmCell {
  ac: boolean;
  /** Seconds from the start to the accepted submission. */
  acTime: number | null;
  /** Wrong tries counted before the accepted one (or so far). */
  tries: number;
  /** Submissions hidden by the seal, shown as pending. */
  pending: number;
  firstBlood: boolean;
  isAfterContest: boolean;
}

export interface OiCell {
  score: number;
  /** The fastest accepted run time, ms. */
  time: number | null;
  pending: number;
  isAfterContest: boolean;
}

interface RowBase {
  uid: string;
  username: string;
  /** Equal rows share a rank; star users have -1. */
  rank: number;
  award: { name: string; background: string; color: string } | null;
}
/** An ACM row without its cells. */
export interface AcmStanding extends RowBase {
  solved: number;
  /** Submissions counted on the row (every kind, as the reference counts them). */
  total: number;
  /** Seconds: time to each solve plus 20 minutes per earlier wrong try. */
  penalty: number;
}
export interface AcmRow extends AcmStanding {
  problems: Record<string, AcmCell>;
}
/** An OI row without its cells. */
export interface OiStanding extends RowBase {
  totalScore: number;
  totalTime: number;
}
export interface OiRow extends OiStanding {
  problems: Record<string, OiCell>;
}

/** A row as counted: its standing, and its cells by column (absent where the row has no counted submission). */
export interface CountedRow<S, C> {
  standing: S;
  cells: (C | undefined)[];
}

/**
 * Boards as counted, before cells are keyed by display id (the board builder writes its own cells from these, so
 * it keys each row's cells once, not twice).
 */
export interface CountedBoards<S, C> {
  /** The display id of each column, in display order (A, B, ..., A1 before A10). */
  columns: string[];
  /** One board per view asked for, rows in rank order. */
  boards: CountedRow<S, C>[][];
}

const WRONG_TRIES = new Set<number>([JudgeStatus.PRESENTATION_ERROR, JudgeStatus.WRONG_ANSWER, JudgeStatus.TIME_LIMIT_EXCEEDED, JudgeStatus.MEMORY_LIMIT_EXCEEDED, JudgeStatus.RUNTIME_ERROR]);
const IN_PROGRESS = new Set<number>([JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING]);
const PENALTY_PER_TRY_SECONDS = 20 * 60;

/** Whether the board is sealed at `now` (contest admins asking for the live board see through it). */
export function isSealed(c: Pick<BoardContest, 'sealRank' | 'sealRankTime' | 'endTime' | 'autoRealRank'>, now: Date): boolean {
  if (!c.sealRank || !c.sealRankTime) return false;
  const t = now.getTime();
  if (t >= Date.parse(c.endTime)) return !c.autoRealRank;
  return t >= Date.parse(c.sealRankTime);
}

/** Whether a participant's submissions are in time order. */
const inTimeOrder = (own: readonly BoardSubmission[]) => own.every((s, i) => i === 0 || own[i - 1]!.at <= s.at);

/** Each participant's submissions in time order (equal times keep the order given). */
const byParticipant = (subs: readonly BoardSubmission[]): BoardSubmission[][] => {
  const groups = new Map<string, BoardSubmission[]>();
  // callers pass them participant by participant: a run of one participant's is taken whole
  for (let i = 0; i < subs.length;) {
    const uid = subs[i]!.uid;
    let next = i + 1;
    while (next < subs.length && subs[next]!.uid === uid) next++;
    const group = groups.get(uid);
    if (group) for (let j = i; j < next; j++) group.push(subs[j]!);
    else groups.set(uid, subs.slice(i, next));
    i = next;
  }
  return [...groups.values()].map((own) => (inTimeOrder(own) ? own : own.sort((a, b) => a.at - b.at)));
};

/** The display ids submitted to, in display order. */
const columnsOf = (subs: readonly BoardSubmission[]): string[] => {
  const ids = new Set<string>();
  for (const s of subs) ids.add(s.displayId);
  return [...ids]
    .map((displayId) => ({ displayId }))
    .sort(byDisplayId)
    .map((p) => p.displayId);
};

/** What one board counts: submissions from the start until `until`; those at or after `sealAt` show as pending. */
interface Window {
  until: number;
  sealAt: number;
}

const windowOf = (c: BoardContest, view: BoardView): Window => {
  const sealed = !view.live && isSealed(c, view.now);
  return { until: view.containsEnd && !sealed ? Infinity : Date.parse(c.endTime), sealAt: sealed ? Date.parse(c.sealRankTime!) : Infinity };
};

/**
 * Counts the submissions of every board asked for in ONE pass, participant by participant in time order: each
 * submission is handed to `count` once per board that counts it, with that board's row of its author (made on
 * their first counted submission there), its column, and whether it is after the contest or hidden by the seal.
 * Going participant by participant keeps a row at hand while its submissions are counted. Rows come unsorted.
 */
const countBoards = <S, C>(
  c: BoardContest,
  subs: readonly BoardSubmission[],
  views: readonly BoardView[],
  newStanding: (s: BoardSubmission) => S,
  count: (row: CountedRow<S, C>, column: number, s: BoardSubmission, board: number, afterContest: boolean, hidden: boolean) => void,
): CountedBoards<S, C> => {
  const start = Date.parse(c.startTime);
  const end = Date.parse(c.endTime);
  const windows = views.map((v) => windowOf(c, v));
  const unranked = new Set(c.unrankedUids);
  const columns = columnsOf(subs);
  const columnOf = new Map(columns.map((displayId, column) => [displayId, column]));
  const boards = windows.map((): CountedRow<S, C>[] => []);
  const own: (CountedRow<S, C> | undefined)[] = windows.map(() => undefined);
  for (const subsOfOne of byParticipant(subs)) {
    if (unranked.has(subsOfOne[0]!.uid)) continue;
    own.fill(undefined);
    for (const s of subsOfOne) {
      const at = s.at;
      if (at < start) continue;
      const column = columnOf.get(s.displayId)!;
      for (let b = 0; b < windows.length; b++) {
        const w = windows[b]!;
        if (at >= w.until) continue;
        let row = own[b];
        if (!row) boards[b]!.push((own[b] = row = { standing: newStanding(s), cells: [] }));
        count(row, column, s, b, at >= end, at >= w.sealAt);
      }
    }
  }
  return { columns, boards };
};

/** Each board's rows with their cells keyed by display id. */
const keyedRows = <S, C>({ columns, boards }: CountedBoards<S, C>): (S & { problems: Record<string, C> })[][] =>
  boards.map((rows) =>
    rows.map(({ standing, cells }) => {
      const problems: Record<string, C> = {};
      for (let column = 0; column < columns.length; column++) {
        const cell = cells[column];
        if (cell) problems[columns[column]!] = cell;
      }
      return { ...standing, problems };
    }),
  );

/** Last tie-break: by username, in code-point order (stable across locales, and cheap). */
const byName = (a: RowBase, b: RowBase) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0);

/** Competition ranking (1, 1, 3) over rows already sorted, by a key that says which rows tie. */
const rankRows = <R extends RowBase>(rows: readonly R[], stars: ReadonlySet<string>, tieKey: (r: R) => string) => {
  let rank = 0;
  let seen = 0;
  let lastKey: string | undefined;
  for (const row of rows) {
    if (stars.has(row.username)) {
      row.rank = -1;
      continue;
    }
    seen++;
    const key = tieKey(row);
    if (key !== lastKey) rank = seen;
    lastKey = key;
    row.rank = rank;
  }
};

/** Awards in rank order to ranked rows that scored; a tie at a band's edge takes the better award together. */
const award = <R extends RowBase>(c: BoardContest, rows: readonly R[], scored: (r: R) => boolean) => {
  if (c.awardType === 0) return;
  const ranked = rows.filter((r) => r.rank > 0);
  const eligible = ranked.filter(scored);
  let next = 0;
  for (const a of c.awards) {
    const count = c.awardType === 1 ? Math.floor((a.num / 100) * ranked.length) : a.num;
    if (count <= 0 || next >= eligible.length) continue;
    let end = Math.min(next + count, eligible.length);
    while (end < eligible.length && eligible[end]!.rank === eligible[end - 1]!.rank) end++;
    for (let i = next; i < end; i++) eligible[i]!.award = { name: a.name, background: a.background, color: a.color };
    next = end;
  }
};

/** Sorts a board's rows, ranks them and gives the awards. */
const rankBoard = <S extends RowBase>(c: BoardContest, rows: { standing: S }[], order: (a: S, b: S) => number, tieKey: (s: S) => string, scored: (s: S) => boolean) => {
  rows.sort((a, b) => order(a.standing, b.standing) || byName(a.standing, b.standing));
  const standings = rows.map((r) => r.standing);
  rankRows(standings, new Set(c.starUsernames), tieKey);
  award(c, standings, scored);
};

/**
 * ACM boards, one per view, counted in one pass over the submissions (a rebuild asks for the live board, the live
 * board with after-contest runs and the sealed one together). Submissions may come in any order; passing them
 * participant by participant is fastest.
 */
export function countAcmBoards(c: BoardContest, subs: readonly BoardSubmission[], views: readonly BoardView[]): CountedBoards<AcmStanding, AcmCell> {
  const start = Date.parse(c.startTime);
  // in-contest solves of each board, for first blood: the cell, its column and its time
  const solves = views.map(() => ({ cells: [] as AcmCell[], columns: [] as number[], at: [] as number[] }));
  const counted = countBoards<AcmStanding, AcmCell>(
    c,
    subs,
    views,
    (s) => ({ uid: s.uid, username: s.username, rank: 0, award: null, solved: 0, total: 0, penalty: 0 }),
    ({ standing, cells }, column, s, board, afterContest, hidden) => {
      const cell = (cells[column] ??= { ac: false, acTime: null, tries: 0, pending: 0, firstBlood: false, isAfterContest: false });
      standing.total++;
      if (cell.ac) return;
      cell.isAfterContest ||= afterContest;
      if (hidden || IN_PROGRESS.has(s.status)) {
        cell.pending++;
      } else if (s.status === JudgeStatus.ACCEPTED) {
        cell.ac = true;
        cell.acTime = Math.floor((s.at - start) / 1000);
        standing.solved++;
        standing.penalty += cell.acTime + cell.tries * PENALTY_PER_TRY_SECONDS;
        if (afterContest) return;
        const solved = solves[board]!;
        solved.cells.push(cell);
        solved.columns.push(column);
        solved.at.push(s.at);
      } else if (WRONG_TRIES.has(s.status)) {
        cell.tries++;
      }
    },
  );
  counted.boards.forEach((rows, board) => {
    // first blood: every in-contest solve at the earliest time of its problem (ties all count)
    const { cells, columns, at } = solves[board]!;
    const first = counted.columns.map(() => Infinity);
    for (let i = 0; i < cells.length; i++) first[columns[i]!] = Math.min(first[columns[i]!]!, at[i]!);
    for (let i = 0; i < cells.length; i++) cells[i]!.firstBlood = at[i] === first[columns[i]!];
    rankBoard(
      c,
      rows,
      (a, b) => b.solved - a.solved || a.penalty - b.penalty,
      (r) => `${r.solved}/${r.penalty}`,
      (r) => r.solved > 0,
    );
  });
  return counted;
}

export function acmBoards(c: BoardContest, subs: readonly BoardSubmission[], views: readonly BoardView[]): AcmRow[][] {
  return keyedRows(countAcmBoards(c, subs, views));
}

export function acmBoard(c: BoardContest, subs: readonly BoardSubmission[], view: BoardView): AcmRow[] {
  return acmBoards(c, subs, [view])[0]!;
}

/** OI boards, one per view, counted in one pass over the submissions (as countAcmBoards). */
export function countOiBoards(c: BoardContest, subs: readonly BoardSubmission[], views: readonly BoardView[]): CountedBoards<OiStanding, OiCell> {
  const recent = c.oiScoreRule === 'Recent';
  const counted = countBoards<OiStanding, OiCell>(
    c,
    subs,
    views,
    (s) => ({ uid: s.uid, username: s.username, rank: 0, award: null, totalScore: 0, totalTime: 0 }),
    ({ cells }, column, s, _board, afterContest, hidden) => {
      const cell = (cells[column] ??= { score: 0, time: null, pending: 0, isAfterContest: false });
      cell.isAfterContest ||= afterContest;
      if (hidden || IN_PROGRESS.has(s.status)) {
        cell.pending++;
        return;
      }
      const score = s.score ?? 0;
      cell.score = recent ? score : Math.max(cell.score, score);
      if (s.status === JudgeStatus.ACCEPTED && s.time !== null) cell.time = cell.time === null ? s.time : Math.min(cell.time, s.time);
    },
  );
  for (const rows of counted.boards) {
    for (const { standing, cells } of rows) {
      for (const cell of cells) {
        if (!cell) continue;
        standing.totalScore += cell.score;
        standing.totalTime += cell.time ?? 0;
      }
    }
    rankBoard(
      c,
      rows,
      (a, b) => b.totalScore - a.totalScore || a.totalTime - b.totalTime,
      (r) => `${r.totalScore}/${r.totalTime}`,
      (r) => r.totalScore > 0,
    );
  }
  return counted;
}

export function oiBoards(c: BoardContest, subs: readonly BoardSubmission[], views: readonly BoardView[]): OiRow[][] {
  return keyedRows(countOiBoards(c, subs, views));
}

export function oiBoard(c: BoardContest, subs: readonly BoardSubmission[], view: BoardView): OiRow[] {
  return oiBoards(c, subs, [view])[0]!;
}
