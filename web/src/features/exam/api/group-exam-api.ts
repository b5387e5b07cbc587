import type { Page } from '@oj/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import type { Exam } from './exam-api.ts';

export interface GroupExamListParams {
  gid: number;
  currentPage: number;
  limit: number;
}

/** A page of the group's visible exams for its members (the public list's rows). */
export const getGroupExamList = (q: GroupExamListParams) => http.get<Page<Exam>>('/api/group/get-timed-work-list', { ...q });
/** Keyed by the viewer too: another account sees the group through its own membership. */
export const groupExamListQuery = (q: GroupExamListParams, viewer: string | null) =>
  queryOptions({ queryKey: ['group-exam-list', viewer, q], queryFn: () => getGroupExamList(q), placeholderData: keepPreviousData });
