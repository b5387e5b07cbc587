/**
 * Replies of the back office's contest calls (group admin-contest), in the reference's shapes: AdminContestVO,
 * the contest problem list with its contestProblemMap, ContestProblem and AnnouncementVO. The SPA's contest
 * admin pages read them through these types.
 */
import { z } from 'zod';
import { AwardConfig } from '../db/items.ts';

/** GET /api/admin/contest/get-contest-list rows: the contest flat with `id`, its status now, no password. */
export const AdminContestRow = z.object({
  id: z.number(),
  uid: z.string(),
  author: z.string(),
  title: z.string(),
  type: z.number(),
  description: z.string(),
  /** The contest it was cloned from, 0 when none. */
  source: z.number(),
  auth: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  /** Seconds. */
  duration: z.number(),
  sealRank: z.boolean(),
  sealRankTime: z.string().nullable(),
  autoRealRank: z.boolean(),
  status: z.number(),
  visible: z.boolean(),
  openPrint: z.boolean(),
  openAccountLimit: z.boolean(),
  accountLimitRule: z.string().nullable(),
  rankShowName: z.string(),
  starAccount: z.array(z.string()),
  openRank: z.boolean(),
  oiRankScoreType: z.string(),
  gid: z.number().nullable(),
  awardType: z.number(),
  awardConfigList: z.array(AwardConfig),
  allowEndSubmit: z.boolean(),
  /** Participants. */
  count: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type AdminContestRow = z.infer<typeof AdminContestRow>;

/** GET, POST and PUT /api/admin/contest: the row with its password. */
export const AdminContestView = AdminContestRow.extend({ pwd: z.string() });
export type AdminContestView = z.infer<typeof AdminContestView>;

/** A problem placed in a contest (ContestProblem): PUT contest-problem answers it, contestProblemMap holds them. */
export const ContestEntryView = z.object({
  id: z.number(),
  cid: z.number(),
  pid: z.number(),
  displayId: z.string(),
  displayTitle: z.string(),
  /** The balloon colour, a CSS colour or null. */
  color: z.string().nullable(),
});
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
export const AdminContestAnnouncement = z.object({
  id: z.number(),
  cid: z.number(),
  title: z.string(),
  content: z.string(),
  uid: z.string(),
  username: z.string(),
  /** 0 shown, 1 hidden. */
  status: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type AdminContestAnnouncement = z.infer<typeof AdminContestAnnouncement>;
