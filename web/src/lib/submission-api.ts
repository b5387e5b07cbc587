import type { SubmissionStatus } from '@oj/shared';
import { isFinalStatus, type JudgeStatus } from '@oj/shared/enums';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api.ts';
import { contestCalls } from '@oj/shared/api/contest';
import { judgeCalls } from '@oj/shared/api/judge';

// The submission list and the status check serve both the problem page (my submissions, the verdict of a
// submit) and the status pages, so they live here rather than in one feature.

export interface SubmissionListParams {
  currentPage: number;
  limit: number;
  onlyMine?: boolean | undefined;
  status?: number | undefined;
  username?: string | undefined;
  problemID?: string | undefined;
  /** A contest's own list (spec 000 section 7: /api/contest-submissions), with its display ids. */
  contestID?: number | undefined;
  beforeContestSubmit?: boolean | undefined;
  containsEnd?: boolean | undefined;
  completeProblemID?: boolean | undefined;
  /** A group's own list (spec 002 2.3 GroupSubmissionList): the server checks the caller is a member. */
  gid?: number | undefined;
}

export function getSubmissionList(q: SubmissionListParams) {
  return q.contestID ? api.call(contestCalls.getContestSubmissionList, { query: { ...q, contestID: q.contestID } }) : api.call(judgeCalls.getJudgeList, { query: q });
}

export function submissionListQuery(q: SubmissionListParams) {
  return queryOptions({ queryKey: ['submission-list', q], queryFn: () => getSubmissionList(q), placeholderData: keepPreviousData, staleTime: 0 });
}

/** Every submission list, for invalidation after a submit, rejudge or manual judge. */
export const submissionListsKey = ['submission-list'] as const;

export type SubmissionStatusMap = Record<string, z.infer<typeof SubmissionStatus>>;

export function checkSubmissionsStatus(submitIds: number[], cid?: number) {
  return cid ? api.call(contestCalls.checkContestJudgeResult, { body: { submitIds, cid } }) : api.call(judgeCalls.checkCommonJudgeResult, { body: { submitIds } });
}

/** Spec 000 section 9: a submission is polled every 2 s, at most 300 times. */
export const POLL_MS = 2000;
export const MAX_POLLS = 300;

/** Every live status query, read again once a submission is reset (a resubmit). */
export const submissionStatusesKey = ['submission-status'] as const;

/** Sends a Submitted Failed (or System Error) submission to be judged again; its author or an admin may. */
export function resubmit(submitId: number) {
  return api.call(judgeCalls.resubmit, { query: { submitId } });
}

const allFinal = (ids: number[], data: SubmissionStatusMap | undefined) => !!data && ids.every((id) => data[id] === undefined || isFinalStatus(data[id].status as JudgeStatus));

export function submissionStatusQuery(submitIds: number[], cid?: number) {
  return queryOptions({
    queryKey: [...submissionStatusesKey, submitIds, cid ?? 0],
    queryFn: () => checkSubmissionsStatus(submitIds, cid),
    enabled: submitIds.length > 0,
    staleTime: 0,
    refetchInterval: (query) => (allFinal(submitIds, query.state.data) || query.state.dataUpdateCount >= MAX_POLLS ? false : POLL_MS),
  });
}

/** The live statuses of submissions still being judged; stops once all are final (or after 300 polls). */
export function useSubmissionStatuses(submitIds: number[], cid?: number) {
  return useQuery(submissionStatusQuery(submitIds, cid)).data;
}

/** A list's rows with the unfinished ones polled every 2 s (at most 300 times) and their live status merged in. */
export function useLiveSubmissions<R extends { submitId: number; status: number }>(rows: R[], cid?: number): R[] {
  const unfinished = rows.filter((s) => !isFinalStatus(s.status as JudgeStatus)).map((s) => s.submitId);
  const live = useSubmissionStatuses(unfinished, cid);
  return rows.map((s) => (live?.[s.submitId] ? { ...s, ...live[s.submitId] } : s));
}
