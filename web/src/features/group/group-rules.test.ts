import { describe, expect, test } from 'vitest';
import { avatarFileProblem, centredSquare } from './avatar-file.ts';
import { groupFiltersToSearch, readGroupFilters } from './group-filters.ts';
import { truncateName } from './group-name.ts';
import { groupTabOf, isFullWidth, isTabDisabled, visibleGroupTabs } from './group-tabs.ts';
import { canChangeMember, isAuthOptionDisabled } from './member-rules.ts';

describe('group tabs', () => {
  test('detail, create and edit pages keep their list tab; unknown paths are the home', () => {
    expect(groupTabOf('/group/7', 7)).toBe('home');
    expect(groupTabOf('/group/7/problem/algo-1', 7)).toBe('problem');
    expect(groupTabOf('/group/7/training/3/problems', 7)).toBe('training');
    expect(groupTabOf('/group/7/submission-detail/55', 7)).toBe('submission');
    expect(groupTabOf('/group/7/status', 7)).toBe('submission');
    expect(groupTabOf('/group/7/discussion-detail/2', 7)).toBe('discussion');
    expect(groupTabOf('/group/7/whatever', 7)).toBe('home');
  });

  test('full width for submissions, a problem page and a training page only', () => {
    expect([isFullWidth('/group/7/status', 7), isFullWidth('/group/7/submission-detail/1', 7), isFullWidth('/group/7/problem/x', 7), isFullWidth('/group/7/training/3', 7)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([isFullWidth('/group/7/problem', 7), isFullWidth('/group/7/training', 7), isFullWidth('/group/7/member', 7), isFullWidth('/group/7', 7)]).toEqual([false, false, false, false]);
  });

  test('tabs follow the routes that exist, the discussion switch and the level', () => {
    const all = () => true;
    expect(visibleGroupTabs(7, { available: all, discussionOpen: false, level: 3 })).toEqual(['home', 'problem', 'training', 'contest', 'exam', 'submission', 'member', 'rank']);
    expect(visibleGroupTabs(7, { available: all, discussionOpen: true, level: 5 })).toContain('setting');
    expect(visibleGroupTabs(7, { available: all, discussionOpen: true, level: 4 })).toEqual(expect.arrayContaining(['discussion', 'announcement']));
    expect(visibleGroupTabs(7, { available: (p) => p.endsWith('/rank'), discussionOpen: true, level: 5 })).toEqual(['home', 'rank']);
    expect([isTabDisabled('problem', 2), isTabDisabled('home', 0), isTabDisabled('setting', 0), isTabDisabled('problem', 3)]).toEqual([true, false, false, false]);
  });
});

test('the side card name: 26 columns, wide characters count 2', () => {
  expect(truncateName('Algorithms Club')).toBe('Algorithms Club');
  expect(truncateName('a'.repeat(27))).toBe(`${'a'.repeat(26)}...`);
  expect(truncateName('算法'.repeat(7))).toBe(`${'算法'.repeat(6)}算...`);
  expect(truncateName('算'.repeat(13))).toBe('算'.repeat(13));
});

test('the group list filters round-trip through the query string; unknown sizes and auths fall back', () => {
  const f = readGroupFilters(new URLSearchParams('keyword=%20algo%20&auth=3&onlyMine=true&currentPage=4&limit=60'));
  expect(f).toEqual({ keyword: 'algo', auth: 3, onlyMine: true, page: 4, limit: 60 });
  expect(groupFiltersToSearch(f).toString()).toBe('keyword=algo&auth=3&onlyMine=true&currentPage=4&limit=60');
  expect(readGroupFilters(new URLSearchParams('auth=9&limit=16&currentPage=-1'))).toEqual({ keyword: '', auth: null, onlyMine: false, page: 1, limit: 15 });
});

test('avatar files: the six image types up to 2 MB; the crop is the centred square', () => {
  expect(avatarFileProblem({ name: 'me.WEBP', size: 10 })).toBeNull();
  expect(avatarFileProblem({ name: 'me.svg', size: 10 })).toBe('type');
  expect(avatarFileProblem({ name: 'png', size: 10 })).toBe('type');
  expect(avatarFileProblem({ name: 'me.jpg', size: 2 * 1024 * 1024 })).toBeNull();
  expect(avatarFileProblem({ name: 'me.jpg', size: 2 * 1024 * 1024 + 1 })).toBe('size');
  expect(centredSquare(400, 300)).toEqual({ x: 50, y: 0, side: 300 });
});

test('member changes: the owner and oneself never; below one own level unless owner or super admin', () => {
  const admin = { uid: 'a', level: 4, unbounded: false };
  expect(canChangeMember(admin, { uid: 'b', auth: 3 }, 'o')).toBe(true);
  expect(canChangeMember(admin, { uid: 'b', auth: 4 }, 'o')).toBe(false);
  expect(canChangeMember(admin, { uid: 'a', auth: 4 }, 'o')).toBe(false);
  expect(canChangeMember({ uid: 's', level: 5, unbounded: true }, { uid: 'o', auth: 5 }, 'o')).toBe(false);
  expect(canChangeMember({ uid: 's', level: 5, unbounded: true }, { uid: 'r', auth: 5 }, 'o')).toBe(true);
  expect(isAuthOptionDisabled(admin, { uid: 'b', auth: 1 }, 3)).toBe(false);
  expect(isAuthOptionDisabled(admin, { uid: 'b', auth: 1 }, 4)).toBe(true);
  expect(isAuthOptionDisabled({ uid: 's', level: 5, unbounded: true }, { uid: 'b', auth: 3 }, 5)).toBe(false);
  expect(isAuthOptionDisabled({ uid: 's', level: 5, unbounded: true }, { uid: 'b', auth: 3 }, 1)).toBe(true);
});
