/** The back office's contest pages' addresses: pages link to each other through these, not through the route table. */
export const CONTEST_LIST_PATH = '/admin/contest';
export const CONTEST_CREATE_PATH = '/admin/contest/create';
export const contestEditPath = (cid: number) => `/admin/contest/${cid}/edit`;
export const contestProblemsPath = (cid: number) => `/admin/contest/${cid}/problems`;
export const contestProblemCreatePath = (cid: number) => `/admin/contest/${cid}/problems/create`;
export const contestProblemEditPath = (cid: number, pid: number) => `/admin/contest/${cid}/problems/${pid}/edit`;
export const contestAnnouncementsPath = (cid: number) => `/admin/contest/${cid}/announcement`;
