import { PUBLIC_FILES_PATH, type AcmRankRow, type BoardSnapshot, type OiRankRow, type Page, type ScrollSubmission } from '@oj/shared';
import { publicBoardObject } from '@oj/shared/db/keys';
import { ContestProblemRow } from '@oj/shared/schemas/contest-view';
import { ContestOutsideInfo, ScrollBoardInfo } from '@oj/shared/schemas/scoreboard-view';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { env } from '../../../env.ts';
import { download, http } from '../../../lib/http.ts';

/** The body of get-contest-rank and get-contest-outside-scoreboard (the reference's ContestRankDTO). */
export interface RankRequest {
  cid: number;
  currentPage: number;
  limit: number;
  forceRefresh: boolean;
  removeStar: boolean;
  containsEnd: boolean;
  keyword: string | null;
  concernedList: string[];
}

export type RankRow = AcmRankRow | OiRankRow;
/** The rank tab (participants, login) or the outside scoreboard (anyone, when the rank is open). */
export type BoardKind = 'rank' | 'outside';

const RANK_PATHS: Record<BoardKind, string> = { rank: '/api/get-contest-rank', outside: '/api/get-contest-outside-scoreboard' };

export const getContestRank = (kind: BoardKind, body: RankRequest) => http.post<Page<RankRow>>(RANK_PATHS[kind], body);

/** A page of a board; `refetchInterval` is the auto-refresh (30 s, spec 001 section 9), off with false. */
export const contestRankQuery = (kind: BoardKind, body: RankRequest, refetchInterval: number | false) =>
  queryOptions({
    queryKey: ['contest-rank', kind, body],
    queryFn: () => getContestRank(kind, body),
    placeholderData: keepPreviousData,
    refetchInterval,
    staleTime: 0,
  });

/** What the board builder publishes for visitors of an open scoreboard: `board` (sealed while the seal lasts), `board-end` (with after-contest submissions). */
export type PublishedBoard = 'board' | 'board-end';

/**
 * A published board, read as anonymous viewers read it (CloudFront in AWS, the local server's /public/ door here),
 * or null when there is none to read (not built yet, withdrawn: S3 answers 404, or 403 through CloudFront) and the
 * API must answer instead.
 */
export const getPublishedBoard = async (cid: number, name: PublishedBoard): Promise<BoardSnapshot | null> => {
  const res = await fetch(`${env.apiBase}${PUBLIC_FILES_PATH}${publicBoardObject(cid, name)}`).catch(() => null);
  if (!res?.ok) return null;
  const board = (await res.json().catch(() => null)) as BoardSnapshot | null;
  return board && Array.isArray(board.rows) && typeof board.builtAt === 'string' ? board : null;
};

export const publishedBoardQuery = (cid: number, name: PublishedBoard, refetchInterval: number | false) =>
  queryOptions({ queryKey: ['published-board', cid, name], queryFn: () => getPublishedBoard(cid, name), refetchInterval, staleTime: 0 });

export const getContestProblems = async (cid: number, containsEnd: boolean) => z.array(ContestProblemRow).parse(await http.get('/api/get-contest-problem', { cid, containsEnd }));
export const contestProblemsQuery = (cid: number, containsEnd: boolean) =>
  queryOptions({ queryKey: ['scoreboard-contest-problems', cid, containsEnd], queryFn: () => getContestProblems(cid, containsEnd), placeholderData: keepPreviousData });

/** The outside scoreboard's header and columns, for anyone (the path's spelling is the reference's). */
export const getOutsideInfo = async (cid: number) => ContestOutsideInfo.parse(await http.get('/api/get-contest-outsize-info', { cid }));
export const outsideInfoQuery = (cid: number) => queryOptions({ queryKey: ['scoreboard-outside-info', cid], queryFn: () => getOutsideInfo(cid) });

export const getScrollBoardInfo = async (cid: number) => ScrollBoardInfo.parse(await http.get('/api/get-contest-scroll-board-info', { cid }, { silent: true }));
export const getScrollBoardSubmissions = (cid: number, removeStar: boolean) =>
  http.get<ScrollSubmission[]>('/api/get-contest-scroll-board-submission', { cid, removeStar }, { silent: true });

/** Everything the scroll board replays, read once: the board never changes once the contest is over. */
export const scrollBoardQuery = (cid: number, removeStar: boolean) =>
  queryOptions({
    queryKey: ['scroll-board', cid, removeStar],
    queryFn: async () => {
      const [info, submissions] = await Promise.all([getScrollBoardInfo(cid), getScrollBoardSubmissions(cid, removeStar)]);
      return { info, submissions };
    },
    staleTime: Infinity,
  });

export interface RankDownload {
  cid: number;
  forceRefresh: boolean;
  removeStar: boolean;
  containEnd: boolean;
}

/** The contest admin's CSV of the whole board (the parameter is `containEnd`, as the reference spells it). */
export const downloadContestRank = (q: RankDownload) => download('/api/file/download-contest-rank', { ...q }, `contest_${q.cid}_rank.csv`);
