import type { TrainingCategoryItem } from '@oj/shared/db/items/training';

/** The category a training shows (name and colour), or nulls when it is gone. */
export function categoryOf(categories: readonly TrainingCategoryItem[], id: number) {
  return categories.find((c) => c.id === id);
}
