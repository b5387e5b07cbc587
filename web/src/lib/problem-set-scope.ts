import { useOutletContext } from 'react-router';
import type { ContestScope } from './contest-scope.ts';

/**
 * What a training shell tells the problem page it hosts: submissions made there carry the training (tid), and
 * their verdicts move the training's progress and rank.
 */
export interface TrainingScope {
  tid: number;
  /** Told once the verdict of a submission made here is final. */
  onVerdict: () => void;
}

/**
 * The problem set a hosted page is shown in (ARCHITECTURE.md "Problem sets and scopes"): a contest or a training,
 * passed by its shell as the outlet context; undefined on the site's own pages.
 */
export type ProblemSetScope = ContestScope | TrainingScope;

export const useProblemSetScope = (): ProblemSetScope | undefined => useOutletContext<ProblemSetScope | undefined>() ?? undefined;

// Other shells pass contexts of their own through their outlets: only a set's is taken for one.
export const isContestScope = (scope: unknown): scope is ContestScope => typeof scope === 'object' && scope !== null && 'cid' in scope;
export const isTrainingScope = (scope: unknown): scope is TrainingScope => typeof scope === 'object' && scope !== null && 'tid' in scope;

/** TrainingProblemDetails: a training's problem goes by the problem's own id. */
export const trainingProblemPath = (tid: number, problemId: string) => `/training/${tid}/problem/${encodeURIComponent(problemId)}`;
