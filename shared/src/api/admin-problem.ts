import type { z } from 'zod';
import type {
  AdminProblemBody,
  AdminProblemListQuery,
  ChangeProblemAuthBody,
  ClassificationIdQuery,
  CompileBody,
  ProblemCasesQuery,
  TagBody,
  TagClassificationBody,
  TagIdQuery,
  TestcaseUploadKey,
  TestcaseUploadStartBody,
} from '../schemas/admin-problem.ts';
import type { AdminProblemRow, AdminProblemView, GroupAdminProblemRow, ProblemCaseView, SavedProblem, TestcaseUploadStart, TestcaseUploadState, UploadedTestcases } from '../schemas/admin-problem-view.ts';
import type { Page } from '../schemas/common.ts';
import type {
  AdminGroupProblemListQuery,
  AdminGroupProblemRow,
  ApplyPublicQuery,
  ChangeGroupProblemProgressBody,
  GroupProblemAuthQuery,
  GroupProblemBody,
  GroupProblemCasesQuery,
  GroupProblemListQuery,
  GroupProblemQuery,
  GroupQuery,
} from '../schemas/group-problem.ts';
import type { OjQuery, PidQuery, ProblemListItem, Tag, TagClassification } from '../schemas/problem.ts';
import { type BodyOf, type QueryOf, del, get, post, put } from './call.ts';

/** A row of either problem bank's list (the site's, a group's): the fields both answer. */
export type BankProblemRow = GroupAdminProblemRow;

/** The admin-problem group's calls (functions/src/groups/admin-problem). */
export const adminProblemCalls = {
  getProblemList: get<{ query: QueryOf<typeof AdminProblemListQuery>; reply: Page<AdminProblemRow> }>('/api/admin/problem/get-problem-list'),
  getProblem: get<{ query: QueryOf<typeof PidQuery>; reply: AdminProblemView }>('/api/admin/problem'),
  addProblem: post<{ body: BodyOf<typeof AdminProblemBody>; reply: SavedProblem }>('/api/admin/problem'),
  updateProblem: put<{ body: BodyOf<typeof AdminProblemBody>; reply: SavedProblem }>('/api/admin/problem'),
  deleteProblem: del<{ query: QueryOf<typeof PidQuery>; reply: null }>('/api/admin/problem'),
  getProblemCases: get<{ query: QueryOf<typeof ProblemCasesQuery>; reply: ProblemCaseView[] }>('/api/admin/problem/get-problem-cases'),
  changeProblemAuth: put<{ body: BodyOf<typeof ChangeProblemAuthBody>; reply: null }>('/api/admin/problem/change-problem-auth'),
  compileSpj: post<{ body: BodyOf<typeof CompileBody>; reply: { compiled: boolean } }>('/api/admin/problem/compile-spj'),
  compileInteractive: post<{ body: BodyOf<typeof CompileBody>; reply: { compiled: boolean } }>('/api/admin/problem/compile-interactive'),
  uploadTestcaseZip: post<{ body: FormData; reply: UploadedTestcases }>('/api/file/upload-testcase-zip'),
  downloadTestcase: get<{ query: QueryOf<typeof PidQuery>; reply: Blob }>('/api/file/download-testcase'),
  addTag: post<{ body: BodyOf<typeof TagBody>; reply: z.infer<typeof Tag> }>('/api/admin/tag'),
  updateTag: put<{ body: BodyOf<typeof TagBody>; reply: z.infer<typeof Tag> }>('/api/admin/tag'),
  deleteTag: del<{ query: QueryOf<typeof TagIdQuery>; reply: null }>('/api/admin/tag'),
  getTagClassification: get<{ query: QueryOf<typeof OjQuery>; reply: z.infer<typeof TagClassification>[] }>('/api/admin/tag/classification'),
  addTagClassification: post<{ body: BodyOf<typeof TagClassificationBody>; reply: z.infer<typeof TagClassification> }>('/api/admin/tag/classification'),
  updateTagClassification: put<{ body: BodyOf<typeof TagClassificationBody>; reply: z.infer<typeof TagClassification> }>('/api/admin/tag/classification'),
  deleteTagClassification: del<{ query: QueryOf<typeof ClassificationIdQuery>; reply: null }>('/api/admin/tag/classification'),
  addTestcaseUpload: post<{ body: BodyOf<typeof TestcaseUploadStartBody>; reply: TestcaseUploadStart }>('/api/file/testcase-upload'),
  addUnpack: post<{ body: BodyOf<typeof TestcaseUploadKey>; reply: TestcaseUploadState }>('/api/file/testcase-upload/unpack'),
  getTestcaseUpload: get<{ query: QueryOf<typeof TestcaseUploadKey>; reply: TestcaseUploadState }>('/api/file/testcase-upload'),
  getProblemListOfGroup: get<{ query: QueryOf<typeof GroupProblemListQuery>; reply: Page<z.infer<typeof ProblemListItem>> }>('/api/group/get-problem-list'),
  getAdminProblemList: get<{ query: QueryOf<typeof GroupProblemListQuery>; reply: Page<GroupAdminProblemRow> }>('/api/group/get-admin-problem-list'),
  getProblemOfGroup: get<{ query: QueryOf<typeof GroupProblemQuery>; reply: AdminProblemView }>('/api/group/problem'),
  addProblemOfGroup: post<{ body: BodyOf<typeof GroupProblemBody>; reply: SavedProblem }>('/api/group/problem'),
  updateProblemOfGroup: put<{ body: BodyOf<typeof GroupProblemBody>; reply: SavedProblem }>('/api/group/problem'),
  deleteProblemOfGroup: del<{ query: QueryOf<typeof GroupProblemQuery>; reply: null }>('/api/group/problem'),
  getProblemCasesOfGroup: get<{ query: QueryOf<typeof GroupProblemCasesQuery>; reply: ProblemCaseView[] }>('/api/group/get-problem-cases'),
  getAllProblemTagsList: get<{ query: QueryOf<typeof GroupQuery>; reply: z.infer<typeof Tag>[] }>('/api/group/get-all-problem-tags'),
  compileSpjOfGroup: post<{ query: QueryOf<typeof GroupQuery>; body: BodyOf<typeof CompileBody>; reply: { compiled: boolean } }>('/api/group/compile-spj'),
  compileInteractiveOfGroup: post<{ query: QueryOf<typeof GroupQuery>; body: BodyOf<typeof CompileBody>; reply: { compiled: boolean } }>('/api/group/compile-interactive'),
  changeProblemAuthOfGroup: put<{ query: QueryOf<typeof GroupProblemAuthQuery>; reply: null }>('/api/group/change-problem-auth'),
  applyPublic: put<{ query: QueryOf<typeof ApplyPublicQuery>; reply: null }>('/api/group/apply-public'),
  adminGetProblemList: get<{ query: QueryOf<typeof AdminGroupProblemListQuery>; reply: Page<z.infer<typeof AdminGroupProblemRow>> }>('/api/admin/group-problem/list'),
  changeProgress: put<{ body: BodyOf<typeof ChangeGroupProblemProgressBody>; reply: null }>('/api/admin/group-problem/change-progress'),
};
