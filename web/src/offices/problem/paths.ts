/** The back office's problem pages' addresses: pages link to each other through these, not through the route table. */
export const PROBLEM_LIST_PATH = '/admin/problem';
export const PROBLEM_CREATE_PATH = '/admin/problem/create';
export const PROBLEM_TAG_PATH = '/admin/problem/tag';
export const GROUP_PROBLEM_REVIEW_PATH = '/admin/group-problem/apply';
export function problemEditPath(pid: number) {
  return `/admin/problem/edit/${pid}`;
}
