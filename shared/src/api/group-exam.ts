import type { ExamProblemList } from './admin-exam.ts';
import type { z } from 'zod';
import type { Page } from '../schemas/common.ts';
import type { AddExamProblemBody, AdminExamProblemListQuery, AdminExamView, ExamExtraFileBody, ExamExtraFileDeleteQuery, ExamFormBody, ExamIdQuery, ExamProblemEntry, ExamView } from '../schemas/exam.ts';
import type { AddExamProblemFromGroupQuery, GroupExamDeleteQuery, GroupExamListQuery, GroupExamProblemDeleteQuery, GroupExamVisibleQuery } from '../schemas/group-exam.ts';
import { type BodyOf, type QueryOf, del, get, post, put } from './call.ts';

/** The group-exam group's calls (functions/src/groups/group-exam). */
export const groupExamCalls = {
  getTimedWorkList: get<{ query: QueryOf<typeof GroupExamListQuery>; reply: Page<z.infer<typeof ExamView>> }>('/api/group/get-timed-work-list'),
  getAdminTimedWorkList: get<{ query: QueryOf<typeof GroupExamListQuery>; reply: Page<z.infer<typeof AdminExamView>> }>('/api/group/get-admin-timed-work-list'),
  getTimedWork: get<{ query: QueryOf<typeof ExamIdQuery>; reply: z.infer<typeof AdminExamView> }>('/api/group/timed-work'),
  addTimedWork: post<{ body: BodyOf<typeof ExamFormBody>; reply: z.infer<typeof AdminExamView> }>('/api/group/timed-work'),
  updateTimedWork: put<{ body: BodyOf<typeof ExamFormBody>; reply: z.infer<typeof AdminExamView> }>('/api/group/timed-work'),
  deleteTimedWork: del<{ query: QueryOf<typeof GroupExamDeleteQuery>; reply: null }>('/api/group/timed-work'),
  changeTimedWorkVisible: put<{ query: QueryOf<typeof GroupExamVisibleQuery>; reply: null }>('/api/group/change-timed-work-visible'),
  addTimedWorkExtraFile: post<{ body: BodyOf<typeof ExamExtraFileBody>; reply: null }>('/api/group/timed-work-extra-file'),
  deleteTimedWorkExtraFile: del<{ query: QueryOf<typeof ExamExtraFileDeleteQuery>; reply: null }>('/api/group/timed-work-extra-file'),
  getTimedWorkProblemList: get<{ query: QueryOf<typeof AdminExamProblemListQuery>; reply: ExamProblemList }>('/api/group/get-timed-work-problem-list'),
  addTimedWorkProblemFromPublic: post<{ body: BodyOf<typeof AddExamProblemBody>; reply: z.infer<typeof ExamProblemEntry> }>('/api/group/add-timed-work-problem-from-public'),
  addTimedWorkProblemFromGroup: post<{ query: QueryOf<typeof AddExamProblemFromGroupQuery>; reply: z.infer<typeof ExamProblemEntry> }>('/api/group/add-timed-work-problem-from-group'),
  deleteTimedWorkProblem: del<{ query: QueryOf<typeof GroupExamProblemDeleteQuery>; reply: null }>('/api/group/timed-work-problem'),
};
