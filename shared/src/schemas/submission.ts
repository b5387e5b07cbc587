import { z } from 'zod';
import { LIMITS, PAGE_SIZES } from '../limits.ts';
import { optionalQueryInt, pageQuery, queryBool } from './common.ts';
import { MANUAL_JUDGE_STATUSES } from '../enums.ts';

const code = z
  .string({ error: 'Code can not be empty' })
  .refine((c) => c.trim().length > 0, 'Code can not be empty')
  .refine((c) => c.length <= LIMITS.codeMax, `Code Length can not exceed ${LIMITS.codeMax}`);
const language = z.string({ error: 'Please choose a language' }).trim().min(1, 'Please choose a language').max(40);
// ids sent as text ("3") are read by the API's request parsing (functions/src/http/validate.ts); "" and null are not ids
const idField = (what: string) =>
  z
    .number({ error: `Please give a ${what}` })
    .int(`Please give a ${what}`)
    .nonnegative(`Please give a ${what}`);
const optionalId = z
  .number()
  .int()
  .nonnegative()
  .nullable()
  .optional()
  .transform((v) => v ?? 0);

export const SubmitJudgeBody = z.object({
  pid: idField('problem').refine((n) => n > 0, 'Please give a problem'),
  language,
  code,
  cid: optionalId,
  tid: optionalId,
  /** An exam submission names the problem by its display id in the exam (and the exam as cid = exam id + 50000). */
  displayTid: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().min(1).max(32, 'The display id is too long').optional()),
  gid: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  isRemote: z.boolean().optional(),
  captcha: z.string().max(16).optional(),
});

/**
 * The submit call as clients send it. Our SPA names the problem by its numeric id; the reference client by its
 * display id as text (a contest's own display id, like `A`, when cid is given), which the route resolves.
 */
export const SubmitJudgeRequest = SubmitJudgeBody.extend({
  pid: z.union([z.number().int().positive('Please give a problem'), z.string().trim().min(1, 'Please give a problem').max(32)], { error: 'Please give a problem' }),
});

export const SubmitIdQuery = z.object({ submitId: idField('submission id') });

export const SubmissionListQuery = pageQuery(PAGE_SIZES.submissionList).extend({
  onlyMine: queryBool.optional(),
  status: optionalQueryInt,
  username: z.string().trim().max(100).optional(),
  /** A problem's display id. */
  problemID: z.string().trim().max(32).optional(),
  completeProblemID: queryBool.optional(),
  gid: optionalQueryInt,
  beforeContestSubmit: queryBool.optional(),
  containsEnd: queryBool.optional(),
});

export const Submission = z.object({
  submitId: z.number(),
  uid: z.string(),
  username: z.string(),
  pid: z.number(),
  displayPid: z.string(),
  displayId: z.string(),
  title: z.string(),
  cid: z.number(),
  gid: z.number().nullable(),
  status: z.number(),
  score: z.number().nullable(),
  oiRankScore: z.number().nullable(),
  judger: z.string().nullable(),
  isManual: z.boolean(),
  time: z.number().nullable(),
  memory: z.number().nullable(),
  length: z.number(),
  language: z.string(),
  submitTime: z.string(),
  errorMessage: z.string().nullable(),
  share: z.boolean(),
  code: z.string().optional(),
});
export type Submission = z.infer<typeof Submission>;

export const SubmissionDetail = z.object({ submission: Submission, codeShare: z.boolean() });

export const CheckSubmissionsBody = z.object({
  submitIds: z.array(z.number().int().positive()).max(100, 'At most 100 submissions at a time'),
  cid: z.number().int().nullable().optional(),
});
export const SubmissionStatus = z.object({
  status: z.number(),
  score: z.number().nullable(),
  oiRankScore: z.number().nullable(),
  time: z.number().nullable(),
  memory: z.number().nullable(),
  judger: z.string().nullable(),
  isManual: z.boolean(),
});

export const JudgeCase = z.object({
  seq: z.number(),
  status: z.number(),
  time: z.number(),
  memory: z.number(),
  score: z.number().nullable(),
  groupNum: z.number().nullable(),
  inputData: z.string().nullable().optional(),
  outputData: z.string().nullable().optional(),
  userOutput: z.string().nullable().optional(),
});
export const SubtaskResult = z.object({
  groupNum: z.number(),
  status: z.number(),
  score: z.number(),
  ac: z.number(),
  total: z.number(),
  time: z.number(),
  memory: z.number(),
  subtaskDetailList: z.array(JudgeCase),
});
export const AllCaseResult = z.object({
  judgeCaseMode: z.string(),
  judgeCaseList: z.array(JudgeCase),
  subTaskJudgeCaseVoList: z.array(SubtaskResult),
});

export const ShareSubmissionBody = z.object({ submitId: idField('submission id'), share: z.boolean({ error: 'share must be true or false' }), uid: z.string().optional() });

export const TestJudgeBody = z.object({
  pid: idField('problem').refine((n) => n > 0, 'Please give a problem'),
  language,
  code,
  type: z.enum(['public', 'contest', 'group'], { error: 'type must be public, contest or group' }).default('public'),
  userInput: z.string().max(LIMITS.testInputMax, `The test input must be at most ${LIMITS.testInputMax} characters`).default(''),
  expectedOutput: z
    .string()
    .max(LIMITS.testInputMax * 4)
    .nullable()
    .optional(),
  mode: z.string().max(32).optional(),
  isRemoteJudge: z.boolean().optional(),
});
export const TestJudgeKeyQuery = z.object({ testJudgeKey: z.string({ error: 'Please give the test run key' }).trim().min(1).max(64) });
export const TestJudgeResult = z.object({
  status: z.number(),
  time: z.number().nullable(),
  memory: z.number().nullable(),
  stderr: z.string().nullable(),
  userInput: z.string(),
  expectedOutput: z.string().nullable(),
  userOutput: z.string().nullable(),
  problemJudgeMode: z.string(),
});

export const ManualJudgeQuery = SubmitIdQuery.extend({
  status: z
    .number({ error: 'This status cannot be set by hand' })
    .int()
    .refine((s) => (MANUAL_JUDGE_STATUSES as readonly number[]).includes(s), 'This status cannot be set by hand'),
  score: optionalQueryInt,
});
export const RejudgeContestProblemQuery = z.object({ cid: idField('contest'), pid: idField('problem') });

/** What the judge queues carry. */
export const JudgeMessage = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('submission'), submitId: z.number().int(), judgeVersion: z.number().int() }),
  z.object({ kind: z.literal('test-run'), key: z.string() }),
  /** Compiles a special judge or interactor for the admin form; the result is written to its compile-check item. */
  z.object({ kind: z.literal('compile-check'), key: z.string() }),
]);
export type JudgeMessage = z.infer<typeof JudgeMessage>;
