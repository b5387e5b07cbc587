import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';

export interface GroupProblemListParams {
  gid: number;
  currentPage: number;
  limit: number;
}

/** Spec 002 2.4: a group's problems its members may open (public and private ones of the group), with the viewer's status. */
export function getGroupProblemList(q: GroupProblemListParams) {
  return api.call(adminProblemCalls.getProblemListOfGroup, { query: { ...q } });
}

/** The viewer is part of the key: the rows carry the viewer's own status. */
export function groupProblemListQuery(q: GroupProblemListParams, viewer: string | null) {
  return queryOptions({ queryKey: ['group-problem-list', q, viewer], queryFn: () => getGroupProblemList(q), placeholderData: keepPreviousData });
}
