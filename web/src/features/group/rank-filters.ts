import type { GroupRankParams, GroupRankType } from './api/group-rank-api.ts';

/** Spec 002 2.11 and section 9: 30 a page, ACM (0) by default. */
export const GROUP_RANK_PAGE_SIZE = 30;

const positive = (v: string | null) => (v !== null && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** The rank's page, size, user search and type as kept in the query string. */
export function readRankQuery(p: URLSearchParams): GroupRankParams {
  return {
    currentPage: positive(p.get('page')) ?? 1,
    limit: positive(p.get('limit')) ?? GROUP_RANK_PAGE_SIZE,
    type: (p.get('type') === '1' ? 1 : 0) as GroupRankType,
    searchUser: p.get('searchUser')?.trim() || undefined,
  };
}

export function rankQueryToSearch(q: GroupRankParams): URLSearchParams {
  const p = new URLSearchParams();
  if (q.currentPage !== 1) p.set('page', String(q.currentPage));
  if (q.limit !== GROUP_RANK_PAGE_SIZE) p.set('limit', String(q.limit));
  if (q.searchUser) p.set('searchUser', q.searchUser);
  if (q.type !== 0) p.set('type', String(q.type));
  return p;
}
