import { GROUP_PAGE_SIZES } from '@oj/shared/schemas/group';
import type { GroupListParams } from './api/group-api.ts';
import { GROUP_TYPES } from './components/group-tags.tsx';

/** Spec 002 2.2 and section 9: the page sizes offered on the group list. */
export const GROUP_LIST_SIZES = [9, 15, 30, 60, 120] as const;

/** The group list's filters as kept in the query string (auth, keyword, onlyMine, currentPage, limit). */
export interface GroupFilters {
  keyword: string;
  auth: number | null;
  onlyMine: boolean;
  page: number;
  limit: number;
}

const positive = (v: string | null) => (v !== null && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

export function readGroupFilters(p: URLSearchParams): GroupFilters {
  const auth = positive(p.get('auth'));
  const limit = positive(p.get('limit'));
  return {
    keyword: p.get('keyword')?.trim() ?? '',
    auth: GROUP_TYPES.find((a) => a === auth) ?? null,
    onlyMine: p.get('onlyMine') === 'true',
    page: positive(p.get('currentPage')) ?? 1,
    limit: GROUP_LIST_SIZES.find((s) => s === limit) ?? GROUP_PAGE_SIZES.list,
  };
}

export function groupFiltersToSearch(f: GroupFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.keyword) p.set('keyword', f.keyword);
  if (f.auth !== null) p.set('auth', String(f.auth));
  if (f.onlyMine) p.set('onlyMine', 'true');
  if (f.page !== 1) p.set('currentPage', String(f.page));
  if (f.limit !== GROUP_PAGE_SIZES.list) p.set('limit', String(f.limit));
  return p;
}

/** A filter change goes back to the first page. */
export function changeGroupFilters(f: GroupFilters, change: Partial<Omit<GroupFilters, 'page'>>): GroupFilters {
  return { ...f, ...change, page: 1 };
}

/** The call's query; a visitor's list is never "mine". */
export function groupListParams(f: GroupFilters, signedIn: boolean): GroupListParams {
  return {
    currentPage: f.page,
    limit: f.limit,
    keyword: f.keyword || undefined,
    auth: f.auth ?? undefined,
    onlyMine: signedIn && f.onlyMine ? true : undefined,
  };
}
