import { z } from 'zod';
import { JUDGE_CASE_MODES, JUDGE_MODES } from '../enums.ts';
import { parseExamples, parseExtraFiles } from '../domain/examples.ts';
import { languageById, languageByName } from '../languages.ts';
import { LIMITS, PAGE_SIZES } from '../limits.ts';
import { ojParam, optionalQueryInt, pageQuery } from './common.ts';

const text = (max: number, what: string) => z.string().max(max, `${what} must be at most ${max} characters`).default('');
const bounded = (min: number, max: number, what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} must be at most ${max}`);
const fileName = z
  .string()
  .trim()
  .regex(/^[\w.-]{1,64}$/, 'File names may use letters, digits, dots, dashes and underscores')
  .refine((name) => !/^\.+$/.test(name), 'A file name cannot be only dots');

/** One test case: its files (manual cases carry the contents, uploaded ones the file names) and score. */
const caseScore = z.coerce.number({ error: 'The score must be a non-negative whole number' }).int('The score must be a non-negative whole number').min(0, 'The score must be a non-negative whole number');
const groupNum = z.coerce
  .number()
  .int()
  .positive('The group number must be a positive whole number')
  .nullable()
  .optional()
  .transform((v) => v ?? null);
export const ManualCase = z.object({ input: z.string().max(1_000_000), output: z.string().max(1_000_000), score: caseScore.default(0), groupNum });
export const UploadedCase = z.object({ input: fileName, output: fileName, score: caseScore.default(0), groupNum });

/** Extra files as an object, or as the reference client sends them: JSON text, or null for none. */
const extraFiles = z.preprocess(
  (v) => {
    try {
      return typeof v === 'string' || v === null ? parseExtraFiles(v) : v;
    } catch {
      return v; // not JSON of name to text: the record below says so
    }
  },
  z.record(fileName, z.string().max(65_535), { error: 'Extra files must map file names to their text' }).default({}),
);

/** The examples a problem holds at most. */
export const MAX_EXAMPLES = 2;

export const ProblemForm = z.object({
  // the reference client sends null for a new problem
  id: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .transform((v) => v ?? undefined),
  problemId: z
    .string({ error: 'The problem id is required' })
    .trim()
    .min(1, 'The problem id is required')
    .max(32, 'The problem id must be at most 32 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'The problem id may use letters, digits, dashes and underscores'),
  title: z.string({ error: 'The title is required' }).trim().min(1, 'The title is required').max(255, 'The title must be at most 255 characters'),
  description: text(65_535, 'The description'),
  input: text(65_535, 'The input description'),
  output: text(65_535, 'The output description'),
  // pairs, or the reference's one `<input>…</input><output>…</output>` string
  examples: z.preprocess(
    (v) => (typeof v === 'string' ? parseExamples(v) : v),
    z
      .array(z.object({ input: z.string().max(10_000), output: z.string().max(10_000) }))
      .max(MAX_EXAMPLES, `At most ${MAX_EXAMPLES} examples`)
      .default([]),
  ),
  hint: text(65_535, 'The hint'),
  source: text(255, 'The source'),
  timeLimit: bounded(100, 60_000, 'The time limit (ms)').default(1000),
  memoryLimit: bounded(16, 4096, 'The memory limit (MB)').default(256),
  stackLimit: bounded(1, 1024, 'The stack limit (MB)').default(128),
  difficulty: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'The difficulty must be 0, 1 or 2' }).default(0),
  auth: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'auth must be 1 (public), 2 (private) or 3 (protected)' }).default(1),
  type: z.union([z.literal(0), z.literal(1)], { error: 'The type must be 0 (ACM) or 1 (OI)' }).default(0),
  judgeMode: z.enum(JUDGE_MODES, { error: 'The judge mode must be default, spj or interactive' }).default('default'),
  judgeCaseMode: z.enum(JUDGE_CASE_MODES, { error: 'Unknown judge case mode' }).default('default'),
  spjCode: z
    .string()
    .max(65_535)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  spjLanguage: z
    .string()
    .max(40)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  isRemoveEndBlank: z.boolean().default(true),
  openCaseResult: z.boolean().default(true),
  codeShare: z.boolean().default(true),
  isFileIO: z.boolean().default(false),
  ioReadFileName: fileName
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  ioWriteFileName: fileName
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  userExtraFile: extraFiles,
  judgeExtraFile: extraFiles,
});

/**
 * The reference client's form of the body, read as ours: `uploadTestcaseDir` "" for none, languages as
 * objects with a name, uploaded cases in `samples`, templates by language id (`lid`).
 */
const fromReferenceClient = (raw: unknown): unknown => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const b: Record<string, unknown> = { ...raw };
  if (b.uploadTestcaseDir === '' || b.uploadTestcaseDir === null) delete b.uploadTestcaseDir;
  const named = (v: unknown) => (v && typeof v === 'object' && 'name' in v ? (v as { name: unknown }).name : v);
  if (Array.isArray(b.languages)) b.languages = b.languages.map(named);
  if (b.isUploadTestCase === true && b.fileList === undefined && Array.isArray(b.samples)) [b.fileList, b.samples] = [b.samples, []];
  if (Array.isArray(b.codeTemplates)) {
    b.codeTemplates = b.codeTemplates.map((t: unknown) =>
      t && typeof t === 'object' && !('language' in t) && 'lid' in t ? { ...t, language: languageById(Number((t as { lid: unknown }).lid))?.name ?? `#${String((t as { lid: unknown }).lid)}` } : t,
    );
  }
  return b;
};

