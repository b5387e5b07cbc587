import { ADMIN_ROLES, Role, toPage } from '@oj/shared';
import { adminTrainingCalls } from '@oj/shared/api/admin-training';
import { AdminTrainingListQuery, TidQuery, TrainingFormBody, TrainingStatusQuery } from '@oj/shared/schemas/training';
import { badRequest } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { loginWithRoles, route } from '../../http/route.ts';
import { addTraining, adminTrainingView, deleteTraining, setTrainingStatus, siteTrainingOr404, trainingForAdmin, trainingForm, updateTraining } from '../../services/training/manage-training.ts';

const ADMINS = loginWithRoles(...ADMIN_ROLES);

export const trainingRoutes = [
  route(adminTrainingCalls.getTrainingList, {
    access: ADMINS,
    query: AdminTrainingListQuery,
    // Every training outside groups, shown or hidden, in rank order; the keyword matches the title, id or rank.
    handler: async ({ deps, query }) => {
      const keyword = query.keyword?.toLowerCase();
      const rows = (await deps.repos.trainings.allTrainings())
        .filter((t) => t.gid === null)
        .filter((t) => !keyword || t.title.toLowerCase().includes(keyword) || String(t.tid).includes(keyword) || String(t.rank).includes(keyword))
        .sort((a, b) => a.rank - b.rank || a.tid - b.tid);
      const page = toPage(rows, query);
      return { ...page, records: page.records.map((t) => adminTrainingView(t)) };
    },
  }),
  route(adminTrainingCalls.getTraining, {
    access: ADMINS,
    query: TidQuery,
    // The form's content (the reference's TrainingDTO): the training with its password, and its category.
    handler: async ({ deps, query, user }) => trainingForm(deps, await trainingForAdmin(deps, requireUser(user), query.tid)),
  }),
  route(adminTrainingCalls.addTraining, {
    access: ADMINS,
    body: TrainingFormBody,
    // the site's trainings: a group's are made in the group (POST /api/group/training)
    handler: async ({ deps, body, user }) => {
      if (body.training.gid !== undefined) throw badRequest("A group's trainings are made inside the group: leave gid empty");
      return adminTrainingView(await addTraining(deps, requireUser(user), body, null));
    },
  }),
  route(adminTrainingCalls.updateTraining, {
    access: ADMINS,
    body: TrainingFormBody,
    handler: async ({ deps, body, user }) => {
      if (!body.training.id) throw badRequest('Please give the training id');
      return adminTrainingView(await updateTraining(deps, await trainingForAdmin(deps, requireUser(user), body.training.id), body));
    },
  }),
  route(adminTrainingCalls.deleteTraining, {
    access: loginWithRoles(Role.ROOT),
    query: TidQuery,
    handler: async ({ deps, query }) => {
      await siteTrainingOr404(deps, query.tid);
      await deleteTraining(deps, query.tid);
      return null;
    },
  }),
  route(adminTrainingCalls.changeTrainingStatus, {
    access: ADMINS,
    query: TrainingStatusQuery,
    handler: async ({ deps, query, user }) => {
      await setTrainingStatus(deps, await trainingForAdmin(deps, requireUser(user), query.tid), query.status);
      return null;
    },
  }),
];
