import type { z } from 'zod';
import type { Page } from '../schemas/common.ts';
import type {
  AllCaseResult,
  CheckSubmissionsBody,
  ManualJudgeQuery,
  RejudgeContestProblemQuery,
  ShareSubmissionBody,
  Submission,
  SubmissionDetail,
  SubmissionListQuery,
  SubmissionStatus,
  SubmitIdQuery,
  SubmitJudgeRequest,
  TestJudgeBody,
  TestJudgeKeyQuery,
  TestJudgeResult,
} from '../schemas/submission.ts';
import { type BodyOf, type QueryOf, get, post, put } from './call.ts';

/** A submission's result after a manual judge or a cancel. */
export type JudgedResult = Pick<Submission, 'status' | 'score' | 'oiRankScore' | 'judger'>;

/** The judge group's calls (functions/src/groups/judge). */
export const judgeCalls = {
  submitProblemJudge: post<{ body: BodyOf<typeof SubmitJudgeRequest>; reply: Submission }>('/api/submit-problem-judge'),
  getSubmission: get<{ query: QueryOf<typeof SubmitIdQuery>; reply: z.infer<typeof SubmissionDetail> }>('/api/get-submission-detail'),
  getJudgeList: get<{ query: QueryOf<typeof SubmissionListQuery>; reply: Page<Submission> }>('/api/get-submission-list'),
  checkCommonJudgeResult: post<{ body: BodyOf<typeof CheckSubmissionsBody>; reply: Record<string, z.infer<typeof SubmissionStatus>> }>('/api/check-submissions-status'),
  getALLCaseResult: get<{ query: QueryOf<typeof SubmitIdQuery>; reply: z.infer<typeof AllCaseResult> }>('/api/get-all-case-result'),
  resubmit: get<{ query: QueryOf<typeof SubmitIdQuery>; reply: Submission }>('/api/resubmit'),
  updateSubmission: put<{ body: BodyOf<typeof ShareSubmissionBody>; reply: null }>('/api/submission'),
  submitProblemTestJudge: post<{ body: BodyOf<typeof TestJudgeBody>; reply: string }>('/api/submit-problem-test-judge'),
  getTestJudgeResult: get<{ query: QueryOf<typeof TestJudgeKeyQuery>; reply: z.infer<typeof TestJudgeResult> }>('/api/get-test-judge-result'),
  rejudge: get<{ query: QueryOf<typeof SubmitIdQuery>; reply: Submission }>('/api/admin/judge/rejudge'),
  rejudgeContestProblem: get<{ query: QueryOf<typeof RejudgeContestProblemQuery>; reply: { count: number } }>('/api/admin/judge/rejudge-contest-problem'),
  manualJudge: get<{ query: QueryOf<typeof ManualJudgeQuery>; reply: JudgedResult }>('/api/admin/judge/manual-judge'),
  cancelJudge: get<{ query: QueryOf<typeof SubmitIdQuery>; reply: JudgedResult }>('/api/admin/judge/cancel-judge'),
};
