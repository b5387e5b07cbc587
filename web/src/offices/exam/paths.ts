/** The back office's exam pages' addresses: pages link to each other through these, not through the route table. */
export const EXAM_LIST_PATH = '/admin/exam';
export const EXAM_CREATE_PATH = '/admin/exam/create';
export function examEditPath(tid: number) {
  return `/admin/exam/${tid}/edit`;
}
export function examProblemsPath(tid: number) {
  return `/admin/exam/${tid}/problems`;
}
