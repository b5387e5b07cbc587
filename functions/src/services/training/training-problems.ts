import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { enterTraining } from './load-training.ts';

/** A training's problems a solver sees, in its order, once the caller may open the training (a private one's password). */
export async function enteredTrainingProblems(deps: Deps, user: SessionUser, tid: number) {
  const { training } = await enterTraining(deps, tid, user);
  return (await deps.repos.trainings.openTrainingProblems(training, deps.now())).map(({ problem }) => problem);
}

/** The training's problem named by id or by its display id (the problem's own, in any case), or a 404. */
export async function trainingProblemOr404(deps: Deps, user: SessionUser, tid: number, pid: number | string) {
  const problems = await enteredTrainingProblems(deps, user, tid);
  const wanted = typeof pid === 'string' ? pid.toLowerCase() : undefined;
  const found = problems.find((p) => (wanted === undefined ? p.pid === pid : p.problemId.toLowerCase() === wanted));
  if (!found) throw notFound('The problem is not part of this training');
  return found;
}
