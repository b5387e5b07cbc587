import { CONTEST_LIST, contestKey, contestParticipantKey, contestProblemPrefix } from '@oj/shared/db/keys';
import { ContestItem, ContestParticipantItem, ContestProblemItem, ContestSummaryItem } from '@oj/shared/db/items';
import { ContestStatus, type ContestListItem } from '@oj/shared';
import type { Db } from './db.ts';
import { memo } from './memo.ts';

export type ContestSummary = ReturnType<typeof ContestSummaryItem.parse>;

/** Every contest's summary, ordered by start time: a bounded collection, read whole and cached briefly. */
export const allContests = memo(10_000, async (db: Db): Promise<ContestSummary[]> => {
  return (await db.indexPartition(CONTEST_LIST.index, CONTEST_LIST.pk)).map((i) => ContestSummaryItem.parse(i));
});

/** One contest with every setting, or undefined. */
export const getContest = async (db: Db, cid: number): Promise<ContestItem | undefined> => {
  const item = await db.get(contestKey(cid));
  return item ? ContestItem.parse(item) : undefined;
};

/** The caller's participant item in a contest (registration and board profile), or undefined. */
export const getParticipant = async (db: Db, cid: number, uid: string) => {
  const item = await db.get(contestParticipantKey(cid, uid));
  return item ? ContestParticipantItem.parse(item) : undefined;
};

export const contestStatus = (c: Pick<ContestSummary, 'startTime' | 'endTime'>, now: Date): ContestStatus => {
  const t = now.getTime();
  if (t < Date.parse(c.startTime)) return ContestStatus.SCHEDULED;
  if (t < Date.parse(c.endTime)) return ContestStatus.RUNNING;
  return ContestStatus.ENDED;
};

/** A contest's problems with their display ids and titles. */
export const contestProblems = async (db: Db, cid: number) => {
  const { pk, prefix } = contestProblemPrefix(cid);
  return (await db.partition(pk, prefix)).map((i) => ContestProblemItem.parse(i));
};

/** Contests anyone may find: visible and outside groups. */
export const publicContests = async (db: Db) => (await allContests(db)).filter((c) => c.visible && c.gid === null);

const RECENT_CONTEST_DAYS = 14;

/** Public contests that have not ended and start within two weeks (the home page's list, the admin dashboard's count). */
export const recentContests = async (db: Db, now: Date) => {
  const horizon = now.getTime() + RECENT_CONTEST_DAYS * 86_400_000;
  return (await publicContests(db)).filter((c) => Date.parse(c.endTime) > now.getTime() && Date.parse(c.startTime) <= horizon);
};

/** A contest as lists show it (the reference's ContestVO: flat, with `id`, its status now and its participant count). */
export const toContestListItem = (c: ContestSummary, now: Date): ContestListItem => ({
  id: c.cid,
  title: c.title,
  type: c.type,
  auth: c.auth,
  startTime: c.startTime,
  endTime: c.endTime,
  duration: c.duration,
  status: contestStatus(c, now),
  count: c.participantCount,
  oiRankScoreType: c.oiRankScoreType,
  openRank: c.openRank,
  gid: c.gid,
});
