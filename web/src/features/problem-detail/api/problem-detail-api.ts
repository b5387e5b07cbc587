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

export function getProblemDetail(problemId: string, { tid, gid }: ProblemPlace = {}) {
  return api.call(problemCalls.getProblemInfo, { query: { problemId, tid, gid } });
}

/** The viewer is part of the key: the detail carries the viewer's own status on the problem. */
export function problemDetailQuery(problemId: string, viewer: string | null, place: ProblemPlace = {}) {
  return queryOptions({
    queryKey: ['problem-detail', problemId, viewer, place.tid === undefined ? null : String(place.tid), place.gid === undefined ? null : String(place.gid)],
    queryFn: () => getProblemDetail(problemId, place),
  });
}

/** Every cached copy of one problem, for invalidation once a verdict is in. */
export function problemDetailKey(problemId: string) {
  return ['problem-detail', problemId] as const;
}

/** A contest's problem by its display id there; the include-after-contest setting changes its counts. */
export function getContestProblemDetail(cid: number, displayId: string, containsEnd: boolean) {
  return api.call(contestCalls.getContestProblemDetails, { query: { cid, displayId, containsEnd } });
}

export function contestProblemDetailKey(cid: number, displayId: string) {
  return ['contest-problem-detail', String(cid), displayId] as const;
}

/** Keyed like the site's problem (text parts), so a page takes either. */
export function contestProblemDetailQuery(cid: number, displayId: string, containsEnd: boolean, viewer: string | null) {
  return queryOptions({
    queryKey: [...contestProblemDetailKey(cid, displayId), String(containsEnd), viewer],
    queryFn: () => getContestProblemDetail(cid, displayId, containsEnd),
  });
}

/** An exam's problem by its display id there (the server checks the caller has started the exam or administers it). */
export function getExamProblemDetail(examId: number, displayId: string) {
  return api.call(examCalls.getTimedWorkProblemDetail, { query: { tid: examId, displayId } });
}

export function examProblemDetailKey(examId: number, displayId: string) {
  return ['exam-problem-detail', String(examId), displayId] as const;
}

export function examProblemDetailQuery(examId: number, displayId: string, viewer: string | null) {
  return queryOptions({ queryKey: [...examProblemDetailKey(examId, displayId), viewer], queryFn: () => getExamProblemDetail(examId, displayId) });
}

export type ExamSubmission = z.infer<typeof ExamSubmissionRow>;

export interface ExamSubmissionParams {
  examId: number;
  displayId: string;
  currentPage: number;
  limit: number;
}

/** The viewer's own submissions in an exam, of one problem. */
export function getExamSubmissions({ examId, ...q }: ExamSubmissionParams) {
  return api.call(examCalls.getTimedWorkSubmissionList, { query: { tid: examId, ...q } });
}

/** Under the submission lists' key: a verdict reloads it with the others. */
export function examSubmissionsQuery(q: ExamSubmissionParams) {
  return queryOptions({ queryKey: [...submissionListsKey, 'exam', q], queryFn: () => getExamSubmissions(q), placeholderData: keepPreviousData, staleTime: 0 });
}

export function getLastAcCode(pid: number, cid?: number) {
  return api.call(problemCalls.getUserLastAcceptedCode, { query: { pid, cid } });
}

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
  /** A problem judged on a remote judge (spec 001: contest and exam payloads carry it). */
  isRemote?: boolean | undefined;
}

export function submitProblemJudge(body: SubmitBody) {
  return api.call(judgeCalls.submitProblemJudge, { body: body });
}

export interface TestRunBody extends SubmitBody {
  userInput: string;
  expectedOutput: string;
}

/** Starts a test run; the reply is the key to poll. */
export function submitTestJudge(body: TestRunBody) {
  return api.call(judgeCalls.submitProblemTestJudge, { body: body });
}

export function getTestJudgeResult(testJudgeKey: string) {
  return api.call(judgeCalls.getTestJudgeResult, { query: { testJudgeKey } });
}

/** Spec 000 section 4.2: polled every second while the run is Pending (or any other unfinished state). */
export function testJudgeResultQuery(testJudgeKey: string | null) {
  return queryOptions({
    queryKey: ['test-judge-result', testJudgeKey],
    queryFn: () => getTestJudgeResult(testJudgeKey ?? ''),
    enabled: testJudgeKey !== null,
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data && isFinalStatus(query.state.data.status as JudgeStatus) ? false : 1000),
  });
}
