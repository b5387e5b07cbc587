import type { AddExamProblemBody, AdminExamListQuery, AdminExamProblemListQuery, ExamDeleteQuery, ExamExtraFileBody, ExamExtraFileDeleteQuery, ExamFormBody, ExamIdQuery, ExamProblemDeleteQuery, ExamVisibleQuery } from '../schemas/exam.ts';
import { type BodyOf, type QueryOf, del, get, post, put } from './call.ts';

/** The admin-exam group's calls (functions/src/groups/admin-exam). */
export const adminExam = {
  getTimedWorkList: get<{ query: QueryOf<typeof AdminExamListQuery>; reply: unknown }>('/api/admin/homework/get-timed-work-list'),
  getTimedWork: get<{ query: QueryOf<typeof ExamIdQuery>; reply: unknown }>('/api/admin/homework/timed-work'),
  addTimedWork: post<{ body: BodyOf<typeof ExamFormBody>; reply: unknown }>('/api/admin/homework/timed-work'),
  updateTimedWork: put<{ body: BodyOf<typeof ExamFormBody>; reply: unknown }>('/api/admin/homework/timed-work'),
  deleteTimedWork: del<{ query: QueryOf<typeof ExamDeleteQuery>; reply: null }>('/api/admin/homework/timed-work'),
  changeTimedWorkVisible: put<{ query: QueryOf<typeof ExamVisibleQuery>; reply: null }>('/api/admin/homework/change-timed-work-visible'),
  getProblemList: get<{ query: QueryOf<typeof AdminExamProblemListQuery>; reply: unknown }>('/api/admin/homework/get-problem-list'),
  addProblemFromPublic: post<{ body: BodyOf<typeof AddExamProblemBody>; reply: unknown }>('/api/admin/homework/add-problem-from-public'),
  deleteProblem: del<{ query: QueryOf<typeof ExamProblemDeleteQuery>; reply: null }>('/api/admin/homework/problem'),
  addExtraFile: post<{ body: BodyOf<typeof ExamExtraFileBody>; reply: null }>('/api/admin/homework/extra-file'),
  deleteExtraFile: del<{ query: QueryOf<typeof ExamExtraFileDeleteQuery>; reply: null }>('/api/admin/homework/extra-file'),
};
