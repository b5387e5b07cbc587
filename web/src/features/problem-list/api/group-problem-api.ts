import type { Page } from '@oj/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import type { ProblemRow } from './problem-list-api.ts';

export interface GroupProblemListParams {
  gid: number;
  currentPage: number;
  limit: number;
}

/** Spec 002 2.4: a group's problems its members may open (public and private ones of the group), with the viewer's status. */
export const getGroupProblemList = (q: GroupProblemListParams) => http.get<Page<ProblemRow>>('/api/group/get-problem-list', { ...q });

/** The viewer is part of the key: the rows carry the viewer's own status. */
export const groupProblemListQuery = (q: GroupProblemListParams, viewer: string | null) =>
  queryOptions({ queryKey: ['group-problem-list', q, viewer], queryFn: () => getGroupProblemList(q), placeholderData: keepPreviousData });
