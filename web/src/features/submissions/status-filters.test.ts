import { describe, expect, test } from 'vitest';
import { changeStatusFilters, readStatusFilters, statusFiltersToSearch, statusListParams } from './status-filters.ts';

const read = (qs: string) => readStatusFilters(new URLSearchParams(qs));

describe('status list filters (spec 000 sections 2.11, 5)', () => {
  test('defaults: everyone, every status, 15 a page', () => {
    expect(read('')).toEqual({ onlyMine: false, status: null, problemID: '', username: '', page: 1, limit: 15 });
    expect(statusFiltersToSearch(read('')).toString()).toBe('');
  });

  test('the links other pages make are read: username and status, onlyMine, problemID', () => {
    expect(read('username=alice&status=0')).toMatchObject({ username: 'alice', status: 0 });
    expect(read('onlyMine=true')).toMatchObject({ onlyMine: true });
    expect(statusListParams(read('problemID=1000&status=-1'))).toEqual({ currentPage: 1, limit: 15, onlyMine: undefined, status: -1, problemID: '1000', username: undefined });
  });

  test('Mine clears the author filter, and any change goes back to page 1', () => {
    const f = read('username=alice&currentPage=3');
    const mine = changeStatusFilters(f, { onlyMine: true });
    expect(mine).toMatchObject({ onlyMine: true, username: '', page: 1 });
    expect(statusFiltersToSearch(mine).toString()).toBe('onlyMine=true');
    expect(read('onlyMine=true&username=alice').username).toBe('');
  });
});
