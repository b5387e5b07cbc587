import type { CheckSubmissionsBody, ManualJudgeQuery, RejudgeContestProblemQuery, ShareSubmissionBody, Submission, SubmissionListQuery, SubmitIdQuery, SubmitJudgeRequest, TestJudgeBody, TestJudgeKeyQuery } from '../schemas/submission.ts';
import { type BodyOf, type QueryOf, get, post, put } from './call.ts';

/** The judge group's calls (functions/src/groups/judge). */
export const judge = {
  submitProblemJudge: post<{ body: BodyOf<typeof SubmitJudgeRequest>; reply: Submission }>('/api/submit-problem-judge'),
  getSubmission: get<{ query: QueryOf<typeof SubmitIdQuery>; reply: unknown }>('/api/get-submission-detail'),
  getJudgeList: get<{ query: QueryOf<typeof SubmissionListQuery>; reply: unknown }>('/api/get-submission-list'),
  checkCommonJudgeResult: post<{ body: BodyOf<typeof CheckSubmissionsBody>; reply: unknown }>('/api/check-submissions-status'),
  getALLCaseResult: get<{ query: QueryOf<typeof SubmitIdQuery>; reply: unknown }>('/api/get-all-case-result'),
  resubmit: get<{ query: QueryOf<typeof SubmitIdQuery>; reply: unknown }>('/api/resubmit'),
  updateSubmission: put<{ body: BodyOf<typeof ShareSubmissionBody>; reply: null }>('/api/submission'),
  submitProblemTestJudge: post<{ body: BodyOf<typeof TestJudgeBody>; reply: string }>('/api/submit-problem-test-judge'),
  getTestJudgeResult: get<{ query: QueryOf<typeof TestJudgeKeyQuery>; reply: unknown }>('/api/get-test-judge-result'),
  rejudge: get<{ query: QueryOf<typeof SubmitIdQuery>; reply: unknown }>('/api/admin/judge/rejudge'),
  rejudgeContestProblem: get<{ query: QueryOf<typeof RejudgeContestProblemQuery>; reply: unknown }>('/api/admin/judge/rejudge-contest-problem'),
  manualJudge: get<{ query: QueryOf<typeof ManualJudgeQuery>; reply: unknown }>('/api/admin/judge/manual-judge'),
  cancelJudge: get<{ query: QueryOf<typeof SubmitIdQuery>; reply: unknown }>('/api/admin/judge/cancel-judge'),
};
