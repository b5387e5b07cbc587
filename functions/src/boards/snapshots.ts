/**
 * The snapshot objects of one rebuild, computed by the pure board functions from one read of the contest's
 * participants (ARCHITECTURE.md decision 6). Rows are written in the reference's reply shapes, so readers only
 * page, search and filter them.
 */
import { ContestType } from '@oj/shared';
import type { AcmRankRow, BoardSnapshot, BoardVariant, OiRankRow, ScrollSubmission } from '@oj/shared';
import { acmBoard, isSealed, oiBoard, type AcmRow, type BoardView, type OiRow } from '@oj/shared/domain/scoreboard';
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

const identity = (row: AcmRow | OiRow, p: Participant | undefined) => ({
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
const acmVo = (row: AcmRow, p: Participant | undefined): AcmRankRow => {
  const submissionInfo: AcmRankRow['submissionInfo'] = {};
  for (const displayId in row.problems) {
    const c = row.problems[displayId]!;
    const vo: AcmRankRow['submissionInfo'][string] = { isAC: c.ac, errorNum: c.tries };
    if (c.acTime !== null) vo.ACTime = c.acTime;
    if (c.pending) vo.tryNum = c.pending;
    if (c.ac) vo.isFirstAC = c.firstBlood;
    if (c.isAfterContest) vo.isAfterContest = true;
    submissionInfo[displayId] = vo;
  }
  return { ...identity(row, p), ac: row.solved, total: row.total, totalTime: row.penalty, submissionInfo };
};

const oiVo = (row: OiRow, p: Participant | undefined): OiRankRow => {
  const submissionInfo: Record<string, number> = {};
  const timeInfo: Record<string, number> = {};
  for (const displayId in row.problems) {
    const c = row.problems[displayId]!;
    submissionInfo[displayId] = c.score;
    if (c.time !== null) timeInfo[displayId] = c.time;
  }
  return { ...identity(row, p), totalScore: row.totalScore, totalTime: row.totalTime, submissionInfo, timeInfo };
};

export const buildSnapshots = (input: BoardInput, now: Date): RebuildOutput => {
  const { contest, participants, submissions } = input;
  const settings = boardContestOf(contest, participants);
  const unranked = new Set(settings.unrankedUids);
  const builtAt = now.toISOString();
  const board = (variant: BoardVariant, view: Omit<BoardView, 'now'>): BoardSnapshot => {
    const full = { ...view, now };
    const rows =
      contest.type === ContestType.OI
        ? oiBoard(settings, submissions, full).map((r) => oiVo(r, participants.get(r.uid)))
        : acmBoard(settings, submissions, full).map((r) => acmVo(r, participants.get(r.uid)));
    return { cid: contest.cid, type: contest.type, variant, builtAt, rows, problems: problemTallies(contest, submissions, unranked, variant) };
  };
  const sealed = isSealed(settings, now);
  const live = board('live', { live: true, containsEnd: false });
  // the variants differ only when there are after-contest submissions, or a seal
  const afterContest = submissions.some((s) => s.at >= Date.parse(contest.endTime));
  const boards = [live, afterContest ? board('live-end', { live: true, containsEnd: true }) : { ...live, variant: 'live-end' as const }];
  if (sealed) boards.push(board('sealed', { live: false, containsEnd: false }));
  return { boards, scroll: scrollOf(input, now), sealed };
};

/** Every in-contest submission of ranked participants, in time order (as read), for the resolver to replay. */
const scrollOf = ({ contest, participants, submissions }: BoardInput, now: Date): ScrollSnapshot | undefined => {
  const end = Date.parse(contest.endTime);
  if (contest.type !== ContestType.ACM || !contest.sealRank || now.getTime() < end) return undefined;
  const start = Date.parse(contest.startTime);
  const unranked = new Set(unrankedUids(contest, participants));
  const kept = submissions.filter((s) => !unranked.has(s.uid) && s.at >= start && s.at < end);
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
