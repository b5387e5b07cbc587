import { z } from 'zod';
import { PAGE_SIZES } from '../limits.ts';
import { ojParam, optionalQueryInt, pageQuery } from './common.ts';

/** A tag as the reference's Tag entity serves it: `tcid` is its classification, `gid` its group (null on the site). */
export const Tag = z.object({ id: z.number(), name: z.string(), color: z.string().nullable(), oj: z.string(), gid: z.number().nullable(), tcid: z.number().nullable() });
export const TagClassification = z.object({ id: z.number(), name: z.string(), oj: z.string(), rank: z.number() });
export const ClassifiedTags = z.object({ classification: TagClassification.nullable(), tagList: z.array(Tag) });

export const OjQuery = z.object({ oj: ojParam.optional() });

/** Per-verdict counts of a problem's judged submissions. */
export const ProblemCounts = z.object({
  total: z.number(),
  ac: z.number(),
  wa: z.number(),
  tle: z.number(),
  mle: z.number(),
  re: z.number(),
  pe: z.number(),
  ce: z.number(),
  se: z.number(),
  pa: z.number(),
});
export type ProblemCounts = z.infer<typeof ProblemCounts>;

export const ProblemListQuery = pageQuery(PAGE_SIZES.problemList).extend({
  keyword: z.string().trim().max(100).optional(),
  difficulty: optionalQueryInt,
  oj: ojParam.optional(),
  /** Comma-separated tag ids: problems carrying every one of them. */
  tagId: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => Number(s.trim()))
            .filter((n) => Number.isInteger(n))
        : [],
    ),
});

export const ProblemListItem = ProblemCounts.extend({
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  difficulty: z.number(),
  type: z.number(),
  tags: z.array(Tag),
  myStatus: z.number().nullable(),
});

export const ProblemDetailQuery = z.object({
  problemId: z.string({ error: 'Please give a problem id' }).trim().min(1, 'Please give a problem id').max(32),
  gid: optionalQueryInt,
  /** The problem inside a training (its problem page). */
  tid: optionalQueryInt,
});

export const ProblemView = z.object({
  id: z.number(),
  problemId: z.string(),
  title: z.string(),
  description: z.string(),
  input: z.string(),
  output: z.string(),
  /** `<input>…</input><output>…</output>` pairs, as the reference serves them (shared/domain/examples). */
  examples: z.string(),
  hint: z.string(),
  source: z.string(),
  author: z.string(),
  /** null while the origin is hidden (a running contest). */
  difficulty: z.number().nullable(),
  type: z.number(),
  ioScore: z.number(),
  timeLimit: z.number(),
  memoryLimit: z.number(),
  stackLimit: z.number(),
  judgeMode: z.string(),
  isFileIO: z.boolean(),
  ioReadFileName: z.string().nullable(),
  ioWriteFileName: z.string().nullable(),
  isRemote: z.boolean(),
  gid: z.number().nullable(),
  auth: z.number(),
  codeShare: z.boolean(),
  openCaseResult: z.boolean(),
  /** JSON text of file name to content, or null: as the reference serves it. */
  userExtraFile: z.string().nullable(),
  gmtModified: z.string(),
});

export const ProblemDetail = z.object({
  problem: ProblemView,
  tags: z.array(Tag),
  languages: z.array(z.string()),
  problemCount: ProblemCounts.extend({ pid: z.number() }),
  codeTemplate: z.record(z.string(), z.string()),
  myStatus: z.number().nullable(),
});

export const PidQuery = z.object({ pid: z.coerce.number({ error: 'Please give a problem' }).int('Please give a problem').positive('Please give a problem') });

export const UserProblemStatusBody = z.object({
  pidList: z.array(z.number().int()).max(1000, 'At most 1000 problems at a time'),
  isContestProblemList: z.boolean().default(false),
  cid: z.number().int().nullable().optional(),
  gid: z.number().int().nullable().optional(),
  containsEnd: z.boolean().optional(),
});

export const LastAcCodeQuery = PidQuery.extend({ cid: optionalQueryInt });

export const FullScreenProblemListQuery = z.object({ tid: optionalQueryInt, cid: optionalQueryInt });

export const RandomProblem = z.object({ problemId: z.string() });

/** GET /api/get-problem-code-template rows: one per template, its language by id (`lid`). */
export const ProblemCodeTemplate = z.object({ id: z.number(), pid: z.number(), lid: z.number(), code: z.string(), status: z.boolean() });

/** GET /api/get-full-screen-problem-list rows: a problem of the training or contest, with the caller's status. */
export const FullScreenProblem = z.object({ pid: z.number(), problemId: z.string(), title: z.string(), status: z.number(), score: z.number().nullable() });
