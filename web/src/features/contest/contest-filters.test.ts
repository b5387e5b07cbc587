import { describe, expect, test } from 'vitest';
import { changeContestFilters, contestFiltersToSearch, contestListParams, readContestFilters } from './contest-filters.ts';

const read = (qs: string) => readContestFilters(new URLSearchParams(qs));

describe('contest list filters in the query string (spec 001 section 2.1)', () => {
  test('rule, status, keyword and page are read back from the URL', () => {
    expect(read('type=1&status=-1&keyword=%20spring%20&currentPage=3')).toEqual({ type: 1, status: -1, keyword: 'spring', page: 3 });
    expect(read('')).toEqual({ type: null, status: null, keyword: '', page: 1 });
  });

  test('values outside the choices are ignored rather than sent', () => {
    expect(read('type=2&status=5&currentPage=-4')).toEqual({ type: null, status: null, keyword: '', page: 1 });
    expect(read('type=ACM&status=&currentPage=x')).toEqual({ type: null, status: null, keyword: '', page: 1 });
  });

  test('written back without defaults, and round-trips', () => {
    const f = { type: 0, status: 0, keyword: 'cup', page: 2 };
    expect(contestFiltersToSearch(f).toString()).toBe('type=0&status=0&keyword=cup&currentPage=2');
    expect(read(contestFiltersToSearch(f).toString())).toEqual(f);
    expect(contestFiltersToSearch({ type: null, status: null, keyword: '', page: 1 }).toString()).toBe('');
  });

  test('a filter change returns to page 1; the call leaves out filters not set', () => {
    const f = { type: null, status: null, keyword: '', page: 4 };
    expect(changeContestFilters(f, { status: 1 })).toEqual({ type: null, status: 1, keyword: '', page: 1 });
    expect(contestListParams({ ...f, type: 1 })).toEqual({ currentPage: 4, type: 1, status: undefined, keyword: undefined });
  });
});
