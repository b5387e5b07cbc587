import { AddTrainingProblemBody, AdminTrainingProblemListQuery, TrainingProblemBody } from '@oj/shared/schemas/training';
import { groupTrainingCalls } from '@oj/shared/api/group-training';
import { AddTrainingProblemFromGroupQuery, GroupTrainingProblemDeleteQuery } from '@oj/shared/schemas/group-training';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route } from '../../http/route.ts';
import { addToTraining, rankTrainingProblem, removeFromTraining, trainingProblemList } from '../../services/training/manage-training-problems.ts';
import { groupTrainingForAdmin } from './group-training-access.ts';

/** The problem calls of a group training, for its group's root and its author (groupTrainingForAdmin). */
export const groupTrainingProblemRoutes = [
  route(groupTrainingCalls.getTrainingProblemList, {
    access: LOGIN,
    query: AdminTrainingProblemListQuery,
    // queryExisted: the training's problems (the group's own among them); otherwise the site's public problems it lacks
    handler: async ({ deps, query, user }) => trainingProblemList(deps, await groupTrainingForAdmin(deps, requireUser(user), query.tid), query),
  }),
  route(groupTrainingCalls.updateTrainingProblem, {
    access: LOGIN,
    body: TrainingProblemBody,
    handler: async ({ deps, body, user }) => rankTrainingProblem(deps, await groupTrainingForAdmin(deps, requireUser(user), body.tid), body),
  }),
  route(groupTrainingCalls.deleteTrainingProblem, {
    access: LOGIN,
    query: GroupTrainingProblemDeleteQuery,
    // the problem leaves the training; a group problem stays in the group
    handler: async ({ deps, query, user }) => {
      await removeFromTraining(deps, await groupTrainingForAdmin(deps, requireUser(user), query.tid), query.pid);
      return null;
    },
  }),
  route(groupTrainingCalls.addProblemFromPublic, {
    access: LOGIN,
    body: AddTrainingProblemBody,
    // a public problem of the site, only placed (a group never changes the public bank); another group's is refused
    handler: async ({ deps, body, user }) => {
      const training = await groupTrainingForAdmin(deps, requireUser(user), body.tid);
      const problem = await deps.repos.problemSets.publicBankProblemOr404(body.pid);
      await addToTraining(deps, training, problem, body.displayId);
      return null;
    },
  }),
  route(groupTrainingCalls.addProblemFromGroup, {
    access: LOGIN,
    query: AddTrainingProblemFromGroupQuery,
    // a problem of the training's own group by its problem id; its members see it inside the training while it is public
    handler: async ({ deps, query, user }) => {
      const training = await groupTrainingForAdmin(deps, requireUser(user), query.tid);
      await addToTraining(deps, training, await deps.repos.problemSets.groupProblemOr404(training.gid, query.problemId));
      return null;
    },
  }),
];
