import type { ProblemDetail } from '../schemas/problem.ts';
import type { Page } from '../schemas/common.ts';
import type { z } from 'zod';
import type {
  EndExamBody,
  ExamIdQuery,
  ExamInfo,
  ExamListQuery,
  ExamProblemQuery,
  ExamProblemRow,
  ExamRankRow,
  ExamSubmissionListQuery,
  ExamSubmissionRow,
  ExamView,
  StartExamBody,
} from '../schemas/exam.ts';
import { type BodyOf, type QueryOf, get, post } from './call.ts';

/** The exam group's calls (functions/src/groups/exam). */
export const examCalls = {
  getTimedWorkList: get<{ query: QueryOf<typeof ExamListQuery>; reply: Page<z.infer<typeof ExamView>> }>('/api/homework/get-timed-work-list'),
  getTimedWorkInfo: get<{ query: QueryOf<typeof ExamIdQuery>; reply: z.infer<typeof ExamInfo> }>('/api/homework/get-timed-work-info'),
  addStartTimedWork: post<{ body: BodyOf<typeof StartExamBody>; reply: null }>('/api/homework/start-timed-work'),
  addEndTimedWork: post<{ body: BodyOf<typeof EndExamBody>; reply: null }>('/api/homework/end-timed-work'),
  getTimedWorkProblemList: get<{ query: QueryOf<typeof ExamIdQuery>; reply: z.infer<typeof ExamProblemRow>[] }>('/api/homework/get-timed-work-problem-list'),
  getTimedWorkProblemDetail: get<{ query: QueryOf<typeof ExamProblemQuery>; reply: z.infer<typeof ProblemDetail> }>('/api/homework/get-timed-work-problem-detail'),
  getTimedWorkSubmissionList: get<{ query: QueryOf<typeof ExamSubmissionListQuery>; reply: Page<z.infer<typeof ExamSubmissionRow>> }>('/api/homework/get-timed-work-submission-list'),
  getTimedWorkRank: get<{ query: QueryOf<typeof ExamIdQuery>; reply: z.infer<typeof ExamRankRow>[] }>('/api/homework/get-timed-work-rank'),
};
