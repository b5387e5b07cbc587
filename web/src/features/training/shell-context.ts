import { useOutletContext } from 'react-router';
import type { TrainingScope } from '../../lib/problem-set-scope.ts';
import type { Training } from './api/training-api.ts';

/** What the training shell gives its tabs; the problem page reads only the TrainingScope part. */
export interface TrainingShellContext extends TrainingScope {
  training: Training;
  /** The author or the super admin: no password needed, real names in the rank. */
  admin: boolean;
  /** The viewer may open the problems (public, password accepted, or admin). */
  open: boolean;
}

export const useTrainingShell = () => useOutletContext<TrainingShellContext>();

export type TrainingTab = 'introduction' | 'problems' | 'rank';

export const trainingTabPath = (tid: number, tab: TrainingTab) => `/training/${tid}${tab === 'introduction' ? '' : `/${tab}`}`;

/** The tab a path belongs to; a problem's page keeps the problem list highlighted. */
export const trainingTabOf = (pathname: string, tid: number): TrainingTab => {
  const rest = pathname.slice(`/training/${tid}`.length);
  if (/^\/(problems|problem\/)/.test(rest)) return 'problems';
  if (rest.startsWith('/rank')) return 'rank';
  return 'introduction';
};
