import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOARD_PAGE_SIZES, type AcmRankRow, type BoardSnapshot } from '../schemas/scoreboard.ts';
import { boardPage } from './board-page.ts';
import {
  PUBLISHED_LOCATORS,
  PUBLISHED_PAGE_ROWS,
  locatorOf,
  locatorPart,
  pageOfPosition,
  pagePart,
  pinnedPositions,
  pinnedRowsOf,
  publishedPage,
  publishedParts as partsOf,
  publishedSpan,
  type PublishedBoardIndex,
  type PublishedLocator,
} from './published-board.ts';

const publishedParts = (board: BoardSnapshot) => partsOf(board, (body) => createHash('md5').update(body).digest('hex'));

const row = (i: number, star: boolean): AcmRankRow => ({
  rank: star ? -1 : i + 1,
  isWinAward: false,
  awardName: null,
  awardBackground: null,
  awardColor: null,
  uid: `${(i * 2654435761) >>> 0}`.padStart(10, '0'),
  username: `user${i}`,
  realname: null,
  nickname: null,
  school: null,
  gender: null,
  avatar: null,
  ac: 0,
  total: 0,
  totalTime: 0,
  submissionInfo: { A: { isAC: false, errorNum: i % 3 } },
});

const board = (size: number, stars: ReadonlySet<number>): BoardSnapshot => ({
  cid: 3,
  type: 0,
  variant: 'live',
  builtAt: '2026-11-01T10:00:00.000Z',
  rows: Array.from({ length: size }, (_, i) => row(i, stars.has(i))),
  problems: { A: { total: 4, ac: 1 } },
});

/** What a visitor reads: the index, and the pages and locators it asks for, each parsed from its published JSON. */
const reader = (snapshot: BoardSnapshot) => {
  const { index, bodies } = publishedParts(snapshot);
  const read = new Set<string>();
  const part = <T>(name: string): T => {
    read.add(name);
    return JSON.parse(bodies.get(name)!) as T;
  };
  const pages = (numbers: Iterable<number>) => new Map([...numbers].map((n) => [n, part<AcmRankRow[]>(pagePart(n))]));
  const view = (q: { currentPage: number; limit: number; removeStar: boolean; concernedList: string[] }, viewer?: string) => {
    read.clear();
    const uids = [...new Set([...(viewer ? [viewer] : []), ...q.concernedList])];
    const locators = new Map([...new Set(uids.map(locatorOf))].map((l) => [l, part<PublishedLocator>(locatorPart(l))]));
    const positions = pinnedPositions(uids, locators);
    const pinned = pinnedRowsOf(positions, pages([...positions.values()].map(pageOfPosition)));
    return publishedPage(index, pages(publishedSpan(index, q).pages), pinned, q, [viewer], 'username');
  };
  return { index, bodies, read, view };
};

describe('a board published in parts', () => {
  it('answers every page, with and without star rows, pinned users included, exactly as the API pages the whole board', () => {
    for (const [size, stars] of [
      [0, []],
      [1, [0]],
      [49, [3]],
      [50, []],
      [237, [0, 1, 2, 49, 50, 51, 99, 100, 236]],
    ] as const) {
      const snapshot = board(size, new Set(stars));
      const { view } = reader(snapshot);
      const uid = (i: number) => snapshot.rows[i]?.uid ?? 'nobody';
      for (const limit of BOARD_PAGE_SIZES) {
        for (const removeStar of [false, true]) {
          for (let currentPage = 1; currentPage <= Math.ceil(size / limit) + 1; currentPage++) {
            const q = { currentPage, limit, removeStar, concernedList: [uid(size - 1), uid(1), 'nobody'] };
            const expected = boardPage(snapshot.rows, { ...q, keyword: null }, [uid(Math.floor(size / 2))], 'username');
            expect(view(q, uid(Math.floor(size / 2))), `${size} rows, page ${currentPage} of ${limit}, removeStar ${removeStar}`).toEqual(expected);
          }
        }
      }
    }
  });

  it('a view reads the pages it shows and, for each pinned user, a locator and the page holding the row', () => {
    const snapshot = board(10_000, new Set([5, 7000]));
    const { index, view, read } = reader(snapshot);
    expect(index).toMatchObject({ cid: 3, rows: 10_000, stars: [5, 7000], builtAt: snapshot.builtAt });
    // the problem tallies stay in the private snapshot: the outside board's header has its own call
    expect(index).not.toHaveProperty('problems');
    view({ currentPage: 1, limit: 50, removeStar: false, concernedList: [] });
    expect([...read]).toEqual([pagePart(0)]);
    view({ currentPage: 3, limit: 100, removeStar: true, concernedList: [snapshot.rows[9000]!.uid] });
    expect([...read].sort()).toEqual([locatorPart(locatorOf(snapshot.rows[9000]!.uid)), pagePart(180), pagePart(4), pagePart(5), pagePart(6)].sort());
  });

  it('has one locator per hash bucket holding every user, and content hashes that change only with the part', () => {
    const before = publishedParts(board(120, new Set()));
    expect(Object.keys(before.index.parts).filter((p) => p.startsWith('at-'))).toHaveLength(PUBLISHED_LOCATORS);
    const located = Object.assign({}, ...Array.from({ length: PUBLISHED_LOCATORS }, (_, l) => JSON.parse(before.bodies.get(locatorPart(l))!) as PublishedLocator));
    expect(Object.keys(located)).toHaveLength(120);
    // the last row changes: only the last page changes (the locators keep their positions)
    const changed = board(120, new Set());
    changed.rows[119] = { ...changed.rows[119]!, ac: 1 };
    const after = publishedParts(changed);
    const differing = Object.keys(after.index.parts).filter((p) => after.index.parts[p] !== before.index.parts[p]);
    expect(differing).toEqual([pagePart(pageOfPosition(119))]);
    expect(pageOfPosition(119)).toBe(Math.floor(119 / PUBLISHED_PAGE_ROWS));
  });

  it('names no page for an empty window', () => {
    const index = publishedParts(board(100, new Set())).index satisfies PublishedBoardIndex;
    expect(publishedSpan(index, { currentPage: 3, limit: 50, removeStar: false })).toEqual({ from: 100, to: 100, shown: 100, pages: [] });
  });
});
