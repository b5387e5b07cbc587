import { z } from 'zod';
import { IMPORT_COLUMNS, USER_BATCH_MAX_ROWS } from '../domain/user-import.ts';

const TOO_MANY = `At most ${USER_BATCH_MAX_ROWS} users per batch`;

/** A CSV cell as clients send it: text, or a number a spreadsheet parser produced; an empty cell may be null. */
const cell = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
  z.string({ error: 'Each cell must be text' }).max(400, 'A cell may hold at most 400 characters'),
);

/** insert-batch-user and the preview: `users` holds rows of the seven import columns (domain/user-import.ts). */
export const UserRowsBody = z.object({
  users: z
    .array(z.array(cell, { error: 'Each row must be a list of cells' }).max(IMPORT_COLUMNS.length + 8, 'A row has at most seven columns'), {
      error: 'The users to insert must not be empty',
    })
    .min(1, 'The users to insert must not be empty')
    .max(USER_BATCH_MAX_ROWS, TOO_MANY),
});
export type UserRowsBody = z.infer<typeof UserRowsBody>;

/** A whole number, also when a client sends it as text. */
const wholeNumber = (required: string, invalid: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: (i) => (i.input === undefined || i.input === null || i.input === '' ? required : invalid) }).int(invalid),
  );

const GENERATED_PASSWORD_RULE = 'The password length must be a number from 6 to 25';

/**
 * generate-user (spec 002 section 5 "Generated users"): accounts prefix + number + suffix for every number from
 * number_from to number_to, each with a random password of password_length characters (6 to 25; 6 when absent,
 * as the reference defaults it).
 */
export const GenerateUserBody = z
  .object({
    prefix: z.string().max(20, 'Username_Check_Max').default(''),
    suffix: z.string().max(20, 'Username_Check_Max').default(''),
    number_from: wholeNumber('The start number is required', 'The start number must be a whole number').pipe(z.number().min(0, 'The start number must not be negative')),
    number_to: wholeNumber('The end number is required', 'The end number must be a whole number'),
    password_length: z
      .preprocess((v) => (v === undefined || v === null || v === '' ? 6 : typeof v === 'string' ? Number(v) : v), z.number({ error: GENERATED_PASSWORD_RULE }).int(GENERATED_PASSWORD_RULE))
      .pipe(z.number().min(6, GENERATED_PASSWORD_RULE).max(25, GENERATED_PASSWORD_RULE)),
  })
  .refine((b) => b.number_to >= b.number_from, { message: 'The end number must not be below the start number', path: ['number_to'] })
  .refine((b) => b.number_to - b.number_from < USER_BATCH_MAX_ROWS, { message: TOO_MANY, path: ['number_to'] });
export type GenerateUserBody = z.infer<typeof GenerateUserBody>;

/** What is wrong with one row (domain/user-import.ts RowProblem; also a username or email that already exists). */
export const RowProblem = z.object({
  row: z.number().int(),
  username: z.string(),
  field: z.enum([...IMPORT_COLUMNS, 'row']),
  message: z.string(),
});

/** Our own call POST /api/admin/user/batch-preview: the rows that would fail, before anything is written. */
export const BatchPreview = z.object({
  total: z.number().int(),
  /** Rows that would be written. */
  valid: z.number().int(),
  problems: z.array(RowProblem),
});
export type BatchPreview = z.infer<typeof BatchPreview>;

export const BATCH_JOB_KINDS = ['import', 'generate'] as const;
export const BATCH_JOB_STATES = ['queued', 'running', 'done'] as const;

/**
 * A bulk job as the progress bar and the final report read it (our own GET /api/admin/user/batch-job). `failures`
 * lists the rows written so far that were refused; rows are written in chunks, so `processed` moves by a chunk.
 */
export const BatchJob = z.object({
  id: z.string(),
  kind: z.enum(BATCH_JOB_KINDS),
  state: z.enum(BATCH_JOB_STATES),
  total: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  failed: z.number().int(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
  failures: z.array(RowProblem),
});
export type BatchJob = z.infer<typeof BatchJob>;

/** The reply of insert-batch-user (the job that writes the rows) and generate-user (`key` names the download too). */
export const BatchJobStarted = z.object({ id: z.string(), total: z.number().int(), key: z.string().optional() });
export type BatchJobStarted = z.infer<typeof BatchJobStarted>;

const jobId = z
  .string({ error: 'The job id is required' })
  .trim()
  .regex(/^[0-9a-f]{32}$/, 'The job id is invalid');
export const BatchJobQuery = z.object({ id: jobId });
export const BatchJobResumeBody = z.object({ id: jobId });
/** /api/file/generate-user-excel?key=: the generate job's id. */
export const GeneratedUsersQuery = z.object({ key: jobId });
