import type { DiscussionListParams } from './api/discussion-api.ts';

/** Spec 001 section 2.11: the list's keyword, category, onlyMine and page, kept in the query string. */
export interface DiscussionFilters {
  keyword: string;
  /** The category's id, `cid` in the query string as the reference names it. */
  categoryId: number | null;
  onlyMine: boolean;
  page: number;
}

const positiveInt = (v: string | null): number | null => (v !== null && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

export function readDiscussionFilters(p: URLSearchParams): DiscussionFilters {
  return {
    keyword: p.get('keyword')?.trim() ?? '',
    categoryId: positiveInt(p.get('cid')),
    onlyMine: p.get('onlyMine') === 'true',
    page: positiveInt(p.get('currentPage')) ?? 1,
  };
}

export function discussionFiltersToSearch(f: DiscussionFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.keyword) p.set('keyword', f.keyword);
  if (f.categoryId !== null) p.set('cid', String(f.categoryId));
  if (f.onlyMine) p.set('onlyMine', 'true');
  if (f.page !== 1) p.set('currentPage', String(f.page));
  return p;
}

/** A filter change goes back to the first page. */
export function changeDiscussionFilters(f: DiscussionFilters, change: Partial<Omit<DiscussionFilters, 'page'>>): DiscussionFilters {
  return {
    ...f,
    ...change,
    page: 1,
  };
}

/** onlyMine means nothing to a visitor: it is sent only with a login (spec 001 section 5). */
export function discussionListParams(f: DiscussionFilters, pid: string | undefined, loggedIn: boolean): DiscussionListParams {
  return {
    currentPage: f.page,
    keyword: f.keyword || undefined,
    cid: f.categoryId ?? undefined,
    pid: pid || undefined,
    onlyMine: (f.onlyMine && loggedIn) || undefined,
  };
}

/** The list a path shows: the site's, or one problem's (ProblemDiscussion). */
export function discussionListPath(pid: string | undefined, f?: Partial<DiscussionFilters>) {
  const search = f ? discussionFiltersToSearch({ keyword: '', categoryId: null, onlyMine: false, page: 1, ...f }).toString() : '';
  return `/discussion${pid ? `/${encodeURIComponent(pid)}` : ''}${search ? `?${search}` : ''}`;
}
