import type { ContestListItem, Page } from '@oj/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export interface GroupContestListParams {
  gid: number;
  currentPage: number;
  limit: number;
}

/** A page of the group's visible contests for its members (the public list's rows), latest start first. */
export const getGroupContestList = (q: GroupContestListParams) => http.get<Page<ContestListItem>>('/api/group/get-contest-list', { ...q });
/** Keyed by the viewer too: another account sees the group through its own membership. */
export const groupContestListQuery = (q: GroupContestListParams, viewer: string | null) =>
  queryOptions({ queryKey: ['group-contest-list', viewer, q], queryFn: () => getGroupContestList(q), placeholderData: keepPreviousData });
