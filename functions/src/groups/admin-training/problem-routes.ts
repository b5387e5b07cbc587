import { ADMIN_ROLES, REMOTE_JUDGING_UNSUPPORTED, Role, toPage } from '@oj/shared';
import { AddTrainingProblemBody, AdminTrainingProblemListQuery, RemoteTrainingImportQuery, TrainingProblemBody, TrainingProblemDeleteQuery } from '@oj/shared/schemas/training';
import { badRequest, notFound } from '../../http/app-error.ts';
import { loginWithRoles, route } from '../../http/route.ts';
import { allProblems } from '../../data/problems.ts';
import { setProblemChoices } from '../../data/problem-sets.ts';
import { getTraining, trainingProblems } from '../../data/trainings.ts';
import type { Deps } from '../../deps.ts';
import { deleteProblem, problemOr404 } from '../admin-problem/manage-problem.ts';
import { entryOr404, placeProblem, removeEntry, setEntryRank, trainingProblemView } from './problem-store.ts';
import { touchTraining } from './training-store.ts';

const ADMINS = loginWithRoles(...ADMIN_ROLES);
const PROBLEM_OWNERS = loginWithRoles(Role.ROOT, Role.PROBLEM_ADMIN);

const trainingOr404 = async (deps: Deps, tid: number) => {
  const training = await getTraining(deps.db, tid, true);
  if (!training) throw notFound('The training does not exist');
  return training;
};

export const problemRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/training/get-problem-list',
    access: ADMINS,
    query: AdminTrainingProblemListQuery,
    // queryExisted: the training's problems in its order; otherwise the public problems outside groups it lacks.
    // trainingProblemMap maps each pid in the training to its entry, as the reference's page reads it.
    handler: async ({ deps, query }) => {
      const training = await trainingOr404(deps, query.tid);
      const [entries, problems] = await Promise.all([trainingProblems(deps.db, training.tid, true), allProblems(deps.db)]);
      const rows = setProblemChoices(problems, entries.map((e) => e.pid), query);
      return {
        problemList: toPage(rows.map((p) => ({ id: p.pid, ...p })), query),
        trainingProblemMap: Object.fromEntries(entries.map((e) => [e.pid, trainingProblemView(e)])),
      };
    },
  }),
  route({
    method: 'PUT',
    path: '/api/admin/training/problem',
    access: PROBLEM_OWNERS,
    body: TrainingProblemBody,
    // The client sends the row of trainingProblemMap with its new rank.
    handler: async ({ deps, body }) => {
      const entry = await entryOr404(deps, body.tid, body.pid);
      if (body.id && body.id !== entry.id) throw notFound('The problem is not in this training');
      const next = await setEntryRank(deps, entry, body.rank);
      await touchTraining(deps, entry.tid);
      return trainingProblemView(next);
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/training/problem',
    access: PROBLEM_OWNERS,
    query: TrainingProblemDeleteQuery,
    // With tid the problem leaves the training; without, the problem itself is deleted (from every set), as the reference does.
    handler: async ({ deps, query }) => {
      if (query.tid === undefined) {
        await deleteProblem(deps, await problemOr404(deps, query.pid));
        return null;
      }
      await removeEntry(deps, await entryOr404(deps, query.tid, query.pid));
      await touchTraining(deps, query.tid);
      return null;
    },
  }),
  route({
    method: 'POST',
    path: '/api/admin/training/add-problem-from-public',
    access: ADMINS,
    body: AddTrainingProblemBody,
    handler: async ({ deps, body }) => {
      const [training, problem] = await Promise.all([trainingOr404(deps, body.tid), problemOr404(deps, body.pid)]);
      if (body.displayId && body.displayId.toLowerCase() !== problem.problemId.toLowerCase()) {
        throw badRequest(`A training shows a problem under its own id (${problem.problemId})`);
      }
      await placeProblem(deps, training, problem);
      await touchTraining(deps, training.tid);
      return null;
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/training/import-remote-oj-problem',
    access: ADMINS,
    query: RemoteTrainingImportQuery,
    handler: async () => {
      throw badRequest(REMOTE_JUDGING_UNSUPPORTED);
    },
  }),
];
