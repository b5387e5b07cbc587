import { useOutletContext } from 'react-router';
import type { ExamDetail } from './api/exam-api.ts';

/** What the exam shell gives its tabs. */
export interface ExamShellContext {
  tid: number;
  exam: ExamDetail;
  /** The clock's time (ms), ticking every second. */
  now: number;
  /** The viewer may open the problems (started, or one of the exam's admins). */
  open: boolean;
  /** The viewer may read the rank now (their exam is over, or they are an admin). */
  rankOpen: boolean;
}

export const useExamShell = () => useOutletContext<ExamShellContext>();

export type ExamTab = 'introduction' | 'problems' | 'rank';

export const examTabPath = (tid: number, tab: ExamTab) => `/exam/${tid}${tab === 'introduction' ? '' : `/${tab}`}`;

/** The tab a path belongs to; a problem's page keeps the problem list highlighted. */
export const examTabOf = (pathname: string, tid: number): ExamTab => {
  const rest = pathname.slice(`/exam/${tid}`.length);
  if (/^\/(problems|problem\/)/.test(rest)) return 'problems';
  if (rest.startsWith('/rank')) return 'rank';
  return 'introduction';
};
