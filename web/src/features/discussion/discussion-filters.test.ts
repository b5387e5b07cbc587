import { describe, expect, test } from 'vitest';
import { changeDiscussionFilters, discussionFiltersToSearch, discussionListParams, discussionListPath, readDiscussionFilters } from './discussion-filters.ts';

const read = (qs: string) => readDiscussionFilters(new URLSearchParams(qs));

describe('discussion list filters in the query string', () => {
  test('read back what was written; defaults leave the query empty', () => {
    const f = { keyword: 'dp', categoryId: 3, onlyMine: true, page: 4 };
    expect(discussionFiltersToSearch(f).toString()).toBe('keyword=dp&cid=3&onlyMine=true&currentPage=4');
    expect(read(discussionFiltersToSearch(f).toString())).toEqual(f);
    expect(discussionFiltersToSearch(read('')).toString()).toBe('');
  });

  test('nonsense in the query falls back to the defaults', () => {
    expect(read('cid=abc&currentPage=-2&onlyMine=yes&keyword=%20%20')).toEqual({ keyword: '', categoryId: null, onlyMine: false, page: 1 });
    expect(read('cid=0&currentPage=1.5')).toMatchObject({ categoryId: null, page: 1 });
  });

  test('a filter change goes back to the first page', () => {
    expect(changeDiscussionFilters(read('currentPage=5&cid=2'), { keyword: 'graph' })).toEqual({ keyword: 'graph', categoryId: 2, onlyMine: false, page: 1 });
  });

  test('the call gets the category as cid, the problem as pid, and onlyMine only with a login', () => {
    const f = read('cid=2&onlyMine=true&currentPage=3');
    expect(discussionListParams(f, '1001', true)).toEqual({ currentPage: 3, keyword: undefined, cid: 2, pid: '1001', onlyMine: true });
    expect(discussionListParams(f, undefined, false)).toMatchObject({ pid: undefined, onlyMine: undefined });
  });

  test('list paths: the site list or a problem list, with filters', () => {
    expect(discussionListPath(undefined)).toBe('/discussion');
    expect(discussionListPath('P 1', { categoryId: 4, onlyMine: true })).toBe('/discussion/P%201?cid=4&onlyMine=true');
  });
});
