/**
 * One page of a materialised board, as get-contest-rank and get-contest-outside-scoreboard answer it and as the
 * outside scoreboard pages a published snapshot in the browser: the same rules on both sides.
 */
import { pageOf, type Page } from '../schemas/common.ts';
import type { ContestRankQuery } from '../schemas/scoreboard.ts';

export interface PagedRow {
  rank: number;
  uid: string;
  username: string;
  realname: string | null;
  nickname: string | null;
  school: string | null;
  /** Only on a page's pinned copies (boardPage). */
  pinned?: true | undefined;
}

export type BoardPageQuery = Pick<ContestRankQuery, 'currentPage' | 'limit' | 'removeStar' | 'keyword' | 'concernedList'>;

/** The name a board shows for a row (the contest's rankShowName), the username when that one is missing. */
export function rankShownName(rankShowName: string | null | undefined, r: PagedRow): string {
  return (rankShowName === 'realname' ? r.realname : rankShowName === 'nickname' ? r.nickname : r.username) ?? r.username;
}

/**
 * The reference's paging, with its pinned rows marked: the viewer's own row and the concerned users' rows are
 * repeated at the top of every page (each once), as copies marked `pinned: true` (the reference client ignores the
 * field) and left out of the total, so `total` is the number of rows on the board and each row also stays in its
 * place. Star rows (rank -1) are left out on request; a keyword matches the shown name or the school, in any case.
 * `rowOf` finds a row by user id (a server keeps an index per snapshot; by default the rows are searched).
 */
export function boardPage<R extends PagedRow>(
  rows: readonly R[],
  q: BoardPageQuery,
  pinnedUids: readonly (string | undefined)[],
  rankShowName: string | null | undefined,
  rowOf: (uid: string) => R | undefined = (uid) => rows.find((r) => r.uid === uid),
): Page<R> {
  const keyword = q.keyword?.toLowerCase();
  const kept = (r: R) => (!q.removeStar || r.rank !== -1) && (!keyword || rankShownName(rankShowName, r).toLowerCase().includes(keyword) || (r.school ?? '').toLowerCase().includes(keyword));
  const shown = q.removeStar || keyword ? rows.filter(kept) : rows;
  const pinned = [...new Set([...pinnedUids, ...(q.concernedList ?? [])])].flatMap((uid) => {
    const row = uid === undefined ? undefined : rowOf(uid);
    return row && kept(row) ? [{ ...row, pinned: true as const }] : [];
  });
  const from = (q.currentPage - 1) * q.limit;
  return pageOf([...pinned, ...shown.slice(from, from + q.limit)], shown.length, q);
}

type BoardClock = { sealRank: boolean; sealRankTime: string | null; endTime: string };

/** The instants after which a board built earlier is out of date even without new results: the seal's start, the end. */
const boardTransitions = (c: BoardClock): number[] => [c.sealRank && c.sealRankTime ? Date.parse(c.sealRankTime) : NaN, Date.parse(c.endTime)].filter(Number.isFinite);

/** Whether a board built at `builtAt` is still the one to show at `now` (no seal start or end passed since). */
export function boardCurrent(c: BoardClock, builtAt: string, now: number): boolean {
  const built = Date.parse(builtAt);
  return boardTransitions(c).every((t) => t > now || built >= t);
}
