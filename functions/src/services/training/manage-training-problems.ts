import { toPage } from '@oj/shared';
import type { ProblemItem } from '@oj/shared/db/items/problem';
import type { TrainingItem } from '@oj/shared/db/items/training';
import type { AdminTrainingProblemListQuery, TrainingProblemBody } from '@oj/shared/schemas/training';
import type { z } from 'zod';
import { setProblemChoices } from '../../domain/problem-sets.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { entryOr404, placeProblem, removeEntry, setEntryRank, trainingProblemView } from './training-entries.ts';
import { touchTraining } from './manage-training.ts';

/**
 * The calls on a training's problems that the back office and a group (group-training) make alike, on a training
 * their scope has already checked the caller may manage (ARCHITECTURE.md "a group is a scope, not a copy").
 */

/**
 * The problem chooser: with queryExisted the training's problems in its order, otherwise the public problems outside
 * groups it lacks; trainingProblemMap maps each pid in the training to its entry, as the reference's page reads it.
 */
export async function trainingProblemList(deps: Deps, training: TrainingItem, query: z.infer<typeof AdminTrainingProblemListQuery>) {
  const [entries, problems] = await Promise.all([deps.repos.trainings.trainingProblems(training.tid, true), deps.repos.problems.allProblems()]);
  const rows = setProblemChoices(
    problems,
    entries.map((e) => e.pid),
    query,
  );
  return {
    problemList: toPage(
      rows.map((p) => ({ id: p.pid, ...p })),
      query,
    ),
    trainingProblemMap: Object.fromEntries(entries.map((e) => [e.pid, trainingProblemView(e)])),
  };
}

/** A new rank for a problem of the training (the client sends the row of trainingProblemMap with its new rank). */
export async function rankTrainingProblem(deps: Deps, training: TrainingItem, body: z.infer<typeof TrainingProblemBody>) {
  const entry = await entryOr404(deps, training.tid, body.pid);
  if (body.id && body.id !== entry.id) throw notFound('The problem is not in this training');
  const next = await setEntryRank(deps, entry, body.rank);
  await touchTraining(deps, training.tid);
  return trainingProblemView(next);
}

/** The problem leaves the training (the problem itself stays). */
export async function removeFromTraining(deps: Deps, training: TrainingItem, pid: number) {
  await removeEntry(deps, await entryOr404(deps, training.tid, pid));
  await touchTraining(deps, training.tid);
}

/** Adds a problem to the training under its own display id (a different one asked for is refused). */
export async function addToTraining(deps: Deps, training: TrainingItem, problem: ProblemItem, displayId?: string | null) {
  if (displayId && displayId.toLowerCase() !== problem.problemId.toLowerCase()) {
    throw badRequest(`A training shows a problem under its own id (${problem.problemId})`);
  }
  await placeProblem(deps, training, problem);
  await touchTraining(deps, training.tid);
}
