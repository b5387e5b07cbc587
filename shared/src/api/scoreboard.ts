import type { Page } from '../schemas/common.ts';
import type { AcmRankRow, BoardCidQuery, ContestRankQuery, OiRankRow, RankDownloadQuery, ScrollSubmission, ScrollSubmissionQuery } from '../schemas/scoreboard.ts';
import type { ContestOutsideInfo, ScrollBoardInfo } from '../schemas/scoreboard-view.ts';
import { type BodyOf, type QueryOf, get, post } from './call.ts';

/** The scoreboard group's calls (functions/src/groups/scoreboard). */
export const scoreboardCalls = {
  getContestOutsideInfo: get<{ query: QueryOf<typeof BoardCidQuery>; reply: ContestOutsideInfo }>('/api/get-contest-outsize-info'),
  getContestRank: post<{ body: BodyOf<typeof ContestRankQuery>; reply: Page<AcmRankRow | OiRankRow> }>('/api/get-contest-rank'),
  getContestOutsideScoreboard: post<{ body: BodyOf<typeof ContestRankQuery>; reply: Page<AcmRankRow | OiRankRow> }>('/api/get-contest-outside-scoreboard'),
  getContestScrollBoardInfo: get<{ query: QueryOf<typeof BoardCidQuery>; reply: ScrollBoardInfo }>('/api/get-contest-scroll-board-info'),
  getContestScrollBoardSubmission: get<{ query: QueryOf<typeof ScrollSubmissionQuery>; reply: ScrollSubmission[] }>('/api/get-contest-scroll-board-submission'),
  downloadContestRank: get<{ query: QueryOf<typeof RankDownloadQuery>; reply: Blob }>('/api/file/download-contest-rank'),
};
