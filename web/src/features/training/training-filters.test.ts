import { describe, expect, test } from 'vitest';
import { changeTrainingFilters, readTrainingFilters, trainingFiltersToSearch, trainingListParams } from './training-filters.ts';

describe('training list filters in the query string', () => {
  test('reads keyword, category, auth and page; drops what is not a filter value', () => {
    expect(readTrainingFilters(new URLSearchParams('keyword= dp &categoryId=3&auth=Private&currentPage=2'))).toEqual({ keyword: 'dp', categoryId: 3, auth: 'Private', page: 2 });
    expect(readTrainingFilters(new URLSearchParams('categoryId=x&auth=Secret&currentPage=-1'))).toEqual({ keyword: '', categoryId: null, auth: null, page: 1 });
  });

  test('writes only what is set, and round-trips', () => {
    const f = { keyword: 'graph', categoryId: 7, auth: 'Public' as const, page: 3 };
    expect(trainingFiltersToSearch(f).toString()).toBe('keyword=graph&categoryId=7&auth=Public&currentPage=3');
    expect(readTrainingFilters(trainingFiltersToSearch(f))).toEqual(f);
    expect(trainingFiltersToSearch({ keyword: '', categoryId: null, auth: null, page: 1 }).toString()).toBe('');
  });

  test('a filter change goes back to page 1; the call sends no empty filters', () => {
    const f = changeTrainingFilters({ keyword: 'a', categoryId: null, auth: null, page: 4 }, { categoryId: 2 });
    expect(f).toEqual({ keyword: 'a', categoryId: 2, auth: null, page: 1 });
    expect(trainingListParams({ ...f, keyword: '' })).toEqual({ currentPage: 1, keyword: undefined, categoryId: 2, auth: undefined });
  });
});
