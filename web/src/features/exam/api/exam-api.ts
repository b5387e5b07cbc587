import type { Page } from '@oj/shared';
import { EXAM_PAGE_SIZE, type ExamInfo, type ExamProblemRow, type ExamRankRow, type ExamView } from '@oj/shared/schemas/exam';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http.ts';

export type Exam = z.infer<typeof ExamView>;
export type ExamDetail = z.infer<typeof ExamInfo>;
export type ExamProblem = z.infer<typeof ExamProblemRow>;
export type ExamRank = z.infer<typeof ExamRankRow>;

export interface ExamListParams {
  currentPage: number;
  keyword?: string | undefined;
  status?: number | undefined;
}

export const getExamList = (q: ExamListParams) => http.get<Page<Exam>>('/api/homework/get-timed-work-list', { ...q, limit: EXAM_PAGE_SIZE });

export const examListQuery = (q: ExamListParams) => queryOptions({ queryKey: ['exam-list', q], queryFn: () => getExamList(q), placeholderData: keepPreviousData });

/** Everything about one exam (info, problems, rank) sits under this key: starting or handing in reloads it all. */
export const examKey = (tid: number) => ['exam', tid] as const;

export const getExamInfo = (tid: number) => http.get<ExamDetail>('/api/homework/get-timed-work-info', { tid });

export const examInfoQuery = (tid: number, viewer: string | null) => queryOptions({ queryKey: [...examKey(tid), 'info', viewer], queryFn: () => getExamInfo(tid) });

export const startExam = (tid: number, password: string) => http.post<null>('/api/homework/start-timed-work', { tid, password });

export const endExam = (tid: number) => http.post<null>('/api/homework/end-timed-work', { tid });

export const getExamProblems = (tid: number) => http.get<ExamProblem[]>('/api/homework/get-timed-work-problem-list', { tid });

export const examProblemsQuery = (tid: number, viewer: string | null) =>
  queryOptions({ queryKey: [...examKey(tid), 'problems', viewer], queryFn: () => getExamProblems(tid) });

export const getExamRank = (tid: number) => http.get<ExamRank[]>('/api/homework/get-timed-work-rank', { tid });

export const examRankQuery = (tid: number) => queryOptions({ queryKey: [...examKey(tid), 'rank'], queryFn: () => getExamRank(tid) });