/**
 * The admin problem form (spec 002): the problem, its cases (typed by hand, or uploaded as a zip whose
 * staging folder the upload returned), languages, templates and tags, with the form's rules.
 */
export const AdminProblemBody = z.preprocess(
  fromReferenceClient,
  z
    .object({
      problem: ProblemForm,
      isUploadTestCase: z.boolean().default(false),
      /** Manual cases (isUploadTestCase false). */
      samples: z.array(ManualCase).max(500, 'At most 500 test cases').default([]),
      /** Uploaded cases (isUploadTestCase true): the staging folder of a new upload, and the files' scores. */
      uploadTestcaseDir: z
        .string()
        .regex(/^staging\/[0-9a-f-]{36}$/, 'The uploaded test cases have expired; upload them again')
        .optional(),
      fileList: z.array(UploadedCase).max(500, 'At most 500 test cases').default([]),
      languages: z.array(z.string().trim().min(1)).min(1, 'Choose at least one language'),
      codeTemplates: z.array(z.object({ language: z.string().trim().min(1), code: z.string().max(65_535), status: z.boolean().default(true) })).default([]),
      tags: z
        .array(z.object({ id: z.number().int().positive().optional(), name: z.string().trim().min(1).max(64) }))
        .max(20, 'At most 20 tags')
        .default([]),
    })
    .superRefine((b, ctx) => {
      const p = b.problem;
      const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
      const subtask = p.judgeCaseMode === 'subtask_lowest' || p.judgeCaseMode === 'subtask_average';
      if (subtask && p.type !== 1) issue('Subtask case modes are for OI problems', ['problem', 'judgeCaseMode']);
      if (p.judgeCaseMode === 'ergodic_without_error' && p.type !== 0) issue('Stopping at the first error is for ACM problems', ['problem', 'judgeCaseMode']);
      if (p.judgeMode !== 'default') {
        if (!p.spjCode?.trim()) issue('The special judge or interactor code is required', ['problem', 'spjCode']);
        if (!p.spjLanguage || !languageByName(p.spjLanguage)?.isSpj) issue('Choose a language for the special judge or interactor', ['problem', 'spjLanguage']);
      }
      if (p.isFileIO && (!p.ioReadFileName || !p.ioWriteFileName)) issue('File IO needs both file names', ['problem', 'ioReadFileName']);
      for (const l of b.languages) if (!languageByName(l)) issue(`Unknown language ${l}`, ['languages']);
      for (const t of b.codeTemplates) {
        if (!languageByName(t.language)) issue(`Unknown template language ${t.language}`, ['codeTemplates']);
        else if (t.status && !t.code.trim()) issue(`The ${t.language} template is empty`, ['codeTemplates']);
      }
      const names = b.tags.map((t) => t.name.toLowerCase());
      if (new Set(names).size !== names.length) issue('Add Tag Error: a tag is listed twice', ['tags']);
      const cases = b.isUploadTestCase ? b.fileList : b.samples;
      if (!b.isUploadTestCase && !b.samples.length) issue('Add at least one test case', ['samples']);
      if (!b.isUploadTestCase && b.samples.some((s) => !s.input && !s.output)) issue('Each test case needs an input or an output', ['samples']);
      if (p.judgeCaseMode !== 'default' && cases.some((c) => c.groupNum === null)) issue('Each test case needs a group number in this case mode', ['samples']);
    }),
);
export type AdminProblemBody = z.infer<typeof AdminProblemBody>;

