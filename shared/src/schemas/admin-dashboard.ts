import { z } from 'zod';

/** GET /api/admin/dashboard/get-dashboard-info: the back office's landing counts. */
export const DashboardInfo = z.object({
  userNum: z.number().int(),
  /** Public contests that have not ended and start within 14 days. */
  recentContestNum: z.number().int(),
  /** Submissions made today (site time zone) that have a result. */
  todayJudgeNum: z.number().int(),
});
export type DashboardInfo = z.infer<typeof DashboardInfo>;

/** A login as recorded at sign-in (the reference's Session entity, without its row id). */
export const LoginSession = z.object({
  uid: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type LoginSession = z.infer<typeof LoginSession>;
