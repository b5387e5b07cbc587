import { ADMIN_ROLES, Role } from '@oj/shared';
import { adminTrainingCalls } from '@oj/shared/api/admin-training';
import { AddTrainingProblemBody, AdminTrainingProblemListQuery, RemoteTrainingImportQuery, TrainingProblemBody, TrainingProblemDeleteQuery } from '@oj/shared/schemas/training';
import { requireUser } from '../../http/auth.ts';
import { loginWithRoles, route } from '../../http/route.ts';
import { deleteProblem, problemOr404 } from '../../services/problem/manage-problem.ts';
import { importRemoteProblem, setIdOf } from '../../services/problem/import-remote-problem.ts';
import { addToTraining, rankTrainingProblem, removeFromTraining, trainingProblemList } from '../../services/training/manage-training-problems.ts';
import { siteTrainingOr404 } from '../../services/training/manage-training.ts';

const ADMINS = loginWithRoles(...ADMIN_ROLES);
const PROBLEM_OWNERS = loginWithRoles(Role.ROOT, Role.PROBLEM_ADMIN);

export const problemRoutes = [
  route(adminTrainingCalls.getProblemList, {
    access: ADMINS,
    query: AdminTrainingProblemListQuery,
    handler: async ({ deps, query }) => trainingProblemList(deps, await siteTrainingOr404(deps, query.tid), query),
  }),
  route(adminTrainingCalls.updateProblem, {
    access: PROBLEM_OWNERS,
    body: TrainingProblemBody,
    handler: async ({ deps, body }) => rankTrainingProblem(deps, await siteTrainingOr404(deps, body.tid), body),
  }),
  route(adminTrainingCalls.deleteProblem, {
    access: PROBLEM_OWNERS,
    query: TrainingProblemDeleteQuery,
    // With tid the problem leaves the training; without, the problem itself is deleted (from every set), as the reference does.
    handler: async ({ deps, query }) => {
      if (query.tid === undefined) await deleteProblem(deps, await problemOr404(deps, query.pid));
      else await removeFromTraining(deps, await siteTrainingOr404(deps, query.tid), query.pid);
      return null;
    },
  }),
  route(adminTrainingCalls.addProblemFromPublic, {
    access: ADMINS,
    body: AddTrainingProblemBody,
    handler: async ({ deps, body }) => {
      const [training, problem] = await Promise.all([siteTrainingOr404(deps, body.tid), problemOr404(deps, body.pid)]);
      await addToTraining(deps, training, problem, body.displayId);
      return null;
    },
  }),
  route(adminTrainingCalls.importTrainingRemoteOJProblem, {
    access: ADMINS,
    query: RemoteTrainingImportQuery,
    // the problem lands in the public bank (or is found there), then joins the training as add-problem-from-public does
    handler: async ({ deps, query, user }) => {
      const training = await siteTrainingOr404(deps, setIdOf(query.tid, 'a training'));
      const imported = await importRemoteProblem(deps, requireUser(user), query.name, query.problemId);
      await addToTraining(deps, training, await problemOr404(deps, imported.pid));
      return imported;
    },
  }),
];
