import type { RouteHandle } from '../../app/route-handle.ts';
import type { AdminFeature } from '../admin-feature.ts';
import { TRAINING_LIST_PATH, TRAINING_CREATE_PATH, TRAINING_CATEGORY_PATH } from '../../offices/training/paths.ts';

const formPage = () => import('../../offices/training/pages/training-form-page.tsx').then((m) => ({ Component: m.TrainingFormPage }));

/**
 * Trainings in the back office (spec 002 2.12): the list, the form (create and edit), a training's problems
 * (added from the public bank) and the training categories.
 */
export const trainingFeature: AdminFeature = {
  section: 'training',
  namespace: 'adminTraining',
  entries: [
    { label: 'adminTraining:sidebar.list', to: TRAINING_LIST_PATH },
    { label: 'adminTraining:sidebar.create', to: TRAINING_CREATE_PATH },
    { label: 'adminTraining:sidebar.category', to: TRAINING_CATEGORY_PATH },
  ],
  routes: [
    {
      path: 'training',
      lazy: () => import('../../offices/training/pages/training-list-page.tsx').then((m) => ({ Component: m.TrainingListPage })),
      handle: { title: 'adminTraining:route.list' } satisfies RouteHandle,
    },
    { path: 'training/create', lazy: formPage, handle: { title: 'adminTraining:route.create' } satisfies RouteHandle },
    { path: 'training/:trainingId/edit', lazy: formPage, handle: { title: 'adminTraining:route.edit' } satisfies RouteHandle },
    {
      path: 'training/:trainingId/problems',
      lazy: () => import('../../offices/training/pages/training-problems-page.tsx').then((m) => ({ Component: m.TrainingProblemsPage })),
      handle: { title: 'adminTraining:route.problems' } satisfies RouteHandle,
    },
    {
      path: 'training/category',
      lazy: () => import('./pages/category-page.tsx').then((m) => ({ Component: m.CategoryPage })),
      handle: { title: 'adminTraining:route.category' } satisfies RouteHandle,
    },
  ],
};
