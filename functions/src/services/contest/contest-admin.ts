import { isContestAdmin } from '@oj/shared/domain/contest-access';
import { AwardType } from '@oj/shared';
import { type AdminContestItem } from '../../domain/contests.ts';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { contestInfo } from './contest-info-view.ts';

/** The contest, when the caller administers it (its creator or a super admin; spec 002: edit, problems, announcements). */
export async function contestForAdmin(deps: Deps, user: SessionUser, cid: number): Promise<AdminContestItem> {
  const contest = await deps.repos.contests.readContest(cid, true);
  if (!contest) throw notFound('The contest does not exist');
  if (!isContestAdmin(contest, user)) throw forbidden("Only the contest's creator or a super admin may manage this contest");
  return contest;
}

/** A row of the back office's contest list: the contestant's ContestVO without the clock, with the settings only admins see (no password). */
export function adminContestRow(c: AdminContestItem, now: Date) {
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
}

/** The reference's AdminContestVO: the row with its password. */
export function adminContestView(c: AdminContestItem, now: Date) {
  return { ...adminContestRow(c, now), pwd: c.pwd };
}
