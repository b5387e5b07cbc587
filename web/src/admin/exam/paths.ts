/** The back office's exam pages' addresses: pages link to each other through these, not through the route table. */
export const EXAM_LIST_PATH = '/admin/exam';
export const EXAM_CREATE_PATH = '/admin/exam/create';
export const examEditPath = (tid: number) => `/admin/exam/${tid}/edit`;
export const examProblemsPath = (tid: number) => `/admin/exam/${tid}/problems`;
