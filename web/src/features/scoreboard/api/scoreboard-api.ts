import { PUBLIC_FILES_PATH, type AcmRankRow, type OiRankRow } from '@oj/shared';
import { publicBoardObject } from '@oj/shared/db/keys';
import { locatorPart, pagePart, type PublishedBoardIndex, type PublishedBoardName, type PublishedLocator } from '@oj/shared/domain/published-board';
import { ContestProblemRow } from '@oj/shared/schemas/contest-view';
import { ContestOutsideInfo, ScrollBoardInfo } from '@oj/shared/schemas/scoreboard-view';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { env } from '../../../env.ts';
import { api } from '../../../lib/api.ts';
import { contestCalls } from '@oj/shared/api/contest';
import { scoreboardCalls } from '@oj/shared/api/scoreboard';

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

const RANK_CALLS = { rank: scoreboardCalls.getContestRank, outside: scoreboardCalls.getContestOutsideScoreboard } as const;

export function getContestRank(kind: BoardKind, body: RankRequest) {
  return api.call(RANK_CALLS[kind], { body });
}

/** A page of a board; `refetchInterval` is the auto-refresh (30 s, spec 001 section 9), off with false. */
export function contestRankQuery(kind: BoardKind, body: RankRequest, refetchInterval: number | false) {
  return queryOptions({
    queryKey: ['contest-rank', kind, body],
    queryFn: () => getContestRank(kind, body),
    placeholderData: keepPreviousData,
    refetchInterval,
    staleTime: 0,
  });
}

/**
 * A part of a board the builder publishes for visitors of an open scoreboard (shared/src/domain/published-board.ts),
 * read as anonymous viewers read it (CloudFront in AWS, the local server's /public/ door here), or null when there is
 * none to read (not built yet, withdrawn: S3 answers 404, or 403 through CloudFront) and the API must answer instead.
 * No cache-busting: the browser keeps each part with its ETag and asks again with If-None-Match once its 2 s are
 * over, so an unchanged part costs a 304.
 */
const getPublishedPart = async (cid: number, name: PublishedBoardName, part: string): Promise<unknown> => {
  const res = await fetch(`${env.apiBase}${PUBLIC_FILES_PATH}${publicBoardObject(cid, name, part)}`).catch(() => null);
  if (!res?.ok) return null;
  return res.json().catch(() => null);
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function getPublishedIndex(cid: number, name: PublishedBoardName): Promise<PublishedBoardIndex | null> {
  const index = await getPublishedPart(cid, name, 'index');
  return isRecord(index) && typeof index.rows === 'number' && typeof index.builtAt === 'string' && Array.isArray(index.stars) && isRecord(index.parts) ? (index as unknown as PublishedBoardIndex) : null;
}

/** The index, read again on each auto-refresh; the parts it names are read once per build (their keys carry builtAt). */
export function publishedIndexQuery(cid: number, name: PublishedBoardName, refetchInterval: number | false) {
  return queryOptions({ queryKey: ['published-board', cid, name], queryFn: () => getPublishedIndex(cid, name), refetchInterval, staleTime: 0 });
}

export function publishedPageQuery(cid: number, name: PublishedBoardName, page: number, builtAt: string) {
  return queryOptions({
    queryKey: ['published-board', cid, name, pagePart(page), builtAt],
    queryFn: async () => {
      const rows = await getPublishedPart(cid, name, pagePart(page));
      return Array.isArray(rows) ? (rows as RankRow[]) : null;
    },
    staleTime: Infinity,
  });
}

export function publishedLocatorQuery(cid: number, name: PublishedBoardName, locator: number, builtAt: string) {
  return queryOptions({
    queryKey: ['published-board', cid, name, locatorPart(locator), builtAt],
    queryFn: async () => {
      const found = await getPublishedPart(cid, name, locatorPart(locator));
      return isRecord(found) ? (found as PublishedLocator) : null;
    },
    staleTime: Infinity,
  });
}

export async function getContestProblems(cid: number, containsEnd: boolean) {
  return z.array(ContestProblemRow).parse(await api.call(contestCalls.getContestProblem, { query: { cid, containsEnd } }));
}
export function contestProblemsQuery(cid: number, containsEnd: boolean) {
  return queryOptions({ queryKey: ['scoreboard-contest-problems', cid, containsEnd], queryFn: () => getContestProblems(cid, containsEnd), placeholderData: keepPreviousData });
}

/** The outside scoreboard's header and columns, for anyone (the path's spelling is the reference's). */
export async function getOutsideInfo(cid: number) {
  return ContestOutsideInfo.parse(await api.call(scoreboardCalls.getContestOutsideInfo, { query: { cid } }));
}
export function outsideInfoQuery(cid: number) {
  return queryOptions({ queryKey: ['scoreboard-outside-info', cid], queryFn: () => getOutsideInfo(cid) });
}

export async function getScrollBoardInfo(cid: number) {
  return ScrollBoardInfo.parse(await api.call(scoreboardCalls.getContestScrollBoardInfo, { query: { cid }, silent: true }));
}
export function getScrollBoardSubmissions(cid: number, removeStar: boolean) {
  return api.call(scoreboardCalls.getContestScrollBoardSubmission, { query: { cid, removeStar }, silent: true });
}

/**
 * Everything the scroll board replays, read once: the board never changes once the contest is over. A contest that
 * was never sealed (no sealRankTime) has nothing to replay: its submissions are not asked for.
 */
export function scrollBoardQuery(cid: number, removeStar: boolean) {
  return queryOptions({
    queryKey: ['scroll-board', cid, removeStar],
    queryFn: async () => {
      const info = await getScrollBoardInfo(cid);
      return { info, submissions: info.sealRankTime ? await getScrollBoardSubmissions(cid, removeStar) : [] };
    },
    staleTime: Infinity,
  });
}

export interface RankDownload {
  cid: number;
  forceRefresh: boolean;
  removeStar: boolean;
  containEnd: boolean;
}

/** The contest admin's CSV of the whole board (the parameter is `containEnd`, as the reference spells it). */
export function downloadContestRank(q: RankDownload) {
  return api.download(scoreboardCalls.downloadContestRank, { ...q }, `contest_${q.cid}_rank.csv`);
}
