import { EXAM_PAGE_SIZE, type ExamInfo, type ExamProblemRow, type ExamRankRow, type ExamView } from '@oj/shared/schemas/exam';
import type { QueryOfCall } from '@oj/shared/api/call';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { examCalls } from '@oj/shared/api/exam';

export type Exam = z.infer<typeof ExamView>;
export type ExamDetail = z.infer<typeof ExamInfo>;
export type ExamProblem = z.infer<typeof ExamProblemRow>;
export type ExamRank = z.infer<typeof ExamRankRow>;

export type ExamListParams = Omit<QueryOfCall<typeof examCalls.getTimedWorkList>, 'limit'>;

export function getExamList(q: ExamListParams) {
  return api.call(examCalls.getTimedWorkList, { query: { ...q, limit: EXAM_PAGE_SIZE } });
}

export function examListQuery(q: ExamListParams) {
  return queryOptions({ queryKey: ['exam-list', q], queryFn: () => getExamList(q), placeholderData: keepPreviousData });
}

/** Everything about one exam (info, problems, rank) sits under this key: starting or handing in reloads it all. */
export function examKey(tid: number) {
  return ['exam', tid] as const;
}

export function getExamInfo(tid: number) {
  return api.call(examCalls.getTimedWorkInfo, { query: { tid } });
}

export function examInfoQuery(tid: number, viewer: string | null) {
  return queryOptions({ queryKey: [...examKey(tid), 'info', viewer], queryFn: () => getExamInfo(tid) });
}

export function startExam(tid: number, password: string) {
  return api.call(examCalls.addStartTimedWork, { body: { tid, password } });
}

export function endExam(tid: number) {
  return api.call(examCalls.addEndTimedWork, { body: { tid } });
}

export function getExamProblems(tid: number) {
  return api.call(examCalls.getTimedWorkProblemList, { query: { tid } });
}

export function examProblemsQuery(tid: number, viewer: string | null) {
  return queryOptions({ queryKey: [...examKey(tid), 'problems', viewer], queryFn: () => getExamProblems(tid) });
}

export function getExamRank(tid: number) {
  return api.call(examCalls.getTimedWorkRank, { query: { tid } });
}

export function examRankQuery(tid: number) {
  return queryOptions({ queryKey: [...examKey(tid), 'rank'], queryFn: () => getExamRank(tid) });
}
