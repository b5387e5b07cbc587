import { useOutletContext } from 'react-router';
import { scopedPath } from '../../lib/group-paths.ts';
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

export function useTrainingShell() {
  return useOutletContext<TrainingShellContext>();
}

export type TrainingTab = 'introduction' | 'problems' | 'rank';

/** A tab's path; inside a group (GroupTrainingDetails) under /group/{gid}. */
export function trainingTabPath(tid: number, tab: TrainingTab, gid?: number) {
  return scopedPath(gid, `/training/${tid}${tab === 'introduction' ? '' : `/${tab}`}`);
}

/** The tab a path belongs to; a problem's page keeps the problem list highlighted. */
export function trainingTabOf(pathname: string, tid: number, gid?: number): TrainingTab {
  const rest = pathname.slice(trainingTabPath(tid, 'introduction', gid).length);
  if (/^\/(problems|problem\/)/.test(rest)) return 'problems';
  if (rest.startsWith('/rank')) return 'rank';
  return 'introduction';
}
