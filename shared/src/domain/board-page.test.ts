import { describe, expect, test } from 'vitest';
import { boardCurrent, boardPage, type PagedRow } from './board-page.ts';

const row = (uid: string, rank: number, over: Partial<PagedRow> = {}): PagedRow => ({ rank, uid, username: uid, realname: null, nickname: null, school: null, ...over });
const rows = [row('star', -1), row('ann', 1, { nickname: 'Annie', school: 'North' }), row('bob', 2), row('cid', 3, { school: 'South' }), row('dan', 4)];
const q = { currentPage: 1, limit: 2, removeStar: false, keyword: null, concernedList: [] };
const uids = (page: { records: PagedRow[] }) => page.records.map((r) => r.uid);

describe('a page of a board (the reference paging)', () => {
  test('pages of the whole board, with its total and page count', () => {
    expect(boardPage(rows, q, [], 'username')).toEqual({ records: [rows[0], rows[1]], total: 5, size: 2, current: 1, pages: 3 });
    expect(uids(boardPage(rows, { ...q, currentPage: 3 }, [], 'username'))).toEqual(['dan']);
  });

  test("the viewer's and the concerned users' rows are repeated on top of every page, once each, marked pinned and not counted", () => {
    const page = boardPage(rows, { ...q, limit: 3, concernedList: ['cid', 'dan', 'cid'] }, ['dan'], 'username');
    expect(page.records.map((r) => `${r.uid}${r.pinned ? '*' : ''}`)).toEqual(['dan*', 'cid*', 'star', 'ann', 'bob']);
    expect(page).toMatchObject({ total: 5, pages: 2 });
    // the copies are new objects: the board's own rows stay unmarked
    expect(rows.some((r) => 'pinned' in r)).toBe(false);
    const second = boardPage(rows, { ...q, limit: 3, currentPage: 2, concernedList: ['cid'] }, ['dan'], 'username');
    expect(second.records.map((r) => `${r.uid}${r.pinned ? '*' : ''}`)).toEqual(['dan*', 'cid*', 'cid', 'dan']);
    expect(second.total).toBe(5);
    // a visitor (no uid) pins only the concerned users; unknown users pin nothing
    expect(uids(boardPage(rows, { ...q, concernedList: ['nobody', 'bob'] }, [undefined], 'username'))).toEqual(['bob', 'star', 'ann']);
  });

  test('star rows leave on request, also from the pinned ones; the keyword matches the shown name or the school', () => {
    expect(boardPage(rows, { ...q, limit: 10, removeStar: true, concernedList: ['star'] }, [], 'username')).toMatchObject({ records: rows.slice(1), total: 4 });
    expect(uids(boardPage(rows, { ...q, keyword: 'annie' }, [], 'nickname'))).toEqual(['ann']);
    expect(uids(boardPage(rows, { ...q, keyword: 'annie' }, [], 'username'))).toEqual([]);
    expect(uids(boardPage(rows, { ...q, keyword: 'SOUTH' }, ['bob'], 'username'))).toEqual(['cid']);
    // a missing nickname falls back to the username
    expect(uids(boardPage(rows, { ...q, keyword: 'bob' }, [], 'nickname'))).toEqual(['bob']);
  });
});

describe('whether a built board is still current', () => {
  const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute)).toISOString();
  const sealed = { sealRank: true, sealRankTime: at(40), endTime: at(50) };
  test('a board built before the seal started or the contest ended is out of date once that instant passed', () => {
    expect(boardCurrent(sealed, at(30), Date.parse(at(39)))).toBe(true);
    expect(boardCurrent(sealed, at(30), Date.parse(at(40)))).toBe(false);
    expect(boardCurrent(sealed, at(41), Date.parse(at(45)))).toBe(true);
    expect(boardCurrent(sealed, at(45), Date.parse(at(51)))).toBe(false);
    expect(boardCurrent(sealed, at(50), Date.parse(at(59)))).toBe(true);
  });

  test('without a seal only the end counts', () => {
    expect(boardCurrent({ ...sealed, sealRank: false }, at(30), Date.parse(at(45)))).toBe(true);
    expect(boardCurrent({ ...sealed, sealRank: false }, at(30), Date.parse(at(51)))).toBe(false);
  });
});
