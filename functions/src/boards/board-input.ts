import { Role } from '@oj/shared';
import { BoardEntry, ContestParticipantItem, type ContestItem } from '@oj/shared/db/items';
import { PARTICIPANT_ENTRY_FIELD, contestParticipantPrefix } from '@oj/shared/db/keys';
import type { BoardContest, BoardSubmission } from '@oj/shared/domain/scoreboard';
import type { Db } from '../data/db.ts';
import { getContest } from '../data/contests.ts';

export type Participant = ContestParticipantItem;

/** A counted submission as the board and the scroll board read it. */
export interface CountedSubmission extends BoardSubmission {
  submitId: number;
}

/** What one rebuild reads: the contest and its participants with their counted submissions. */
export interface BoardInput {
  contest: ContestItem;
  participants: Map<string, Participant>;
  submissions: CountedSubmission[];
}

/** One Query of the contest's participant items (bounded by participants, not by submissions). */
export const readBoardInput = async (db: Db, cid: number): Promise<BoardInput | undefined> => {
  const contest = await getContest(db, cid);
  if (!contest) return undefined;
  const { pk, prefix } = contestParticipantPrefix(cid);
  const participants = new Map<string, Participant>();
  const submissions: CountedSubmission[] = [];
  for (const item of await db.partition(pk, prefix)) {
    const p = ContestParticipantItem.parse(item);
    participants.set(p.uid, p);
    for (const [field, value] of Object.entries(item)) {
      if (!PARTICIPANT_ENTRY_FIELD.test(field)) continue;
      const e = BoardEntry.parse(value);
      submissions.push({ submitId: Number(field.slice(1)), uid: p.uid, username: p.username, displayId: e.d, status: e.st, score: e.sc, time: e.t, submitTime: e.at });
    }
  }
  return { contest, participants, submissions };
};

/** Never on the board (judging.md): the super admin and the contest's creator (a group root once groups exist). */
export const unrankedUids = (contest: ContestItem, participants: Map<string, Participant>): string[] => [
  contest.uid,
  ...[...participants.values()].filter((p) => p.roleId === Role.ROOT && p.uid !== contest.uid).map((p) => p.uid),
];

/** The settings the board functions read. */
export const boardContestOf = (contest: ContestItem, participants: Map<string, Participant>): BoardContest => ({
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
});
