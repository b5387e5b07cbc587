import type { Page } from '@oj/shared';
import { boardCurrent } from '@oj/shared/domain/board-page';
import { locatorOf, pageOfPosition, pinnedPositions, pinnedRowsOf, publishedPage, publishedSpan, type PublishedLocator } from '@oj/shared/domain/published-board';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { replaceEqualDeep, useQueries, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { contestRankQuery, publishedIndexQuery, publishedLocatorQuery, publishedPageQuery, type BoardKind, type RankRequest, type RankRow } from './api/scoreboard-api.ts';

export interface BoardPageState {
  data: Page<RankRow> | undefined;
  isError: boolean;
  errorUpdatedAt: number;
  /** Nothing to show yet, or the page shown is the previous one while the next loads. */
  loading: boolean;
  /** A refresh of the page shown is under way. */
  refreshing: boolean;
}

/** Who reads the published board: anyone but the contest's admins on the outside scoreboard (their own row pinned). */
export interface PublishedReader {
  uid: string | undefined;
}

const unique = <T>(values: Iterable<T>) => [...new Set(values)];

/** The parts read, by number, once every one has arrived; null when one is missing (withdrawn meanwhile). */
const allRead = <T>(numbers: readonly number[], results: readonly { data: T | null | undefined }[]): Map<number, T> | null | undefined => {
  if (results.some((r) => r.data === null)) return null;
  if (results.some((r) => r.data === undefined)) return undefined;
  return new Map(numbers.map((n, i) => [n, results[i]!.data as T]));
};

/**
 * One page of a board. Readers of the outside scoreboard read what the board builder publishes for visitors (cached
 * objects whatever the number of viewers): its small index on every refresh, then only the pages this view shows and,
 * for pinned users, their locator and the page holding their row (shared's published-board.ts pages and pins them by
 * the API's own rules). They ask the API like everyone else when nothing is published yet, when it was built before a
 * seal or end that has passed since (the API builds it), when a part has gone, and for a keyword search.
 */
export function useBoardPage(kind: BoardKind, contest: ContestInfo, body: RankRequest, reader: PublishedReader | null, refetchInterval: number | false, serverNow: () => number): BoardPageState {
  const cid = contest.id;
  const name = body.containsEnd && contest.allowEndSubmit ? 'board-end' : 'board';
  const usePublished = reader !== null && !body.keyword;
  const indexQuery = useQuery({ ...publishedIndexQuery(cid, name, refetchInterval), enabled: usePublished });
  const index = usePublished && indexQuery.data && boardCurrent(contest, indexQuery.data.builtAt, serverNow()) ? indexQuery.data : undefined;
  const builtAt = index?.builtAt ?? '';

  const pinnedUids = unique([...(reader?.uid ? [reader.uid] : []), ...body.concernedList]);
  const locatorNumbers = index ? unique(pinnedUids.map(locatorOf)) : [];
  const locators = allRead<PublishedLocator>(locatorNumbers, useQueries({ queries: locatorNumbers.map((l) => publishedLocatorQuery(cid, name, l, builtAt)) }));
  const positions = locators ? pinnedPositions(pinnedUids, locators) : undefined;
  const pageNumbers = index ? unique([...publishedSpan(index, body).pages, ...[...(positions?.values() ?? [])].map(pageOfPosition)]) : [];
  const pageResults = useQueries({ queries: pageNumbers.map((p) => publishedPageQuery(cid, name, p, builtAt)) });
  const pages = allRead<RankRow[]>(pageNumbers, pageResults);
  const partGone = locators === null || pages === null;

  // the page shown meanwhile: the last one composed, for these settings (a refresh) or others (a new page loading)
  const settings = JSON.stringify([name, body.currentPage, body.limit, body.removeStar, body.concernedList]);
  const last = useRef<{ settings: string; page: Page<RankRow> }>(undefined);
  // cheap whatever the size of the board: a page's rows and the pinned ones. Rows equal to the last page's in the same
  // place stay the same objects (as structural sharing keeps the API's), so a new build re-renders only what moved.
  const composed = index && positions && pages ? replaceEqualDeep(last.current?.page, publishedPage(index, pages, pinnedRowsOf(positions, pages), body, [reader?.uid], contest.rankShowName)) : undefined;
  if (composed) last.current = { settings, page: composed };

  const api = useQuery({ ...contestRankQuery(kind, body, refetchInterval), enabled: !usePublished || (indexQuery.isFetched && !index) || partGone });
  if (usePublished && !partGone && (index || !indexQuery.isFetched)) {
    if (composed) return { data: composed, isError: false, errorUpdatedAt: 0, loading: false, refreshing: indexQuery.isFetching };
    const shown = last.current;
    return { data: shown?.page, isError: false, errorUpdatedAt: 0, loading: shown?.settings !== settings, refreshing: shown?.settings === settings };
  }
  return {
    data: api.data,
    isError: api.isError,
    errorUpdatedAt: api.errorUpdatedAt,
    loading: api.isPending || api.isPlaceholderData,
    refreshing: api.isFetching && !api.isPlaceholderData,
  };
}
