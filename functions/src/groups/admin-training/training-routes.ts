import { ADMIN_ROLES, Role, toPage } from '@oj/shared';
import { AdminTrainingListQuery, TidQuery, TrainingFormBody, TrainingStatusQuery } from '@oj/shared/schemas/training';
import { requireUser } from '../../http/auth.ts';
import { loginWithRoles, route } from '../../http/route.ts';
import { allTrainingCategories, allTrainings } from '../../data/trainings.ts';
import { categoryView } from '../training/views.ts';
import { addTraining, adminTrainingView, deleteTraining, setTrainingStatus, trainingForAdmin, updateTraining } from './training-store.ts';

const ADMINS = loginWithRoles(...ADMIN_ROLES);

export const trainingRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/training/get-training-list',
    access: ADMINS,
    query: AdminTrainingListQuery,
    // Every training outside groups, shown or hidden, in rank order; the keyword matches the title, id or rank.
    handler: async ({ deps, query }) => {
      const keyword = query.keyword?.toLowerCase();
      const rows = (await allTrainings(deps.db))
        .filter((t) => t.gid === null)
        .filter((t) => !keyword || t.title.toLowerCase().includes(keyword) || String(t.tid).includes(keyword) || String(t.rank).includes(keyword))
        .sort((a, b) => a.rank - b.rank || a.tid - b.tid);
      const page = toPage(rows, query);
      return { ...page, records: page.records.map((t) => adminTrainingView(t)) };
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/training',
    access: ADMINS,
    query: TidQuery,
    // The form's content (the reference's TrainingDTO): the training with its password, and its category.
    handler: async ({ deps, query, user }) => {
      const training = await trainingForAdmin(deps, requireUser(user), query.tid);
      const category = (await allTrainingCategories(deps.db)).find((c) => c.id === training.categoryId);
      return { training: adminTrainingView(training, true), trainingCategory: category ? categoryView(category) : null };
    },
  }),
  route({
    method: 'POST',
    path: '/api/admin/training',
    access: ADMINS,
    body: TrainingFormBody,
    handler: async ({ deps, body, user }) => adminTrainingView(await addTraining(deps, requireUser(user), body)),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/training',
    access: ADMINS,
    body: TrainingFormBody,
    handler: async ({ deps, body, user }) => adminTrainingView(await updateTraining(deps, requireUser(user), body)),
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/training',
    access: loginWithRoles(Role.ROOT),
    query: TidQuery,
    handler: async ({ deps, query }) => {
      await deleteTraining(deps, query.tid);
      return null;
    },
  }),
  route({
    method: 'PUT',
    path: '/api/admin/training/change-training-status',
    access: ADMINS,
    query: TrainingStatusQuery,
    handler: async ({ deps, query, user }) => {
      await setTrainingStatus(deps, await trainingForAdmin(deps, requireUser(user), query.tid), query.status);
      return null;
    },
  }),
];
