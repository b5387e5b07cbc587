import type { ExamStatus } from '@oj/shared/domain/exam';
import { useOutletContext } from 'react-router';
import type { ExamScope } from '../../lib/problem-set-scope.ts';
import type { ExamDetail } from './api/exam-api.ts';

/**
 * What the exam shell gives its tabs; the problem page it hosts reads only the ExamScope part. It changes when a
 * status does, not with each tick of the clock, so hosted pages do not redraw every second.
 */
export interface ExamShellContext extends ExamScope {
  exam: ExamDetail;
  /** The exam's own status on the shell's clock. */
  examStatus: ExamStatus;
  /** The viewer may open the problems (started, or one of the exam's admins). */
  open: boolean;
  /** The viewer may read the rank now (their exam is over, or they are an admin). */
  rankOpen: boolean;
}

export function useExamShell() {
  return useOutletContext<ExamShellContext>();
}

export type ExamTab = 'introduction' | 'problems' | 'rank';

export function examTabPath(examId: number, tab: ExamTab) {
  return `/exam/${examId}${tab === 'introduction' ? '' : `/${tab}`}`;
}

/** The tab a path belongs to; a problem's page keeps the problem list highlighted. */
export function examTabOf(pathname: string, examId: number): ExamTab {
  const rest = pathname.slice(`/exam/${examId}`.length);
  if (/^\/(problems|problem\/)/.test(rest)) return 'problems';
  if (rest.startsWith('/rank')) return 'rank';
  return 'introduction';
}

/** The exam problem page (the shell keeps its clock in view there). */
export function isExamProblemPath(pathname: string, examId: number) {
  return pathname.startsWith(`/exam/${examId}/problem/`);
}
