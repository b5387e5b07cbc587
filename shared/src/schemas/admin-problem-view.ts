/**
 * Replies of the back office's problem calls (group admin-problem), in the reference's shapes: the list's rows,
 * the problem as its form edits it, its cases, and the test data upload's steps. The SPA's problem admin pages
 * read them through these types.
 */
import { z } from 'zod';
import { ProblemItem, ProblemSummaryItem } from '../db/items/problem.ts';

/** GET /api/admin/problem/get-problem-list rows: the problem's summary flat with `id` (the pid). */
export const AdminProblemRow = ProblemSummaryItem.extend({ id: z.number() });
export type AdminProblemRow = z.infer<typeof AdminProblemRow>;

/** GET /api/group/get-admin-problem-list rows: the admin row without the bank's own fields. */
export const GroupAdminProblemRow = AdminProblemRow.omit({ isGroup: true, isRemote: true, remoteOj: true, tagIds: true });
export type GroupAdminProblemRow = z.infer<typeof GroupAdminProblemRow>;

/** POST/PUT /api/admin/problem and a group's /api/group/problem: the problem as it was saved. */
export const SavedProblem = ProblemItem;
export type SavedProblem = z.infer<typeof SavedProblem>;

/** GET /api/admin/problem: the problem flat with `id`, examples and extra files in the reference's text forms. */
export const AdminProblemView = ProblemItem.extend({
  id: z.number(),
  examples: z.string(),
  userExtraFile: z.string().nullable(),
  judgeExtraFile: z.string().nullable(),
});
export type AdminProblemView = z.infer<typeof AdminProblemView>;

/** GET /api/admin/problem/get-problem-cases rows: file names, score and group; the texts when small enough to show. */
export const ProblemCaseView = z.object({
  index: z.number(),
  input: z.string(),
  output: z.string(),
  score: z.number(),
  groupNum: z.number().nullable(),
  inputData: z.string().nullable(),
  outputData: z.string().nullable(),
});
export type ProblemCaseView = z.infer<typeof ProblemCaseView>;

/** An uploaded zip's cases as the upload calls answer them, and the staging folder the form sends back. */
export const UploadedTestcases = z.object({
  fileList: z.array(z.object({ input: z.string(), output: z.string(), score: z.number(), groupNum: z.number().nullable() })),
  fileListDir: z.string(),
});
export type UploadedTestcases = z.infer<typeof UploadedTestcases>;

/** POST /api/file/testcase-upload: where to PUT the zip, with which headers. */
export const TestcaseUploadStart = z.object({ key: z.string(), url: z.string(), headers: z.record(z.string(), z.string()), maxBytes: z.number() });
export type TestcaseUploadStart = z.infer<typeof TestcaseUploadStart>;

/** GET /api/file/testcase-upload (and the unpack call): the upload's state, with its cases once unpacked. */
export const TestcaseUploadState = UploadedTestcases.partial().extend({
  state: z.enum(['uploading', 'pending', 'ok', 'error']),
  message: z.string().optional(),
});
export type TestcaseUploadState = z.infer<typeof TestcaseUploadState>;
