import type { AdminContestProblemRow } from '../schemas/admin-contest-view.ts';
import type { z } from 'zod';
import type { Page } from '../schemas/common.ts';
import type {
  AddExamProblemBody,
  AdminExamListQuery,
  AdminExamProblemListQuery,
  AdminExamView,
  ExamDeleteQuery,
  ExamExtraFileBody,
  ExamExtraFileDeleteQuery,
  ExamFormBody,
  ExamIdQuery,
  ExamProblemDeleteQuery,
  ExamProblemEntry,
  ExamVisibleQuery,
} from '../schemas/exam.ts';
import { type BodyOf, type QueryOf, del, get, post, put } from './call.ts';

/** A problem as the exam's list call gives it (the contest's row without its auth and origin, with its difficulty). */
export type ExamProblemRow = Pick<AdminContestProblemRow, 'id' | 'problemId' | 'title' | 'type' | 'author'> & { difficulty: number };

/** A page of problems and, keyed by pid, the exam's entries (display id and title). */
export interface ExamProblemList {
  problemList: Page<ExamProblemRow>;
  timedProblemMap: Record<string, z.infer<typeof ExamProblemEntry>>;
}

/** The admin-exam group's calls (functions/src/groups/admin-exam). */
export const adminExamCalls = {
  getTimedWorkList: get<{ query: QueryOf<typeof AdminExamListQuery>; reply: Page<z.infer<typeof AdminExamView>> }>('/api/admin/homework/get-timed-work-list'),
  getTimedWork: get<{ query: QueryOf<typeof ExamIdQuery>; reply: z.infer<typeof AdminExamView> }>('/api/admin/homework/timed-work'),
  addTimedWork: post<{ body: BodyOf<typeof ExamFormBody>; reply: z.infer<typeof AdminExamView> }>('/api/admin/homework/timed-work'),
  updateTimedWork: put<{ body: BodyOf<typeof ExamFormBody>; reply: z.infer<typeof AdminExamView> }>('/api/admin/homework/timed-work'),
  deleteTimedWork: del<{ query: QueryOf<typeof ExamDeleteQuery>; reply: null }>('/api/admin/homework/timed-work'),
  changeTimedWorkVisible: put<{ query: QueryOf<typeof ExamVisibleQuery>; reply: null }>('/api/admin/homework/change-timed-work-visible'),
  getProblemList: get<{ query: QueryOf<typeof AdminExamProblemListQuery>; reply: ExamProblemList }>('/api/admin/homework/get-problem-list'),
  addProblemFromPublic: post<{ body: BodyOf<typeof AddExamProblemBody>; reply: z.infer<typeof ExamProblemEntry> }>('/api/admin/homework/add-problem-from-public'),
  deleteProblem: del<{ query: QueryOf<typeof ExamProblemDeleteQuery>; reply: null }>('/api/admin/homework/problem'),
  addExtraFile: post<{ body: BodyOf<typeof ExamExtraFileBody>; reply: null }>('/api/admin/homework/extra-file'),
  deleteExtraFile: del<{ query: QueryOf<typeof ExamExtraFileDeleteQuery>; reply: null }>('/api/admin/homework/extra-file'),
};
