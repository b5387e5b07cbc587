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

export const getExamList = (q: ExamListParams) => api.call(examCalls.getTimedWorkList, { query: { ...q, limit: EXAM_PAGE_SIZE } });

export const examListQuery = (q: ExamListParams) => queryOptions({ queryKey: ['exam-list', q], queryFn: () => getExamList(q), placeholderData: keepPreviousData });

/** Everything about one exam (info, problems, rank) sits under this key: starting or handing in reloads it all. */
export const examKey = (tid: number) => ['exam', tid] as const;

export const getExamInfo = (tid: number) => api.call(examCalls.getTimedWorkInfo, { query: { tid } });

export const examInfoQuery = (tid: number, viewer: string | null) => queryOptions({ queryKey: [...examKey(tid), 'info', viewer], queryFn: () => getExamInfo(tid) });

export const startExam = (tid: number, password: string) => api.call(examCalls.addStartTimedWork, { body: { tid, password } });

export const endExam = (tid: number) => api.call(examCalls.addEndTimedWork, { body: { tid } });

export const getExamProblems = (tid: number) => api.call(examCalls.getTimedWorkProblemList, { query: { tid } });

export const examProblemsQuery = (tid: number, viewer: string | null) =>
  queryOptions({ queryKey: [...examKey(tid), 'problems', viewer], queryFn: () => getExamProblems(tid) });

export const getExamRank = (tid: number) => api.call(examCalls.getTimedWorkRank, { query: { tid } });

export const examRankQuery = (tid: number) => queryOptions({ queryKey: [...examKey(tid), 'rank'], queryFn: () => getExamRank(tid) });
