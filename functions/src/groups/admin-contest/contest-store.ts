import { CONTEST_LIST, contestKey } from '@oj/shared/db/keys';
import { ContestItem } from '@oj/shared/db/items/contest';
import { isContestAdmin } from '@oj/shared/domain/contest-access';
import { AwardType } from '@oj/shared';
import { z } from 'zod';
import type { Db } from '../../data/db.ts';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { contestInfo } from '../contest/contest-vo.ts';

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

/** A row of the back office's contest list: the contestant's ContestVO without the clock, with the settings only admins see (no password). */
export const adminContestRow = (c: AdminContestItem, now: Date) => {
  const { now: _now, ...info } = contestInfo(c, now);
  return {
    ...info,
    uid: c.uid,
    source: c.source,
    autoRealRank: c.autoRealRank,
    visible: c.visible,
    openAccountLimit: c.openAccountLimit,
    accountLimitRule: c.accountLimitRule,
    starAccount: c.starAccount,
    awardType: c.awardType,
    awardConfigList: c.awardType === AwardType.NONE ? [] : c.awardConfigList,
    gmtCreate: c.gmtCreate,
    gmtModified: c.gmtModified,
  };
};

/** The reference's AdminContestVO: the row with its password. */
export const adminContestView = (c: AdminContestItem, now: Date) => ({ ...adminContestRow(c, now), pwd: c.pwd });
