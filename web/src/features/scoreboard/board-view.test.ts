import { describe, expect, test } from 'vitest';
import { acmCellKind, cellTries, oiCellKind, pinLabel, readConcerned, shownName, toggleConcerned } from './board-view.ts';
import { parseScrollBoardUrl, scrollBoardUrl } from './scroll-board-url.ts';

describe('board cells', () => {
  test('ACM cells: after-contest solve, first solve, solve, pending, wrong, nothing', () => {
    const cases: [Parameters<typeof acmCellKind>[0], ReturnType<typeof acmCellKind>][] = [
      [{ isAC: true, ACTime: 60, errorNum: 0, isFirstAC: true, isAfterContest: true }, 'afterAc'],
      [{ isAC: true, ACTime: 60, errorNum: 1, isFirstAC: true }, 'firstAc'],
      [{ isAC: true, ACTime: 60, errorNum: 1, isFirstAC: false }, 'ac'],
      [{ isAC: false, errorNum: 2, tryNum: 1 }, 'pending'],
      [{ isAC: false, errorNum: 2 }, 'wrong'],
      [{ isAC: false, errorNum: 0 }, null],
    ];
    for (const [cell, kind] of cases) expect(acmCellKind(cell), JSON.stringify(cell)).toBe(kind);
    expect(cellTries({ isAC: true, errorNum: 2 })).toEqual({ tries: 3, pending: 0 });
    expect(cellTries({ isAC: false, errorNum: 2, tryNum: 3 })).toEqual({ tries: 2, pending: 3 });
  });

  test('OI cells: full marks when an accepted run has a time, zero, in between', () => {
    expect(oiCellKind(100, 15)).toBe('full');
    expect(oiCellKind(0, undefined)).toBe('zero');
    expect(oiCellKind(40, undefined)).toBe('partial');
    expect(oiCellKind(undefined, undefined)).toBeNull();
  });

  test('the shown name follows rankShowName and falls back to the username when empty', () => {
    const row = { username: 'ann', nickname: 'Annie', realname: ' ' };
    expect(shownName(row, 'username')).toBe('ann');
    expect(shownName(row, 'nickname')).toBe('Annie');
    expect(shownName(row, 'realname')).toBe('ann');
    expect(shownName({ ...row, nickname: null }, 'nickname')).toBe('ann');
    expect(shownName(row, null)).toBe('ann');
  });
});

describe('pinned rows and followed users', () => {
  test("a pinned copy reads as the viewer's own or a followed user's; a row in place has no label", () => {
    expect(pinLabel({ uid: 'me', pinned: true }, 'me')).toBe('pinnedOwn');
    expect(pinLabel({ uid: 'a', pinned: true }, 'me')).toBe('pinned');
    expect(pinLabel({ uid: 'a', pinned: true }, null)).toBe('pinned');
    expect(pinLabel({ uid: 'me' }, 'me')).toBeNull();
  });

  test('follows are kept per contest in this browser and toggle', () => {
    expect(readConcerned(5)).toEqual([]);
    expect(toggleConcerned(5, 'u1')).toEqual(['u1']);
    expect(toggleConcerned(5, 'u2')).toEqual(['u1', 'u2']);
    expect(toggleConcerned(5, 'u1')).toEqual(['u2']);
    expect(readConcerned(5)).toEqual(['u2']);
    expect(readConcerned(6)).toEqual([]);
    localStorage.setItem('contestRankConcerned:7', '{not json');
    expect(readConcerned(7)).toEqual([]);
  });
});

describe('the scroll board address', () => {
  test('carries the contest, the star switch and three medal counts, and reads back', () => {
    const url = scrollBoardUrl({ cid: 12, removeStar: true, medals: [3, 5, 8] });
    expect(url).toBe('/scrollBoard?cid=12&removeStar=true&medals%5B%5D=3&medals%5B%5D=5&medals%5B%5D=8');
    expect(parseScrollBoardUrl(url.slice(url.indexOf('?')))).toEqual({ cid: 12, removeStar: true, medals: [3, 5, 8] });
  });

  test("reads the reference's unencoded brackets; bad counts are 0; a missing or bad cid is an error", () => {
    expect(parseScrollBoardUrl('?cid=3&removeStar=false&medals[]=1&medals[]=x')).toEqual({ cid: 3, removeStar: false, medals: [1, 0, 0] });
    expect(parseScrollBoardUrl('?removeStar=true')).toEqual({ error: 'cid' });
    expect(parseScrollBoardUrl('?cid=-4')).toEqual({ error: 'cid' });
  });
});
