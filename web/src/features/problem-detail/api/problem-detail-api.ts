import { submissionListsKey } from '../../../lib/submission-api.ts';
import type { ProblemDetail, TestJudgeResult } from '@oj/shared';
import { isFinalStatus, type JudgeStatus } from '@oj/shared/enums';
import type { ExamSubmissionRow } from '@oj/shared/schemas/exam';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { contestCalls } from '@oj/shared/api/contest';
import { examCalls } from '@oj/shared/api/exam';
import { judgeCalls } from '@oj/shared/api/judge';
import { problemCalls } from '@oj/shared/api/problem';

export type ProblemData = z.infer<typeof ProblemDetail>;
export type TestRunResult = z.infer<typeof TestJudgeResult>;

/** Where the site's problem page is shown: inside a training (tid) and/or a group (gid); the server checks the caller may open it there. */
export interface ProblemPlace {
  tid?: number | undefined;
  gid?: number | undefined;
}

export const getProblemDetail = (problemId: string, { tid, gid }: ProblemPlace = {}) => api.call(problemCalls.getProblemInfo, { query: { problemId, tid, gid } });

/** The viewer is part of the key: the detail carries the viewer's own status on the problem. */
export const problemDetailQuery = (problemId: string, viewer: string | null, place: ProblemPlace = {}) =>
  queryOptions({
    queryKey: ['problem-detail', problemId, viewer, place.tid === undefined ? null : String(place.tid), place.gid === undefined ? null : String(place.gid)],
    queryFn: () => getProblemDetail(problemId, place),
  });

/** Every cached copy of one problem, for invalidation once a verdict is in. */
export const problemDetailKey = (problemId: string) => ['problem-detail', problemId] as const;

/** A contest's problem by its display id there; the include-after-contest setting changes its counts. */
export const getContestProblemDetail = (cid: number, displayId: string, containsEnd: boolean) =>
  api.call(contestCalls.getContestProblemDetails, { query: { cid, displayId, containsEnd } });

export const contestProblemDetailKey = (cid: number, displayId: string) => ['contest-problem-detail', String(cid), displayId] as const;

/** Keyed like the site's problem (text parts), so a page takes either. */
export const contestProblemDetailQuery = (cid: number, displayId: string, containsEnd: boolean, viewer: string | null) =>
  queryOptions({
    queryKey: [...contestProblemDetailKey(cid, displayId), String(containsEnd), viewer],
    queryFn: () => getContestProblemDetail(cid, displayId, containsEnd),
  });

/** An exam's problem by its display id there (the server checks the caller has started the exam or administers it). */
export const getExamProblemDetail = (examId: number, displayId: string) => api.call(examCalls.getTimedWorkProblemDetail, { query: { tid: examId, displayId } });

export const examProblemDetailKey = (examId: number, displayId: string) => ['exam-problem-detail', String(examId), displayId] as const;

export const examProblemDetailQuery = (examId: number, displayId: string, viewer: string | null) =>
  queryOptions({ queryKey: [...examProblemDetailKey(examId, displayId), viewer], queryFn: () => getExamProblemDetail(examId, displayId) });

export type ExamSubmission = z.infer<typeof ExamSubmissionRow>;

export interface ExamSubmissionParams {
  examId: number;
  displayId: string;
  currentPage: number;
  limit: number;
}

/** The viewer's own submissions in an exam, of one problem. */
export const getExamSubmissions = ({ examId, ...q }: ExamSubmissionParams) =>
  api.call(examCalls.getTimedWorkSubmissionList, { query: { tid: examId, ...q } });

/** Under the submission lists' key: a verdict reloads it with the others. */
export const examSubmissionsQuery = (q: ExamSubmissionParams) =>
  queryOptions({ queryKey: [...submissionListsKey, 'exam', q], queryFn: () => getExamSubmissions(q), placeholderData: keepPreviousData, staleTime: 0 });

export const getLastAcCode = (pid: number, cid?: number) => api.call(problemCalls.getUserLastAcceptedCode, { query: { pid, cid } });

export interface SubmitBody {
  pid: number;
  language: string;
  code: string;
  /** The contest it is submitted in. */
  cid?: number | undefined;
  /** The training it is submitted in. */
  tid?: number | undefined;
  /** In an exam (cid = exam id + 50000): the problem's display id there. */
  displayTid?: string | undefined;
  /** The group it is submitted in (its own problems and trainings). */
  gid?: number | undefined;
}

export const submitProblemJudge = (body: SubmitBody) => api.call(judgeCalls.submitProblemJudge, { body: body });

export interface TestRunBody extends SubmitBody {
  userInput: string;
  expectedOutput: string;
}

/** Starts a test run; the reply is the key to poll. */
export const submitTestJudge = (body: TestRunBody) => api.call(judgeCalls.submitProblemTestJudge, { body: body });

export const getTestJudgeResult = (testJudgeKey: string) => api.call(judgeCalls.getTestJudgeResult, { query: { testJudgeKey } });

/** Spec 000 section 4.2: polled every second while the run is Pending (or any other unfinished state). */
export const testJudgeResultQuery = (testJudgeKey: string | null) =>
  queryOptions({
    queryKey: ['test-judge-result', testJudgeKey],
    queryFn: () => getTestJudgeResult(testJudgeKey ?? ''),
    enabled: testJudgeKey !== null,
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data && isFinalStatus(query.state.data.status as JudgeStatus) ? false : 1000),
  });
