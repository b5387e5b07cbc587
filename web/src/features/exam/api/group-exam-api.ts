import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { groupExamCalls } from '@oj/shared/api/group-exam';

export interface GroupExamListParams {
  gid: number;
  currentPage: number;
  limit: number;
}

/** A page of the group's visible exams for its members (the public list's rows). */
export function getGroupExamList(q: GroupExamListParams) {
  return api.call(groupExamCalls.getTimedWorkList, { query: { ...q } });
}
/** Keyed by the viewer too: another account sees the group through its own membership. */
export function groupExamListQuery(q: GroupExamListParams, viewer: string | null) {
  return queryOptions({ queryKey: ['group-exam-list', viewer, q], queryFn: () => getGroupExamList(q), placeholderData: keepPreviousData });
}
