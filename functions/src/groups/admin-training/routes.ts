import type { GroupDef } from '../../http/route.ts';
import { categoryRoutes } from './category-routes.ts';
import { problemRoutes } from './problem-routes.ts';
import { trainingRoutes } from './training-routes.ts';

/**
 * The back office's trainings (reference blocks admin/AdminTrainingController and admin/AdminTrainingCategoryController):
 * the training form, its problems and the categories. Deleting a problem from here deletes its test data too.
 */
export const adminTrainingGroup: GroupDef = {
  name: 'admin-training',
  routes: [...trainingRoutes, ...problemRoutes, ...categoryRoutes],
  table: 'readwrite',
  // publicFiles: an imported remote problem's statement pictures are copied there
  buckets: { testData: 'readwrite', publicFiles: 'readwrite' },
};
