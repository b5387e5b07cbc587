/**
 * The outside board as published for anyone to read under /public/scoreboard/<cid>/<board>/ (`board`: what visitors
 * see, sealed while the seal lasts; `board-end`: with after-contest submissions). A 10,000-row board is 8 MB of JSON,
 * so it is published in parts: an index read on every view (row count, star positions, parts), the rows
 * in pages of PUBLISHED_PAGE_ROWS, and user locators (user id -> row position) split by a hash of the id. A view
 * reads the index and the pages it shows; pinning a user reads that user's locator and the page holding the row.
 * Each part is its own object with an ETag, so an unchanged part costs a 304.
 */
import { pageOf, type Page } from '../schemas/common.ts';
import type { AcmRankRow, BoardSnapshot, BoardVariant, OiRankRow } from '../schemas/scoreboard.ts';
import { boardPage, type BoardPageQuery } from './board-page.ts';

export const PUBLISHED_PAGE_ROWS = 50;
export const PUBLISHED_LOCATORS = 16;

export type PublishedBoardName = 'board' | 'board-end';

export interface PublishedBoardIndex {
  cid: number;
  /** 0 ACM, 1 OI. */
  type: number;
  variant: BoardVariant;
  builtAt: string;
  /** Rows on the board, star rows included. */
  rows: number;
  /** Positions of the star rows (rank -1), ascending, so a page without them knows which rows to read. */
  stars: number[];
  /** Each page's and locator's content hash by part name: the publisher rewrites only the parts that changed. */
  parts: Record<string, string>;
}

/** The row position of each user whose id falls in this locator. */
export type PublishedLocator = Record<string, number>;

export function pagePart(page: number) {
  return `page-${page}`;
}
export function locatorPart(locator: number) {
  return `at-${locator}`;
}

/** The locator holding a user (FNV-1a of the id), as the publisher and every reader compute it. */
export function locatorOf(uid: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < uid.length; i++) h = Math.imul(h ^ uid.charCodeAt(i), 0x01000193);
  return (h >>> 0) % PUBLISHED_LOCATORS;
}

export interface PublishedParts {
  index: PublishedBoardIndex;
  /** Each page's and locator's JSON by part name. */
  bodies: Map<string, string>;
}

/** A board's parts; `hash` names a part's content (the publisher uses the MD5 hex S3 answers as an ETag). */
export function publishedParts(board: BoardSnapshot, hash: (body: string) => string): PublishedParts {
  const bodies = new Map<string, string>();
  for (let page = 0; page * PUBLISHED_PAGE_ROWS < board.rows.length; page++) {
    bodies.set(pagePart(page), JSON.stringify(board.rows.slice(page * PUBLISHED_PAGE_ROWS, (page + 1) * PUBLISHED_PAGE_ROWS)));
  }
  const locators: PublishedLocator[] = Array.from({ length: PUBLISHED_LOCATORS }, () => ({}));
  const stars: number[] = [];
  board.rows.forEach((row, position) => {
    locators[locatorOf(row.uid)]![row.uid] = position;
    if (row.rank === -1) stars.push(position);
  });
  locators.forEach((locator, i) => bodies.set(locatorPart(i), JSON.stringify(locator)));
  const parts = Object.fromEntries([...bodies].map(([part, body]) => [part, hash(body)]));
  const { cid, type, variant, builtAt } = board;
  return { index: { cid, type, variant, builtAt, rows: board.rows.length, stars, parts }, bodies };
}

export function pageOfPosition(position: number) {
  return Math.floor(position / PUBLISHED_PAGE_ROWS);
}

/** The position among all rows of the `i`-th row left when the rows at `stars` are taken out. */
const positionOf = (stars: readonly number[], i: number) => {
  let position = i;
  for (const star of stars) {
    if (star > position) break;
    position++;
  }
  return position;
};

export type PublishedPageQuery = Pick<BoardPageQuery, 'currentPage' | 'limit' | 'removeStar'>;

/**
 * Where a page's rows are: positions [from, to) hold them (with star rows between them when those are left out),
 * `pages` are the published pages to read, `shown` the number of rows the board shows (its total).
 */
export function publishedSpan(index: PublishedBoardIndex, q: PublishedPageQuery) {
  const stars = q.removeStar ? index.stars : [];
  const shown = index.rows - stars.length;
  const first = Math.min((q.currentPage - 1) * q.limit, shown);
  const last = Math.min(first + q.limit, shown);
  const from = positionOf(stars, first);
  const to = last === shown ? index.rows : positionOf(stars, last);
  const pages: number[] = [];
  for (let page = pageOfPosition(from); from < to && page * PUBLISHED_PAGE_ROWS < to; page++) pages.push(page);
  return { from, to, shown, pages };
}

type Row = AcmRankRow | OiRankRow;

/**
 * One page of a published board by the API's own rules (boardPage, so both sides page and pin alike). `pages` holds
 * at least the published pages publishedSpan names, `pinnedRows` the rows of the pinned users found through their
 * locators. Keyword searches are answered by the API: matching names would mean reading every page.
 */
export function publishedPage<R extends Row>(
  index: PublishedBoardIndex,
  pages: ReadonlyMap<number, readonly R[]>,
  pinnedRows: ReadonlyMap<string, R>,
  q: Omit<BoardPageQuery, 'keyword'>,
  pinnedUids: readonly (string | undefined)[],
  rankShowName: string | null | undefined,
): Page<R> {
  const { from, to, shown, pages: read } = publishedSpan(index, q);
  const base = (read[0] ?? 0) * PUBLISHED_PAGE_ROWS;
  const rows = read.flatMap((page) => pages.get(page) ?? []).slice(from - base, to - base);
  const page = boardPage(rows, { ...q, currentPage: 1, keyword: null }, pinnedUids, rankShowName, (uid) => pinnedRows.get(uid));
  return pageOf(page.records, shown, q);
}

/** The row position of each pinned user found in the locators read (users not on the board have none). */
export function pinnedPositions(uids: readonly string[], locators: ReadonlyMap<number, PublishedLocator>): Map<string, number> {
  return new Map(
    uids.flatMap((uid) => {
      const position = locators.get(locatorOf(uid))?.[uid];
      return position === undefined ? [] : [[uid, position] as const];
    }),
  );
}

/** The pinned users' rows, from the pages holding their positions. */
export function pinnedRowsOf<R extends Row>(positions: ReadonlyMap<string, number>, pages: ReadonlyMap<number, readonly R[]>): Map<string, R> {
  return new Map(
    [...positions].flatMap(([uid, position]) => {
      const row = pages.get(pageOfPosition(position))?.[position % PUBLISHED_PAGE_ROWS];
      return row?.uid === uid ? [[uid, row] as const] : [];
    }),
  );
}
