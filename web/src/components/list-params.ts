import { useSearchParams } from 'react-router';

/** What a back-office list call takes: the page, its size and the keyword searched. */
export interface ListParams {
  currentPage: number;
  limit: number;
  keyword?: string | undefined;
}

const positive = (v: string | null, fallback: number) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : fallback);

/**
 * A back-office list's keyword, page and page size, kept in the query string (keyword, currentPage, limit; defaults
 * left out); the query string's other entries stay (a group tab's view). A new keyword or page size goes back to the
 * first page.
 */
export function useListParams(pageSize: number) {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = positive(params.get('currentPage'), 1);
  const limit = positive(params.get('limit'), pageSize);
  const go = (change: { keyword?: string; page?: number; limit?: number }) => {
    const next = new URLSearchParams(params);
    for (const name of ['keyword', 'currentPage', 'limit']) next.delete(name);
    const k = change.keyword ?? keyword;
    if (k) next.set('keyword', k);
    if ((change.page ?? page) > 1) next.set('currentPage', String(change.page ?? page));
    if ((change.limit ?? limit) !== pageSize) next.set('limit', String(change.limit ?? limit));
    setParams(next);
  };
  return {
    keyword,
    page,
    limit,
    search: (typed: string) => go({ keyword: typed.trim(), page: 1 }),
    setPage: (p: number) => go({ page: p }),
    setLimit: (n: number) => go({ limit: n, page: 1 }),
  };
}
