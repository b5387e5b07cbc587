import type { ProblemItem } from '@oj/shared/db/items/problem';
import { TrainingProblemItem, type TrainingItem } from '@oj/shared/db/items/training';
import { placementRefusal } from '../../domain/problem-sets.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/app-error.ts';

/** A training problem as the reference serves it (its TrainingProblem: flat, with the entry's own id). */
export function trainingProblemView(e: TrainingProblemItem) {
  return { id: e.id, tid: e.tid, pid: e.pid, displayId: e.displayId, rank: e.rank, gmtCreate: e.gmtCreate, gmtModified: e.gmtModified };
}

const alreadyThere = () => badRequest('The problem is already in this training');

/**
 * Places a problem in a training, last in its order, under the problem's own display id (a training names its
 * problems as the site does): a public problem of the site, or in a group's training a problem of that group.
 */
export async function placeProblem(deps: Deps, training: TrainingItem, problem: ProblemItem): Promise<TrainingProblemItem> {
  const refusal = placementRefusal('training', problem, training.gid);
  if (refusal) throw badRequest(refusal);
  const entries = await deps.repos.trainings.trainingProblems(training.tid, true);
  if (entries.some((e) => e.pid === problem.pid)) throw alreadyThere();
  const at = deps.now().toISOString();
  const entry = TrainingProblemItem.parse({
    id: await deps.repos.trainings.nextTrainingProblemId(),
    tid: training.tid,
    pid: problem.pid,
    displayId: problem.problemId,
    rank: entries.reduce((max, e) => Math.max(max, e.rank + 1), 0),
    gmtCreate: at,
    gmtModified: at,
  });
  if (!(await deps.repos.trainings.addTrainingProblem(entry))) throw alreadyThere();
  return entry;
}

/** The training's entry of a problem, or a 404. */
export async function entryOr404(deps: Deps, tid: number, pid: number): Promise<TrainingProblemItem> {
  const entry = await deps.repos.trainings.getTrainingProblem(tid, pid);
  if (!entry) throw notFound('The problem is not in this training');
  return entry;
}

export async function setEntryRank(deps: Deps, entry: TrainingProblemItem, rank: number) {
  const next = { ...entry, rank, gmtModified: deps.now().toISOString() };
  await deps.repos.trainings.replaceTrainingProblem(next);
  return next;
}

export function removeEntry(deps: Deps, entry: TrainingProblemItem) {
  return deps.repos.trainings.deleteTrainingProblem(entry);
}
