/** The back office's contest pages' addresses: pages link to each other through these, not through the route table. */
export const CONTEST_LIST_PATH = '/admin/contest';
export const CONTEST_CREATE_PATH = '/admin/contest/create';
export function contestEditPath(cid: number) {
  return `/admin/contest/${cid}/edit`;
}
export function contestProblemsPath(cid: number) {
  return `/admin/contest/${cid}/problems`;
}
export function contestProblemCreatePath(cid: number) {
  return `/admin/contest/${cid}/problems/create`;
}
export function contestProblemEditPath(cid: number, pid: number) {
  return `/admin/contest/${cid}/problems/${pid}/edit`;
}
export function contestAnnouncementsPath(cid: number) {
  return `/admin/contest/${cid}/announcement`;
}
