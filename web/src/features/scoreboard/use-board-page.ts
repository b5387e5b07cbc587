import type { Page } from '@oj/shared';
import { boardCurrent, boardPage } from '@oj/shared/domain/board-page';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contestRankQuery, publishedBoardQuery, type BoardKind, type RankRequest, type RankRow } from './api/scoreboard-api.ts';

export interface BoardPageState {
  data: Page<RankRow> | undefined;
  isError: boolean;
  errorUpdatedAt: number;
  /** Nothing to show yet, or the page shown is the previous one while the next loads. */
  loading: boolean;
  /** A refresh of the page shown is under way. */
  refreshing: boolean;
}

/**
 * One page of a board. Visitors of the outside scoreboard read the snapshot the board builder publishes for them
 * (one cached object whatever the number of visitors) and page, search and pin it here by the API's own rules
 * (shared's boardPage); when none is published yet, or it was built before a seal or end that has passed since,
 * they ask the API like everyone else (the API builds it). Logged-in users ask the API: their own row is pinned.
 */
export const useBoardPage = (
  kind: BoardKind,
  contest: ContestInfo,
  body: RankRequest,
  visitor: boolean,
  refetchInterval: number | false,
  serverNow: () => number,
): BoardPageState => {
  const name = body.containsEnd && contest.allowEndSubmit ? 'board-end' : 'board';
  const published = useQuery({ ...publishedBoardQuery(contest.id, name, refetchInterval), enabled: visitor });
  const snapshot = visitor && published.data && boardCurrent(contest, published.data.builtAt, serverNow()) ? published.data : undefined;
  const fromSnapshot = useMemo(
    () => snapshot && boardPage(snapshot.rows, body, [], contest.rankShowName),
    [snapshot, body.currentPage, body.limit, body.removeStar, body.keyword, body.concernedList, contest.rankShowName],
  );
  const api = useQuery({ ...contestRankQuery(kind, body, refetchInterval), enabled: !visitor || (published.isFetched && !snapshot) });
  if (fromSnapshot) return { data: fromSnapshot, isError: false, errorUpdatedAt: 0, loading: false, refreshing: published.isFetching };
  if (visitor && !published.isFetched) return { data: undefined, isError: false, errorUpdatedAt: 0, loading: true, refreshing: false };
  return {
    data: api.data,
    isError: api.isError,
    errorUpdatedAt: api.errorUpdatedAt,
    loading: api.isPending || api.isPlaceholderData,
    refreshing: api.isFetching && !api.isPlaceholderData,
  };
};
