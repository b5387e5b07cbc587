/** The back office's training pages' addresses: pages link to each other through these, not through the route table. */
export const TRAINING_LIST_PATH = '/admin/training';
export const TRAINING_CREATE_PATH = '/admin/training/create';
export const TRAINING_CATEGORY_PATH = '/admin/training/category';
export function trainingEditPath(tid: number) {
  return `/admin/training/${tid}/edit`;
}
export function trainingProblemsPath(tid: number) {
  return `/admin/training/${tid}/problems`;
}
