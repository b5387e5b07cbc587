import type { Page } from '../schemas/common.ts';
import type { AcmRankRow, ContestRankQuery, OiRankRow, ScrollSubmission } from '../schemas/scoreboard.ts';
import type { ContestOutsideInfo, ScrollBoardInfo } from '../schemas/scoreboard-view.ts';
import { type BodyOf, get, post } from './call.ts';

/** The scoreboard group's calls (functions/src/groups/scoreboard). */
export const scoreboardCalls = {
  getContestOutsideInfo: get<{ query: { cid: number }; reply: ContestOutsideInfo }>('/api/get-contest-outsize-info'),
  getContestRank: post<{ body: BodyOf<typeof ContestRankQuery>; reply: Page<AcmRankRow | OiRankRow> }>('/api/get-contest-rank'),
  getContestOutsideScoreboard: post<{ body: BodyOf<typeof ContestRankQuery>; reply: Page<AcmRankRow | OiRankRow> }>('/api/get-contest-outside-scoreboard'),
  getContestScrollBoardInfo: get<{ query: { cid: number }; reply: ScrollBoardInfo }>('/api/get-contest-scroll-board-info'),
  getContestScrollBoardSubmission: get<{ query: { cid: number; removeStar?: boolean }; reply: ScrollSubmission[] }>('/api/get-contest-scroll-board-submission'),
  downloadContestRank: get<{ query: { cid: number; forceRefresh?: boolean; removeStar?: boolean; containEnd?: boolean }; reply: Blob }>('/api/file/download-contest-rank'),
};
