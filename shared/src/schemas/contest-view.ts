/**
 * Replies of the calls a contestant's pages make (spec 001 sections 2 and 3), in the reference's shapes
 * (ContestVO, AccessVO, ContestProblemVO, AnnouncementVO, ContestRecordVO, ContestPrint). The SPA reads them
 * through these types; the contest group answers them.
 */
import { z } from 'zod';

/** GET /api/get-contest-info: the contest flat with `id`, the server's clock and its participant count. */
export const ContestInfo = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** The creator's username: the client's first test for a contest admin, as in the reference. */
  author: z.string(),
  type: z.number(),
  auth: z.number(),
  status: z.number(),
  /** The server's time when it answered; the countdown runs from it. */
  now: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Seconds. */
  duration: z.number(),
  sealRank: z.boolean(),
  sealRankTime: z.string().nullable(),
  openPrint: z.boolean(),
  openRank: z.boolean(),
  rankShowName: z.string(),
  oiRankScoreType: z.string().nullable(),
  count: z.number(),
  gid: z.number().nullable(),
  allowEndSubmit: z.boolean(),
});
export type ContestInfo = z.infer<typeof ContestInfo>;

/** GET /api/get-contest-access: whether the caller registered (entered the password). */
export const ContestAccess = z.object({ access: z.boolean() });

/** GET /api/get-contest-problem: one entry per problem, in display order. */
export const ContestProblemRow = z.object({
  id: z.number(),
  cid: z.number(),
  pid: z.number(),
  displayId: z.string(),
  displayTitle: z.string(),
  /** The balloon colour, a CSS colour or null. */
  color: z.string().nullable(),
  ac: z.number(),
  total: z.number(),
});
export type ContestProblemRow = z.infer<typeof ContestProblemRow>;

/** POST /api/get-user-problem-status: the caller's status (and OI score) per problem id; -10 when not submitted. */
export const UserProblemStatusMap = z.record(z.string(), z.object({ status: z.number(), score: z.number().nullable() }));
export type UserProblemStatusMap = z.infer<typeof UserProblemStatusMap>;

/** GET /api/get-contest-announcement records. */
export const ContestAnnouncement = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  username: z.string(),
  gmtCreate: z.string(),
});
export type ContestAnnouncement = z.infer<typeof ContestAnnouncement>;

/** POST /api/get-contest-not-read-announcement: announcements not in the caller's read list. */
export const UnreadAnnouncement = z.object({ id: z.number(), title: z.string(), gmtCreate: z.string() });
export type UnreadAnnouncement = z.infer<typeof UnreadAnnouncement>;

/** GET /api/get-contest-ac-info records: accepted contest submissions for the balloon helper. */
export const AcInfoRecord = z.object({
  id: z.number(),
  cid: z.number(),
  displayId: z.string(),
  username: z.string(),
  realname: z.string().nullable(),
  submitTime: z.string(),
  firstBlood: z.boolean(),
  checked: z.boolean(),
});
export type AcInfoRecord = z.infer<typeof AcInfoRecord>;

/** GET /api/get-contest-print records (0 not printed, 1 printed); the text itself is downloaded. */
export const PrintRecord = z.object({
  id: z.number(),
  cid: z.number(),
  username: z.string(),
  realname: z.string().nullable(),
  status: z.number(),
  gmtCreate: z.string(),
});
export type PrintRecord = z.infer<typeof PrintRecord>;
