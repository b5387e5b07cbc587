/**
 * Replies of the back office's contest calls (group admin-contest), in the reference's shapes: AdminContestVO,
 * the contest problem list with its contestProblemMap, ContestProblem and AnnouncementVO. The SPA's contest
 * admin pages read them through these types. They are the contestant's shapes (contest-view.ts) with the
 * settings only admins see.
 */
import { z } from 'zod';
import { AwardConfig } from '../db/items/contest.ts';
import { ContestAnnouncement, ContestInfo, ContestProblemRow } from './contest-view.ts';

/** GET /api/admin/contest/get-contest-list rows: the contest flat with `id`, its status now, no password. */
export const AdminContestRow = ContestInfo.omit({ now: true }).extend({
  uid: z.string(),
  /** The contest it was cloned from, 0 when none. */
  source: z.number(),
  autoRealRank: z.boolean(),
  visible: z.boolean(),
  openAccountLimit: z.boolean(),
  accountLimitRule: z.string().nullable(),
  starAccount: z.array(z.string()),
  awardType: z.number(),
  awardConfigList: z.array(AwardConfig),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type AdminContestRow = z.infer<typeof AdminContestRow>;

/** GET, POST and PUT /api/admin/contest: the row with its password. */
export const AdminContestView = AdminContestRow.extend({ pwd: z.string() });
export type AdminContestView = z.infer<typeof AdminContestView>;

/** A problem placed in a contest (ContestProblem): PUT contest-problem answers it, contestProblemMap holds them. */
export const ContestEntryView = ContestProblemRow.omit({ ac: true, total: true });
export type ContestEntryView = z.infer<typeof ContestEntryView>;

/** A problem of the bank in get-problem-list's page (`id` is the pid). */
export const AdminContestProblemRow = z.object({
  id: z.number(),
  problemId: z.string(),
  title: z.string(),
  author: z.string(),
  /** 1 public, 2 private, 3 contest problem. */
  auth: z.number(),
  type: z.number(),
  isRemote: z.boolean(),
});
export type AdminContestProblemRow = z.infer<typeof AdminContestProblemRow>;

/** GET /api/admin/contest/get-problem-list: a page of problems and, keyed by pid, the contest's entries. */
export const AdminContestProblemList = z.object({
  problemList: z.object({ records: z.array(AdminContestProblemRow), total: z.number(), current: z.number(), size: z.number() }),
  contestProblemMap: z.record(z.string(), ContestEntryView),
});
export type AdminContestProblemList = z.infer<typeof AdminContestProblemList>;

/** GET /api/admin/contest/announcement records (AnnouncementVO, hidden ones included). */
export const AdminContestAnnouncement = ContestAnnouncement.extend({
  cid: z.number(),
  uid: z.string(),
  /** 0 shown, 1 hidden. */
  status: z.number(),
  gmtModified: z.string(),
});
export type AdminContestAnnouncement = z.infer<typeof AdminContestAnnouncement>;
