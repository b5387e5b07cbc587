import { TrainingCategoryItem, TrainingItem } from '@oj/shared/db/items/training';
import { isSetAdmin } from '@oj/shared/domain/problem-set-access';
import type { TrainingFormBody } from '@oj/shared/schemas/training';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { trainingSet } from './load-training.ts';
import { categoryView } from './training-views.ts';

/** The site's training, read consistently: the back office manages trainings outside groups (a group's in its group: group-training). */
export async function siteTrainingOr404(deps: Deps, tid: number): Promise<TrainingItem> {
  const training = await deps.repos.trainings.getTraining(tid, true);
  if (!training) throw notFound('The training does not exist');
  if (training.gid !== null) throw forbidden('This training belongs to a group: manage it in its group');
  return training;
}

/** The site's training, read consistently, if the caller administers it (its creator or the super admin), else 404 or 403. */
export async function trainingForAdmin(deps: Deps, me: SessionUser, tid: number): Promise<TrainingItem> {
  const training = await siteTrainingOr404(deps, tid);
  if (!isSetAdmin(trainingSet(training), me)) throw forbidden("Only the super admin and the training's author may change this training");
  return training;
}

/** A training as the back office reads it (the reference's Training entity); its password only where it is edited. */
export function adminTrainingView(t: TrainingItem, withPassword = false) {
  return {
    id: t.tid,
    title: t.title,
    description: t.description,
    author: t.author,
    auth: t.auth,
    ...(withPassword ? { privatePwd: t.privatePwd } : {}),
    status: t.status,
    rank: t.rank,
    isGroup: t.gid !== null,
    gid: t.gid,
    gmtCreate: t.gmtCreate,
    gmtModified: t.gmtModified,
  };
}

/** The form's content (the reference's TrainingDTO): the training with its password, and its category. */
export async function trainingForm(deps: Deps, training: TrainingItem) {
  const category = (await deps.repos.trainings.allTrainingCategories()).find((c) => c.id === training.categoryId);
  return { training: adminTrainingView(training, true), trainingCategory: category ? categoryView(category) : null };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The categories a training of this group (null: outside groups) may take: the site's, and the group's own. */
const categoriesFor = async (deps: Deps, gid: number | null) => (await deps.repos.trainings.allTrainingCategories()).filter((c) => c.gid === null || c.gid === gid);

/** Category names are unique among those a training may take, in any case: refuses one another category (not `exceptId`) has. */
export async function checkCategoryNameFree(deps: Deps, name: string, exceptId?: number, gid: number | null = null) {
  if ((await categoriesFor(deps, gid)).some((c) => c.id !== exceptId && sameName(c.name, name))) throw badRequest(`The category ${name} already exists`);
}

/** Stores a new category: the site's, or a group's (made by the group's training form). */
export async function createCategory(deps: Deps, fields: { name: string; color: string }, gid: number | null = null): Promise<TrainingCategoryItem> {
  await checkCategoryNameFree(deps, fields.name, undefined, gid);
  const at = deps.now().toISOString();
  const category = TrainingCategoryItem.parse({ id: await deps.repos.trainings.nextTrainingCategoryId(), name: fields.name, color: fields.color, gid, gmtCreate: at, gmtModified: at });
  await deps.repos.trainings.insertTrainingCategory(category);
  deps.repos.trainings.allTrainingCategories.clear();
  return category;
}

/**
 * The form's category for a training of this group (null: outside groups): an existing one by id, else the one of
 * that name, else a new one with the name and colour given (as the reference's form creates a category typed in),
 * which belongs to the group. Another group's category is refused.
 */
const categoryOfForm = async (deps: Deps, form: NonNullable<TrainingFormBody['trainingCategory']>, gid: number | null): Promise<TrainingCategoryItem> => {
  if (form.id) {
    const found = (await deps.repos.trainings.allTrainingCategories()).find((c) => c.id === form.id);
    if (!found) throw badRequest('The category does not exist');
    if (found.gid !== null && found.gid !== gid) throw forbidden('The category belongs to another group');
    return found;
  }
  const usable = await categoriesFor(deps, gid);
  // a group's own category of that name before the site's
  const named = usable.find((c) => c.gid !== null && sameName(c.name, form.name ?? '')) ?? usable.find((c) => sameName(c.name, form.name ?? ''));
  if (named) return named;
  if (!form.color) throw badRequest('Colour is required for a new category');
  return createCategory(deps, { name: form.name!, color: form.color }, gid);
};

/** Creates a training by the form in a group (null: outside groups); the caller is its author. */
export async function addTraining(deps: Deps, me: SessionUser, form: TrainingFormBody, gid: number | null): Promise<TrainingItem> {
  const category = await categoryOfForm(deps, form.trainingCategory!, gid);
  const at = deps.now().toISOString();
  const { id: _ignored, gid: _scope, ...fields } = form.training;
  const training = TrainingItem.parse({ ...fields, tid: await deps.repos.trainings.nextTrainingId(), uid: me.uid, author: me.username, categoryId: category.id, gid, gmtCreate: at, gmtModified: at });
  await deps.repos.trainings.insertTraining(training);
  deps.repos.trainings.allTrainings.clear();
  return training;
}

/**
 * Changes a training (read by its scope's manager check) by the form; it stays in its group. A private training's
 * new password withdraws every registration (the reference drops them).
 */
export async function updateTraining(deps: Deps, current: TrainingItem, form: TrainingFormBody): Promise<TrainingItem> {
  if (form.training.gid !== undefined && form.training.gid !== current.gid) throw badRequest('The training belongs to another group');
  const category = await categoryOfForm(deps, form.trainingCategory!, current.gid);
  const { id: _id, gid: _scope, ...fields } = form.training;
  const next = TrainingItem.parse({ ...current, ...fields, categoryId: category.id, gmtModified: deps.now().toISOString() });
  if (!(await deps.repos.trainings.rewriteTraining(current, next))) throw new AppError(409, 'The training changed meanwhile; reload it and try again');
  if (next.auth === 'Private' && next.privatePwd !== current.privatePwd) await deps.repos.trainings.withdrawRegistrations(next.tid);
  deps.repos.trainings.allTrainings.clear();
  return next;
}

/** Shows or hides a training at once. */
export async function setTrainingStatus(deps: Deps, training: TrainingItem, status: boolean) {
  await deps.repos.trainings.setTrainingVisible(training.tid, status, deps.now());
  deps.repos.trainings.allTrainings.clear();
}

/** Marks a training changed (its problems were), as the list's "recent update" shows. */
export function touchTraining(deps: Deps, tid: number) {
  return deps.repos.trainings.touchTrainingItem(tid, deps.now()).then(() => deps.repos.trainings.allTrainings.clear());
}

/** Deletes a training with its problems and participant rows (problem-sets.ts deleteSet). */
export async function deleteTraining(deps: Deps, tid: number) {
  const deleted = await deps.repos.trainings.deleteTrainingItems(tid);
  deps.repos.trainings.allTrainings.clear();
  if (!deleted) throw notFound('The training does not exist');
}
