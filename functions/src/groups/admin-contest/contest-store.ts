import { CONTEST_LIST, contestKey } from '@oj/shared/db/keys';
import { ContestItem } from '@oj/shared/db/items';
import { contestStatusAt, isContestAdmin } from '@oj/shared/domain/contest-access';
import { AwardType } from '@oj/shared';
import { z } from 'zod';
import type { Db } from '../../data/db.ts';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';

/** A contest as the back office stores it: every setting, and the contest it was cloned from. */
export const AdminContestItem = ContestItem.extend({ source: z.number().int().default(0) });
export type AdminContestItem = z.infer<typeof AdminContestItem>;

export const readContest = async (db: Db, cid: number, consistent = false): Promise<AdminContestItem | undefined> => {
  const item = await db.get(contestKey(cid), consistent);
  return item ? AdminContestItem.parse(item) : undefined;
};

/** Every contest with its settings, from the contest list index (the back office reads it fresh). */
export const readAllContests = async (db: Db): Promise<AdminContestItem[]> =>
  (await db.indexPartition(CONTEST_LIST.index, CONTEST_LIST.pk)).map((i) => AdminContestItem.parse(i));

/** The contest, when the caller administers it (its creator or a super admin; spec 002: edit, problems, announcements). */
export const contestForAdmin = async (deps: Deps, user: SessionUser, cid: number): Promise<AdminContestItem> => {
  const contest = await readContest(deps.db, cid, true);
  if (!contest) throw notFound('The contest does not exist');
  if (!isContestAdmin(contest, user)) throw forbidden("Only the contest's creator or a super admin may manage this contest");
  return contest;
};

/** The reference's AdminContestVO: flat with id, star users and awards as lists, its status now. */
export const adminContestView = (c: AdminContestItem, now: Date) => ({
  id: c.cid,
  uid: c.uid,
  author: c.author,
  title: c.title,
  type: c.type,
  description: c.description,
  source: c.source,
  auth: c.auth,
  pwd: c.pwd,
  startTime: c.startTime,
  endTime: c.endTime,
  duration: c.duration,
  sealRank: c.sealRank,
  sealRankTime: c.sealRankTime,
  autoRealRank: c.autoRealRank,
  status: contestStatusAt(c, now),
  visible: c.visible,
  openPrint: c.openPrint,
  openAccountLimit: c.openAccountLimit,
  accountLimitRule: c.accountLimitRule,
  rankShowName: c.rankShowName,
  starAccount: c.starAccount,
  openRank: c.openRank,
  oiRankScoreType: c.oiRankScoreType,
  gid: c.gid,
  awardType: c.awardType,
  awardConfigList: c.awardType === AwardType.NONE ? [] : c.awardConfigList,
  allowEndSubmit: c.allowEndSubmit,
  count: c.participantCount,
  gmtCreate: c.gmtCreate,
  gmtModified: c.gmtModified,
});

/** A row of the back office's contest list: the same without the password. */
export const adminContestRow = (c: AdminContestItem, now: Date) => {
  const { pwd: _pwd, ...row } = adminContestView(c, now);
  return row;
};
