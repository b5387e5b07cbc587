import { describe, expect, test } from 'vitest';
import { changeFilters, filtersToSearch, listParams, readFilters, resetFilters } from './problem-filters.ts';

const read = (qs: string) => readFilters(new URLSearchParams(qs));

describe('problem list URL state (spec 000 section 2.9)', () => {
  test('defaults: My OJ, page 1, 30 a page, no filters; nothing in the URL', () => {
    const f = read('');
    expect(f).toEqual({ keyword: '', difficulty: null, oj: 'ME', tagIds: [], page: 1, limit: 30 });
    expect(filtersToSearch(f).toString()).toBe('');
  });

  test('tags are a JSON array in the URL and a comma string in the call', () => {
    const f = read('tagId=%5B3%2C5%5D&oj=all&difficulty=2&keyword=sum&currentPage=2');
    expect(f.tagIds).toEqual([3, 5]);
    expect(f.oj).toBe('ALL');
    expect(filtersToSearch(f).get('tagId')).toBe('[3,5]');
    expect(listParams(f)).toEqual({ keyword: 'sum', difficulty: 2, oj: 'ALL', tagId: '3,5', currentPage: 2, limit: 30 });
    expect(listParams(read(''))).toMatchObject({ keyword: undefined, difficulty: undefined, tagId: undefined });
  });

  test('bad values fall back: a broken tag list, a page below 1', () => {
    expect(read('tagId=oops&currentPage=-4').tagIds).toEqual([]);
    expect(read('currentPage=-4').page).toBe(1);
    expect(read('tagId=%5B1%2C%22x%22%5D').tagIds).toEqual([1]);
  });

  test('a filter change goes back to page 1', () => {
    const f = read('currentPage=4&tagId=%5B1%5D');
    expect(changeFilters(f, { difficulty: 0 })).toMatchObject({ page: 1, difficulty: 0, tagIds: [1] });
  });

  test('a bank other than All clears the tags; All keeps them', () => {
    const f = read('oj=ALL&tagId=%5B1%2C2%5D');
    expect(changeFilters(f, { oj: 'HDU' }).tagIds).toEqual([]);
    expect(changeFilters(f, { oj: 'ME' }).tagIds).toEqual([]);
    expect(changeFilters({ ...f, oj: 'ME' }, { oj: 'ALL' }).tagIds).toEqual([1, 2]);
  });

  test('reset keeps only the page size', () => {
    expect(resetFilters(read('keyword=x&limit=50&oj=CF&currentPage=3'))).toEqual(read('limit=50'));
  });
});
