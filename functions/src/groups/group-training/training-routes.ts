import { toPage } from '@oj/shared';
import { groupTrainingCalls } from '@oj/shared/api/group-training';
import { TidQuery, TrainingFormBody, TrainingStatusQuery } from '@oj/shared/schemas/training';
import { GidQuery } from '@oj/shared/schemas/group';
import { GroupTrainingListQuery } from '@oj/shared/schemas/group-training';
import { badRequest } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route } from '../../http/route.ts';
import { addTraining, adminTrainingView, deleteTraining, setTrainingStatus, trainingForm, updateTraining } from '../../services/training/manage-training.ts';
import { categoryView, trainingView } from '../../services/training/training-views.ts';
import { groupTrainingForAdmin } from './group-training-access.ts';

/** The training calls of a group (reference group/GroupTrainingController): its lists, the training form, status, delete. */
export const groupTrainingRoutes = [
  route(groupTrainingCalls.getTrainingList, {
    access: LOGIN,
    query: GroupTrainingListQuery,
    // the group's shown trainings for its members in rank order, as the public list's rows with the caller's progress
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      await deps.repos.groups.requireGroup(query.gid, me, 'member');
      const shown = (await deps.repos.trainings.allTrainings()).filter((t) => t.gid === query.gid && t.status).sort((a, b) => a.rank - b.rank || a.tid - b.tid);
      const page = toPage(shown, query);
      const [categories, progress] = await Promise.all([deps.repos.trainings.allTrainingCategories(), deps.repos.trainings.trainingProgress(page.records, me.uid, deps.now())]);
      return { ...page, records: page.records.map((t) => trainingView(t, categories, progress.get(t.tid)!)) };
    },
  }),
  route(groupTrainingCalls.getAdminTrainingList, {
    access: LOGIN,
    query: GroupTrainingListQuery,
    // every training of the group for its admins, hidden ones too, newest first, as the back office's rows
    handler: async ({ deps, query, user }) => {
      await deps.repos.groups.requireGroup(query.gid, user, 'admin');
      const rows = (await deps.repos.trainings.allTrainings()).filter((t) => t.gid === query.gid).sort((a, b) => b.tid - a.tid);
      const page = toPage(rows, query);
      return { ...page, records: page.records.map((t) => adminTrainingView(t)) };
    },
  }),
  route(groupTrainingCalls.getTrainingCategory, {
    access: LOGIN,
    query: GidQuery,
    // the categories a training of the group may take, for its admins' form: the site's, and the group's own
    handler: async ({ deps, query, user }) => {
      await deps.repos.groups.requireGroup(query.gid, user, 'admin');
      return (await deps.repos.trainings.allTrainingCategories()).filter((c) => c.gid === null || c.gid === query.gid).map(categoryView);
    },
  }),
  route(groupTrainingCalls.getTraining, {
    access: LOGIN,
    query: TidQuery,
    handler: async ({ deps, query, user }) => trainingForm(deps, await groupTrainingForAdmin(deps, requireUser(user), query.tid)),
  }),
  route(groupTrainingCalls.addTraining, {
    access: LOGIN,
    body: TrainingFormBody,
    // a group admin creates it; its author and group are the server's (the caller, the group checked); the category is
    // the site's or the group's own (a new one typed in becomes the group's)
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      if (body.training.id) throw badRequest('A new training has no id; use PUT to change a training');
      if (body.training.gid === undefined) throw badRequest('Say which group the training belongs to (gid)');
      const { group } = await deps.repos.groups.requireGroup(body.training.gid, me, 'admin');
      return adminTrainingView(await addTraining(deps, me, body, group.gid));
    },
  }),
  route(groupTrainingCalls.updateTraining, {
    access: LOGIN,
    body: TrainingFormBody,
    // the training never moves to another group (updateTraining refuses another gid)
    handler: async ({ deps, body, user }) => {
      if (!body.training.id) throw badRequest('Please give the training id');
      return adminTrainingView(await updateTraining(deps, await groupTrainingForAdmin(deps, requireUser(user), body.training.id), body));
    },
  }),
  route(groupTrainingCalls.deleteTraining, {
    access: LOGIN,
    query: TidQuery,
    handler: async ({ deps, query, user }) => {
      await groupTrainingForAdmin(deps, requireUser(user), query.tid);
      await deleteTraining(deps, query.tid);
      return null;
    },
  }),
  route(groupTrainingCalls.changeTrainingStatus, {
    access: LOGIN,
    query: TrainingStatusQuery,
    handler: async ({ deps, query, user }) => {
      await setTrainingStatus(deps, await groupTrainingForAdmin(deps, requireUser(user), query.tid), query.status);
      return null;
    },
  }),
];
