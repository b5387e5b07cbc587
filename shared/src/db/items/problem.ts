import { z } from 'zod';

export const TagClassificationItem = z.object({ id: z.number().int(), name: z.string(), oj: z.string(), rank: z.number().int().default(0) });

export const TagItem = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string().nullable().default(null),
  oj: z.string(),
  classificationId: z.number().int().nullable().default(null),
  gid: z.number().int().nullable().default(null),
});

/** The fields of a problem that lists and the home page read; the problem feature stores more. */
export const ProblemSummaryItem = z.object({
  pid: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  /** 1 public, 2 private, 3 protected. */
  auth: z.number().int(),
  difficulty: z.number().int(),
  type: z.number().int(),
  gid: z.number().int().nullable().default(null),
  isGroup: z.boolean().default(false),
  /** A group problem's application to join the public bank: null none, 1 applying, 2 accepted, 3 refused. */
  applyPublicProgress: z.number().int().nullable().default(null),
  isRemote: z.boolean().default(false),
  /** The judge a remote problem comes from (HDU, CF...). */
  remoteOj: z.string().nullable().default(null),
  tagIds: z.array(z.number().int()).default([]),
  author: z.string().default(''),
  /** Who saved it last (the admin list shows it). */
  modifiedUser: z.string().nullable().default(null),
  gmtCreate: z.string().default(''),
  gmtModified: z.string(),
});

export const UserProblemItem = z.object({
  pid: z.number().int(),
  problemId: z.string(),
  difficulty: z.number().int(),
  solved: z.boolean(),
  /** Accepted submissions of this problem by this user; solved while above zero (a rejudge can take it back). */
  acCount: z.number().int().default(0),
  bestScore: z.number().default(0),
  bestOiRankScore: z.number().default(0),
});

/** One test case of a problem's data; files live in the test-data bucket under the data version. */
export const TestCaseItem = z.object({
  index: z.number().int().min(1),
  /** Score of the case (OI); ignored for ACM problems. */
  score: z.number().int().min(0).default(0),
  /** Subtask group of the case in the subtask case modes. */
  groupNum: z.number().int().nullable().default(null),
});

export const ExampleItem = z.object({ input: z.string(), output: z.string(), isOpen: z.boolean().default(true) });

/** A problem as stored: the summary fields plus the statement, limits, judging settings and case list. */
export const ProblemItem = ProblemSummaryItem.extend({
  description: z.string(),
  input: z.string(),
  output: z.string(),
  examples: z.array(ExampleItem),
  hint: z.string().default(''),
  source: z.string().default(''),
  author: z.string(),
  /** Milliseconds, MB, MB. */
  timeLimit: z.number().int().positive(),
  memoryLimit: z.number().int().positive(),
  stackLimit: z.number().int().positive().default(128),
  codeShare: z.boolean().default(true),
  judgeMode: z.enum(['default', 'spj', 'interactive']),
  judgeCaseMode: z.enum(['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error']),
  /** Source and language of the special judge or interactor. */
  spjCode: z.string().nullable().default(null),
  spjLanguage: z.string().nullable().default(null),
  isRemoveEndBlank: z.boolean().default(true),
  openCaseResult: z.boolean().default(true),
  isFileIO: z.boolean().default(false),
  ioReadFileName: z.string().nullable().default(null),
  ioWriteFileName: z.string().nullable().default(null),
  userExtraFile: z.record(z.string(), z.string()).default({}),
  judgeExtraFile: z.record(z.string(), z.string()).default({}),
  languages: z.array(z.string()),
  codeTemplates: z.record(z.string(), z.string()).default({}),
  /** Full score of an OI problem (the sum of its case scores). */
  ioScore: z.number().int().default(100),
  /** Test data lives under problems/<pid>/<testDataVersion>/; a new upload makes a new version. */
  testDataVersion: z.string(),
  cases: z.array(TestCaseItem),
  gmtCreate: z.string(),
});

export type ProblemItem = z.infer<typeof ProblemItem>;

export const ProblemCountsItem = z.object({
  total: z.number().int().default(0),
  ac: z.number().int().default(0),
  wa: z.number().int().default(0),
  tle: z.number().int().default(0),
  mle: z.number().int().default(0),
  re: z.number().int().default(0),
  pe: z.number().int().default(0),
  ce: z.number().int().default(0),
  se: z.number().int().default(0),
  pa: z.number().int().default(0),
});
