/**
 * The contest replies the scoreboard pages read besides the rows, as the reference serves them:
 * ContestOutsideInfoVO (get-contest-outsize-info: the contest as ContestVO and its problem columns) and
 * ContestScrollBoardInfoVO (get-contest-scroll-board-info). The contest and its problem rows are contest-view's.
 */
import { z } from 'zod';
import { ContestInfo, ContestProblemRow } from './contest-view.ts';

/** A problem column: the contest's own problem rows, whose counts the outside scoreboard's list leaves out. */
export const BoardProblem = ContestProblemRow.pick({ displayId: true, displayTitle: true, color: true }).extend({
  ac: z.number().optional(),
  total: z.number().optional(),
});
export type BoardProblem = z.infer<typeof BoardProblem>;

export const ContestOutsideInfo = z.object({ contest: ContestInfo, problemList: z.array(BoardProblem) });
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
