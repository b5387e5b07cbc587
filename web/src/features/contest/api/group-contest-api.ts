import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { groupContestCalls } from '@oj/shared/api/group-contest';

export interface GroupContestListParams {
  gid: number;
  currentPage: number;
  limit: number;
}

/** A page of the group's visible contests for its members (the public list's rows), latest start first. */
export function getGroupContestList(q: GroupContestListParams) {
  return api.call(groupContestCalls.getContestList, { query: { ...q } });
}
/** Keyed by the viewer too: another account sees the group through its own membership. */
export function groupContestListQuery(q: GroupContestListParams, viewer: string | null) {
  return queryOptions({ queryKey: ['group-contest-list', viewer, q], queryFn: () => getGroupContestList(q), placeholderData: keepPreviousData });
}
