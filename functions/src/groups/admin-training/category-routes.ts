import { Role } from '@oj/shared';
import { adminTrainingCalls } from '@oj/shared/api/admin-training';
import { TrainingCategoryItem } from '@oj/shared/db/items/training';
import { TrainingCategoryBody, TrainingCategoryDeleteQuery, TrainingCategoryUpdateBody } from '@oj/shared/schemas/training';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { loginWithRoles, route } from '../../http/route.ts';
import type { Deps } from '../../deps.ts';
import { categoryView } from '../../services/training/training-views.ts';
import { checkCategoryNameFree, createCategory } from '../../services/training/manage-training.ts';

const CATEGORY_ADMINS = loginWithRoles(Role.ROOT, Role.PROBLEM_ADMIN);

/** The site's category (the back office's page lists and changes those; a group's belongs to its trainings' form). */
const categoryOr404 = async (deps: Deps, id: number) => {
  const category = await deps.repos.trainings.getTrainingCategory(id);
  if (!category) throw notFound('The category does not exist');
  if (category.gid !== null) throw forbidden('The category belongs to a group');
  return category;
};

export const categoryRoutes = [
  route(adminTrainingCalls.addTrainingCategory, {
    access: CATEGORY_ADMINS,
    body: TrainingCategoryBody,
    handler: async ({ deps, body }) => categoryView(await createCategory(deps, body)),
  }),
  route(adminTrainingCalls.updateTrainingCategory, {
    access: CATEGORY_ADMINS,
    body: TrainingCategoryUpdateBody,
    handler: async ({ deps, body }) => {
      const current = await categoryOr404(deps, body.id);
      await checkCategoryNameFree(deps, body.name, body.id);
      const next = TrainingCategoryItem.parse({ ...current, name: body.name, color: body.color, gmtModified: deps.now().toISOString() });
      await deps.repos.trainings.replaceTrainingCategory(next);
      deps.repos.trainings.allTrainingCategories.clear();
      return categoryView(next);
    },
  }),
  route(adminTrainingCalls.deleteTrainingCategory, {
    access: CATEGORY_ADMINS,
    query: TrainingCategoryDeleteQuery,
    // A training needs its category, so one still in use stays (the reference's foreign key would have dropped the link).
    handler: async ({ deps, query }) => {
      await categoryOr404(deps, query.cid);
      deps.repos.trainings.allTrainings.clear();
      const using = (await deps.repos.trainings.allTrainings()).filter((t) => t.categoryId === query.cid).length;
      if (using) throw badRequest(`The category is used by ${using} training${using === 1 ? '' : 's'}: move them to another category first`);
      await deps.repos.trainings.deleteTrainingCategory(query.cid);
      deps.repos.trainings.allTrainingCategories.clear();
      return null;
    },
  }),
];
