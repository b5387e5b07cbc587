/**
 * The contest replies the scoreboard pages read besides the rows, as the reference serves them: ContestVO
 * (get-contest-info), ContestOutsideInfoVO (get-contest-outsize-info), ContestProblemVO (get-contest-problem) and
 * ContestScrollBoardInfoVO (get-contest-scroll-board-info). Read loosely: only the fields the pages use, with the
 * optional ones nullable as the reference leaves them.
 */
import { z } from 'zod';

export const BoardContestInfo = z.object({
  id: z.number(),
  title: z.string(),
  /** 0 ACM, 1 OI. */
  type: z.number(),
  auth: z.number(),
  /** -1 scheduled, 0 running, 1 ended. */
  status: z.number(),
  /** The server's clock when it answered. */
  now: z.string().nullish(),
  /** The creator's username: with the super admin, the contest's admin. */
  author: z.string().nullish(),
  startTime: z.string(),
  endTime: z.string(),
  /** Seconds. */
  duration: z.number(),
  sealRank: z.boolean().nullish(),
  sealRankTime: z.string().nullish(),
  rankShowName: z.string().nullish(),
  openRank: z.boolean().nullish(),
  oiRankScoreType: z.string().nullish(),
  /** Registered participants. */
  count: z.number().nullish(),
  allowEndSubmit: z.boolean().nullish(),
});
export type BoardContestInfo = z.infer<typeof BoardContestInfo>;

export const BoardProblem = z.object({
  displayId: z.string(),
  displayTitle: z.string().nullish(),
  /** The balloon colour. */
  color: z.string().nullish(),
  ac: z.number().nullish(),
  total: z.number().nullish(),
});
export type BoardProblem = z.infer<typeof BoardProblem>;

export const ContestOutsideInfo = z.object({ contest: BoardContestInfo, problemList: z.array(BoardProblem) });
export type ContestOutsideInfo = z.infer<typeof ContestOutsideInfo>;

export const ScrollBoardInfo = z.object({
  id: z.number(),
  rankShowName: z.string().nullish(),
  problemCount: z.number(),
  /** Display id to balloon colour, in the contest's problem order. */
  balloonColor: z.record(z.string(), z.string().nullable()),
  startTime: z.string(),
  sealRankTime: z.string().nullable(),
  starUserList: z.array(z.string()).nullish(),
});
export type ScrollBoardInfo = z.infer<typeof ScrollBoardInfo>;
