/**
 * The snapshot objects of one rebuild, computed by the pure board functions from one read of the contest's
 * participants (ARCHITECTURE.md decision 6). Rows are written in the reference's reply shapes, so readers only
 * page, search and filter them.
 */
import { ContestType } from '@oj/shared';
import type { AcmRankRow, BoardSnapshot, BoardVariant, OiRankRow, ScrollSubmission } from '@oj/shared';
import { countAcmBoards, countOiBoards, isSealed, type AcmCell, type AcmStanding, type BoardView, type CountedBoards, type CountedRow, type OiCell, type OiStanding } from '@oj/shared/domain/scoreboard';
import { sortByTime } from '../domain/contests.ts';
import { boardContestOf, unrankedUids, type BoardInput, type Participant } from './board-input.ts';
import { problemTallies } from './problem-tallies.ts';

export interface ScrollSnapshot {
  cid: number;
  builtAt: string;
  submissions: ScrollSubmission[];
}

export interface RebuildOutput {
  boards: BoardSnapshot[];
  /** Only for ACM contests with a seal, once they have ended (the scroll board replays them). */
  scroll: ScrollSnapshot | undefined;
  /** Whether the board was sealed for everyone else when built. */
  sealed: boolean;
}

const identity = (row: AcmStanding | OiStanding, p: Participant | undefined) => ({
  rank: row.rank,
  isWinAward: row.award !== null,
  awardName: row.award?.name ?? null,
  awardBackground: row.award?.background ?? null,
  awardColor: row.award?.color ?? null,
  uid: row.uid,
  username: row.username,
  realname: p?.realname ?? null,
  nickname: p?.nickname ?? null,
  school: p?.school ?? null,
  gender: p?.gender ?? null,
  avatar: p?.avatar ?? null,
});

// Plain loops: these run for every row and cell of every variant of every rebuild.
const acmVo = (columns: readonly string[], { standing, cells }: CountedRow<AcmStanding, AcmCell>, p: Participant | undefined): AcmRankRow => {
  const submissionInfo: AcmRankRow['submissionInfo'] = {};
  for (let column = 0; column < columns.length; column++) {
    const c = cells[column];
    if (!c) continue;
    const vo: AcmRankRow['submissionInfo'][string] = { isAC: c.ac, errorNum: c.tries };
    if (c.acTime !== null) vo.ACTime = c.acTime;
    if (c.pending) vo.tryNum = c.pending;
    if (c.ac) vo.isFirstAC = c.firstBlood;
    if (c.isAfterContest) vo.isAfterContest = true;
    submissionInfo[columns[column]!] = vo;
  }
  return { ...identity(standing, p), ac: standing.solved, total: standing.total, totalTime: standing.penalty, submissionInfo };
};

const oiVo = (columns: readonly string[], { standing, cells }: CountedRow<OiStanding, OiCell>, p: Participant | undefined): OiRankRow => {
  const submissionInfo: Record<string, number> = {};
  const timeInfo: Record<string, number> = {};
  for (let column = 0; column < columns.length; column++) {
    const c = cells[column];
    if (!c) continue;
    submissionInfo[columns[column]!] = c.score;
    if (c.time !== null) timeInfo[columns[column]!] = c.time;
  }
  return { ...identity(standing, p), totalScore: standing.totalScore, totalTime: standing.totalTime, submissionInfo, timeInfo };
};

/** Each counted board's rows in the reference's reply shape. */
const rankRows = <S extends { uid: string }, C, Row>(
  { columns, boards }: CountedBoards<S, C>,
  participants: ReadonlyMap<string, Participant>,
  vo: (columns: readonly string[], row: CountedRow<S, C>, p: Participant | undefined) => Row,
): Row[][] => boards.map((rows) => rows.map((row) => vo(columns, row, participants.get(row.standing.uid))));

/**
 * Every variant of a rebuild from one pass over the submissions (countAcmBoards, countOiBoards). The variants differ only
 * when there are after-contest submissions, or a seal: without after-contest submissions `live-end` is `live`.
 */
export function buildSnapshots(input: BoardInput, now: Date): RebuildOutput {
  const { contest, participants, submissions } = input;
  const settings = boardContestOf(contest, participants);
  const sealed = isSealed(settings, now);
  const end = Date.parse(contest.endTime);
  const afterContest = submissions.some((s) => s.at >= end);
  const views: [BoardVariant, BoardView][] = [['live', { now, live: true, containsEnd: false }]];
  if (afterContest) views.push(['live-end', { now, live: true, containsEnd: true }]);
  if (sealed) views.push(['sealed', { now, live: false, containsEnd: false }]);
  const asked = views.map(([, view]) => view);
  const rows: (AcmRankRow | OiRankRow)[][] =
    contest.type === ContestType.OI ? rankRows(countOiBoards(settings, submissions, asked), participants, oiVo) : rankRows(countAcmBoards(settings, submissions, asked), participants, acmVo);
  const tallies = problemTallies(contest, submissions, new Set(settings.unrankedUids));
  const builtAt = now.toISOString();
  const boards = views.map(([variant], i): BoardSnapshot => ({ cid: contest.cid, type: contest.type, variant, builtAt, rows: rows[i]!, problems: tallies[variant] }));
  if (!afterContest) boards.splice(1, 0, { ...boards[0]!, variant: 'live-end' });
  return { boards, scroll: scrollOf(input, now), sealed };
}

/** Every in-contest submission of ranked participants, in time order (equal times as read), for the resolver to replay. */
const scrollOf = ({ contest, participants, submissions }: BoardInput, now: Date): ScrollSnapshot | undefined => {
  const end = Date.parse(contest.endTime);
  if (contest.type !== ContestType.ACM || !contest.sealRank || now.getTime() < end) return undefined;
  const start = Date.parse(contest.startTime);
  const unranked = new Set(unrankedUids(contest, participants));
  const kept = sortByTime(submissions.filter((s) => !unranked.has(s.uid) && s.at >= start && s.at < end));
  return {
    cid: contest.cid,
    builtAt: now.toISOString(),
    submissions: kept.map((s) => {
      const p = participants.get(s.uid);
      return {
        uid: s.uid,
        username: s.username,
        nickname: p?.nickname ?? null,
        realname: p?.realname ?? null,
        school: p?.school ?? null,
        avatar: p?.avatar ?? null,
        gender: p?.gender ?? null,
        submitId: s.submitId,
        status: s.status,
        submitTime: new Date(s.at).toISOString(),
        displayId: s.displayId,
      };
    }),
  };
};
