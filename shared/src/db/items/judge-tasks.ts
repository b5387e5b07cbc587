import { z } from 'zod';

/** An online test run of a problem's code on the user's own input. */
export const TestRunItem = z.object({
  key: z.string(),
  uid: z.string(),
  pid: z.number().int(),
  language: z.string(),
  code: z.string(),
  userInput: z.string(),
  expectedOutput: z.string().nullable().default(null),
  status: z.number().int(),
  time: z.number().nullable().default(null),
  memory: z.number().nullable().default(null),
  stderr: z.string().nullable().default(null),
  userOutput: z.string().nullable().default(null),
  problemJudgeMode: z.string(),
  submitTime: z.string(),
});

export type TestRunItem = z.infer<typeof TestRunItem>;

export const TestcaseUploadItem = z.object({
  key: z.string(),
  uid: z.string(),
  /** uploading until the client says it is sent, pending until the user-job runner has unpacked it, then ok or error. */
  state: z.enum(['uploading', 'pending', 'ok', 'error']),
  message: z.string().default(''),
  /** When ok: the cases found, as the upload-testcase-zip call answers them, and their staging folder. */
  fileList: z.array(z.object({ input: z.string(), output: z.string(), score: z.number(), groupNum: z.number().nullable() })).default([]),
  fileListDir: z.string().default(''),
});

export type TestcaseUploadItem = z.infer<typeof TestcaseUploadItem>;

export const CompileCheckItem = z.object({
  key: z.string(),
  language: z.string(),
  code: z.string(),
  extraFiles: z.record(z.string(), z.string()).default({}),
  /** pending until the judge answers, then ok or error with the compiler's message. */
  state: z.enum(['pending', 'ok', 'error']),
  message: z.string().default(''),
});
