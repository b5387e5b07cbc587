import { Role } from '@oj/shared';
import { ContestParticipantItem, type BoardEntry, type ContestItem } from '@oj/shared/db/items';
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
  return boardInputOf(contest, await db.partition(pk, prefix));
};

/** The participants and their counted submissions (the `e<submitId>` entries) from the stored items. */
export const boardInputOf = (contest: ContestItem, items: readonly Record<string, unknown>[]): BoardInput => {
  const participants = new Map<string, Participant>();
  const submissions: CountedSubmission[] = [];
  for (const item of items) {
    const p = ContestParticipantItem.parse(item);
    participants.set(p.uid, p);
    for (const field in item) {
      if (!PARTICIPANT_ENTRY_FIELD.test(field)) continue;
      const e = entryOf(item[field], field);
      submissions.push({ submitId: Number(field.slice(1)), uid: p.uid, username: p.username, displayId: e.d, status: e.st, score: e.sc, time: e.t, at: e.at });
    }
  }
  sortByTime(submissions);
  return { contest, participants, submissions };
};

/**
 * Puts submissions in time order once for every board of a rebuild (equal times keep the order read, so runs
 * agree). With times relative to the earliest one and the index packed below them, a plain numeric sort of a
 * Float64Array does it several times faster than a comparator; spans too long to pack (about 99 days) take the
 * comparator.
 */
const sortByTime = (subs: CountedSubmission[]) => {
  const INDEX_BITS = 2 ** 20;
  let min = Infinity;
  let max = -Infinity;
  for (const s of subs) {
    min = Math.min(min, s.at);
    max = Math.max(max, s.at);
  }
  if (subs.length >= INDEX_BITS || (max - min + 1) * INDEX_BITS > Number.MAX_SAFE_INTEGER) return subs.sort((a, b) => a.at - b.at);
  const read = [...subs];
  const keys = new Float64Array(read.length);
  for (let i = 0; i < read.length; i++) keys[i] = (read[i]!.at - min) * INDEX_BITS + i;
  keys.sort();
  for (let i = 0; i < keys.length; i++) subs[i] = read[keys[i]! % INDEX_BITS]!;
  return subs;
};

/**
 * An entry as the result transaction wrote it. Checked by hand: a rebuild reads up to hundreds of thousands, and
 * a schema parse of each would cost more than the board itself.
 */
const entryOf = (value: unknown, field: string): BoardEntry => {
  const e = value as Partial<BoardEntry> | null;
  const numberOrNull = (v: unknown) => v === null || typeof v === 'number';
  if (!e || typeof e.d !== 'string' || typeof e.st !== 'number' || !numberOrNull(e.sc) || !numberOrNull(e.t) || typeof e.at !== 'number') {
    throw new Error(`Malformed scoreboard entry ${field}: ${JSON.stringify(value)}`);
  }
  return e as BoardEntry;
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
