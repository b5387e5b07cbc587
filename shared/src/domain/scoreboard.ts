/**
 * Contest scoreboards (shared/reference/judging.md "Scoreboards"), computed by one pure function from a
 * contest's settings and its submissions. Boards are materialised from this and served as snapshots; no
 * view recomputes them.
 */
import { JudgeStatus } from '../enums.ts';

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
export interface AcmRow extends RowBase {
  solved: number;
  /** Submissions counted on the row (every kind, as the reference counts them). */
  total: number;
  /** Seconds: time to each solve plus 20 minutes per earlier wrong try. */
  penalty: number;
  problems: Record<string, AcmCell>;
}
export interface OiRow extends RowBase {
  totalScore: number;
  totalTime: number;
  problems: Record<string, OiCell>;
}

const WRONG_TRIES = new Set<number>([JudgeStatus.PRESENTATION_ERROR, JudgeStatus.WRONG_ANSWER, JudgeStatus.TIME_LIMIT_EXCEEDED, JudgeStatus.MEMORY_LIMIT_EXCEEDED, JudgeStatus.RUNTIME_ERROR]);
const IN_PROGRESS = new Set<number>([JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING]);
const PENALTY_PER_TRY_SECONDS = 20 * 60;

/** Whether the board is sealed at `now` (contest admins asking for the live board see through it). */
export const isSealed = (c: Pick<BoardContest, 'sealRank' | 'sealRankTime' | 'endTime' | 'autoRealRank'>, now: Date): boolean => {
  if (!c.sealRank || !c.sealRankTime) return false;
  const t = now.getTime();
  if (t >= Date.parse(c.endTime)) return !c.autoRealRank;
  return t >= Date.parse(c.sealRankTime);
};

/** Whether submissions are already in time order (callers sort once for all the boards of a rebuild). */
const inTimeOrder = (subs: readonly BoardSubmission[]) => subs.every((s, i) => i === 0 || subs[i - 1]!.at <= s.at);

/**
 * Visits the submissions a board counts, in time order, each marked as after the contest or behind the seal.
 * A visitor rather than a filtered copy: a board of 200,000 submissions should not allocate 200,000 wrappers.
 */
const eachCounted = (c: BoardContest, subs: readonly BoardSubmission[], view: BoardView, visit: (s: BoardSubmission, afterContest: boolean, hidden: boolean) => void) => {
  const start = Date.parse(c.startTime);
  const end = Date.parse(c.endTime);
  const sealed = !view.live && isSealed(c, view.now);
  const sealAt = sealed ? Date.parse(c.sealRankTime!) : Infinity;
  const unranked = new Set(c.unrankedUids);
  const ordered = inTimeOrder(subs) ? subs : [...subs].sort((a, b) => a.at - b.at);
  for (const s of ordered) {
    const at = s.at;
    if (at < start || (at >= end && (!view.containsEnd || sealed)) || unranked.has(s.uid)) continue;
    visit(s, at >= end, at >= sealAt);
  }
};

/** Last tie-break: by username, in code-point order (stable across locales, and cheap). */
const byName = (a: RowBase, b: RowBase) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0);

/** Competition ranking (1, 1, 3) over rows already sorted, by a key that says which rows tie. */
const rankRows = <R extends RowBase>(rows: R[], stars: ReadonlySet<string>, tieKey: (r: R) => string): R[] => {
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
  return rows;
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

export const acmBoard = (c: BoardContest, subs: readonly BoardSubmission[], view: BoardView): AcmRow[] => {
  const start = Date.parse(c.startTime);
  const rows = new Map<string, AcmRow>();
  const firstAc = new Map<string, number>();
  const accepted: { cell: AcmCell; displayId: string; at: number }[] = [];
  eachCounted(c, subs, view, (s, afterContest, hidden) => {
    const at = s.at;
    let row = rows.get(s.uid);
    if (!row) rows.set(s.uid, (row = { uid: s.uid, username: s.username, rank: 0, award: null, solved: 0, total: 0, penalty: 0, problems: {} }));
    const cell = (row.problems[s.displayId] ??= { ac: false, acTime: null, tries: 0, pending: 0, firstBlood: false, isAfterContest: false });
    row.total++;
    if (cell.ac) return;
    cell.isAfterContest ||= afterContest;
    if (hidden || IN_PROGRESS.has(s.status)) {
      cell.pending++;
    } else if (s.status === JudgeStatus.ACCEPTED) {
      cell.ac = true;
      cell.acTime = Math.floor((at - start) / 1000);
      row.solved++;
      row.penalty += cell.acTime + cell.tries * PENALTY_PER_TRY_SECONDS;
      if (!afterContest) {
        accepted.push({ cell, displayId: s.displayId, at });
        firstAc.set(s.displayId, Math.min(firstAc.get(s.displayId) ?? Infinity, at));
      }
    } else if (WRONG_TRIES.has(s.status)) {
      cell.tries++;
    }
  });
  // first blood: every in-contest accepted submission at the earliest time of its problem (ties all count)
  for (const { cell, displayId, at } of accepted) cell.firstBlood = at === firstAc.get(displayId);
  const sorted = [...rows.values()].sort((a, b) => b.solved - a.solved || a.penalty - b.penalty || byName(a, b));
  const ranked = rankRows(sorted, new Set(c.starUsernames), (r) => `${r.solved}/${r.penalty}`);
  award(c, ranked, (r) => r.solved > 0);
  return ranked;
};

export const oiBoard = (c: BoardContest, subs: readonly BoardSubmission[], view: BoardView): OiRow[] => {
  const rows = new Map<string, OiRow>();
  eachCounted(c, subs, view, (s, afterContest, hidden) => {
    let row = rows.get(s.uid);
    if (!row) rows.set(s.uid, (row = { uid: s.uid, username: s.username, rank: 0, award: null, totalScore: 0, totalTime: 0, problems: {} }));
    const cell = (row.problems[s.displayId] ??= { score: 0, time: null, pending: 0, isAfterContest: false });
    cell.isAfterContest ||= afterContest;
    if (hidden || IN_PROGRESS.has(s.status)) {
      cell.pending++;
      return;
    }
    const score = s.score ?? 0;
    cell.score = c.oiScoreRule === 'Recent' ? score : Math.max(cell.score, score);
    if (s.status === JudgeStatus.ACCEPTED && s.time !== null) cell.time = cell.time === null ? s.time : Math.min(cell.time, s.time);
  });
  for (const row of rows.values()) {
    const cells = Object.values(row.problems);
    row.totalScore = cells.reduce((n, x) => n + x.score, 0);
    row.totalTime = cells.reduce((n, x) => n + (x.time ?? 0), 0);
  }
  const sorted = [...rows.values()].sort((a, b) => b.totalScore - a.totalScore || a.totalTime - b.totalTime || byName(a, b));
  const ranked = rankRows(sorted, new Set(c.starUsernames), (r) => `${r.totalScore}/${r.totalTime}`);
  award(c, ranked, (r) => r.totalScore > 0);
  return ranked;
};
