import type { z } from 'zod';
import type { TrainingCategoryItem, TrainingItem } from '@oj/shared/db/items/training';
import type { TrainingCategory, TrainingView } from '@oj/shared/schemas/training';
import { categoryOf } from '../../domain/trainings.ts';

/** A training as lists and its page show it (the reference's TrainingVO), with its progress for the caller. */
export function trainingView(t: TrainingItem, categories: readonly TrainingCategoryItem[], progress: { problemCount: number; acCount: number | null }): TrainingView {
  const category = categoryOf(categories, t.categoryId);
  return {
    id: t.tid,
    title: t.title,
    description: t.description,
    author: t.author,
    auth: t.auth,
    categoryName: category?.name ?? null,
    categoryColor: category?.color ?? null,
    rank: t.rank,
    problemCount: progress.problemCount,
    acCount: progress.acCount,
    gid: t.gid,
    gmtModified: t.gmtModified,
  };
}

/** A category on the wire: the item without its keys (the reference's TrainingCategory). */
export function categoryView(c: TrainingCategoryItem): z.infer<typeof TrainingCategory> {
  return { id: c.id, name: c.name, color: c.color, gid: c.gid, gmtCreate: c.gmtCreate, gmtModified: c.gmtModified };
}
