import { Role } from '@oj/shared';
import type { ContestItem, ContestParticipantItem } from '@oj/shared/db/items/contest';
import type { BoardContest } from '@oj/shared/domain/scoreboard';
import type { ContestRows, ParticipantEntry } from '../data/contests.ts';
import type { DataDeps } from '../deps.ts';

export type Participant = ContestParticipantItem;

/** What one rebuild reads: the contest, its problems and its participants with their counted submissions. */
export interface BoardInput {
  contest: ContestItem;
  participants: Map<string, Participant>;
  /** Participant by participant, as stored; only those of problems still in the contest (a removed problem leaves the board). */
  submissions: ParticipantEntry[];
}

export async function readBoardInput(deps: DataDeps, cid: number): Promise<BoardInput | undefined> {
  const contest = await deps.repos.contests.getContest(cid);
  if (!contest) return undefined;
  const [rows, problems] = await Promise.all([deps.repos.contests.contestRowsAsStored(cid), deps.repos.contests.contestProblems(cid)]);
  return boardInputOf(
    contest,
    rows,
    problems.map((p) => p.displayId),
  );
}

export function boardInputOf(contest: ContestItem, rows: ContestRows, displayIds: readonly string[]): BoardInput {
  const current = new Set(displayIds);
  return { contest, participants: rows.participants, submissions: rows.entries.filter((e) => current.has(e.displayId)) };
}

/** Never on the board (judging.md): the super admin and the contest's creator (a group root once groups exist). */
export function unrankedUids(contest: ContestItem, participants: Map<string, Participant>): string[] {
  return [contest.uid, ...[...participants.values()].filter((p) => p.roleId === Role.ROOT && p.uid !== contest.uid).map((p) => p.uid)];
}

/** The settings the board functions read. */
export function boardContestOf(contest: ContestItem, participants: Map<string, Participant>): BoardContest {
  return {
    startTime: contest.startTime,
    endTime: contest.endTime,
    sealRank: contest.sealRank,
    sealRankTime: contest.sealRankTime,
    autoRealRank: contest.autoRealRank,
    oiScoreRule: contest.oiRankScoreType === 'Highest' ? 'Highest' : 'Recent',
    starUsernames: contest.starAccount,
    unrankedUids: unrankedUids(contest, participants),
    awardType: contest.awardType === 1 || contest.awardType === 2 ? contest.awardType : 0,
    awards: [...contest.awardConfigList].sort((a, b) => a.priority - b.priority),
  };
}