export const AdminProblemListQuery = pageQuery(PAGE_SIZES.submissionList).extend({
  keyword: z.string().trim().max(100).optional(),
  auth: optionalQueryInt,
  oj: ojParam.optional(),
});

export const ChangeProblemAuthBody = z.object({
  id: z.coerce.number({ error: 'Please give a problem' }).int().positive('Please give a problem'),
  auth: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'auth must be 1 (public), 2 (private) or 3 (protected)' }),
});

export const ProblemCasesQuery = z.object({ pid: z.coerce.number({ error: 'Please give a problem' }).int().positive('Please give a problem'), isUpload: z.string().optional() });

export const CompileBody = z.object({
  code: z.string({ error: 'Code can not be empty' }).min(1, 'Code can not be empty').max(65_535, 'Code Length can not exceed 65535'),
  language: z.string({ error: 'Choose a language' }).refine((l) => languageByName(l)?.isSpj === true, 'This language cannot run special judges or interactors'),
  /** The reference's form sends its judge's extra files as an object, or null when there are none. */
  extraFiles,
});

// The reference's tag page sends `id: null` when adding.
export const TagBody = z.object({
  id: z.number().int().positive().nullish(),
  name: z.string({ error: 'The tag name is required' }).trim().min(1, 'The tag name is required').max(64, 'The tag name must be at most 64 characters'),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{3,8}$/, 'The colour must be like #2d8cf0')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  oj: ojParam.default('ME'),
  /** The classification, under the reference's name. */
  tcid: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export const TagClassificationBody = z.object({
  id: z.number().int().positive().nullish(),
  name: z.string({ error: 'The classification name is required' }).trim().min(1, 'The classification name is required').max(64),
  oj: ojParam.default('ME'),
  rank: z.number().int().min(0).default(0),
});

/** DELETE /api/admin/tag. */
export const TagIdQuery = z.object({ tid: z.coerce.number({ error: 'Please give a tag' }).int().positive('Please give a tag') });
/** DELETE /api/admin/tag/classification. */
export const ClassificationIdQuery = z.object({ tcid: z.coerce.number({ error: 'Please give a classification' }).int().positive('Please give a classification') });

/** POST /api/file/testcase-upload: the size of the zip about to be sent; a group admin names the group. */
export const TestcaseUploadStartBody = z.object({
  /** A group admin uploads for a problem of their group. */
  gid: z.coerce
    .number({ error: 'gid must be a group id' })
    .int('gid must be a group id')
    .positive('gid must be a group id')
    .nullish()
    .transform((v) => v ?? undefined),
  size: z.coerce
    .number({ error: 'Please give the size of the zip' })
    .int()
    .positive('The zip is empty')
    .max(LIMITS.testcaseUploadMaxBytes, `The zip must not be larger than ${LIMITS.testcaseUploadMaxBytes >> 20} MB`),
});
/** POST /api/file/testcase-upload/unpack and GET /api/file/testcase-upload: the upload. */
export const TestcaseUploadKey = z.object({ key: z.uuid('Unknown upload') });
