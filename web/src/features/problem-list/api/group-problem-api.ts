import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';

export interface GroupProblemListParams {
  gid: number;
  currentPage: number;
  limit: number;
}

/** Spec 002 2.4: a group's problems its members may open (public and private ones of the group), with the viewer's status. */
export const getGroupProblemList = (q: GroupProblemListParams) => api.call(adminProblemCalls.getProblemListOfGroup, { query: { ...q } });

/** The viewer is part of the key: the rows carry the viewer's own status. */
export const groupProblemListQuery = (q: GroupProblemListParams, viewer: string | null) =>
  queryOptions({ queryKey: ['group-problem-list', q, viewer], queryFn: () => getGroupProblemList(q), placeholderData: keepPreviousData });
