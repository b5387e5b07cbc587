import type { AllCaseResult, SubmissionDetail } from '@oj/shared';
import { isFinalStatus, type JudgeStatus } from '@oj/shared/enums';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { POLL_MS } from '../../../lib/submission-api.ts';
import { api } from '../../../lib/api.ts';
import { judgeCalls } from '@oj/shared/api/judge';

export type SubmissionData = z.infer<typeof SubmissionDetail>;
export type CaseResults = z.infer<typeof AllCaseResult>;

export function getSubmissionDetail(submitId: number) {
  return api.call(judgeCalls.getSubmission, { query: { submitId } });
}

/** Polled every 2 s while the submission is still being judged. */
export function submissionDetailQuery(submitId: number) {
  return queryOptions({
    queryKey: ['submission-detail', submitId],
    queryFn: () => getSubmissionDetail(submitId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && !isFinalStatus(query.state.data.submission.status as JudgeStatus) ? POLL_MS : false),
  });
}

/** Silent: a problem that keeps its case results closed answers 403, and the page then shows none. */
export function getCaseResults(submitId: number) {
  return api.call(judgeCalls.getALLCaseResult, { query: { submitId }, silent: true });
}

export function caseResultsQuery(submitId: number) {
  return queryOptions({ queryKey: ['case-results', submitId], queryFn: () => getCaseResults(submitId), staleTime: 0 });
}

export function shareSubmission(submitId: number, share: boolean) {
  return api.call(judgeCalls.updateSubmission, { body: { submitId, share } });
}

// Super admin calls (spec 000 section 4.1).
export function rejudge(submitId: number) {
  return api.call(judgeCalls.rejudge, { query: { submitId } });
}
export function cancelJudge(submitId: number) {
  return api.call(judgeCalls.cancelJudge, { query: { submitId } });
}
export function manualJudge(submitId: number, status: number, score: number | null) {
  return api.call(judgeCalls.manualJudge, { query: { submitId, status, score } });
}
