/**
 * Timed exams (spec 001 2.9 and section 7 "Timed exams (homework)"; the back office's exam pages of spec 002): the
 * calls' queries and bodies, and the replies. The reference call list has no exam block: the participant calls are
 * served at the paths of spec 001 section 7 under /api/homework/, the admin calls under /api/admin/homework/.
 */
import { z } from 'zod';
import { EXAM_AUTHS } from '../db/items/exam.ts';
import { EXAM_DURATION } from '../domain/exam.ts';
import { pageQuery } from './common.ts';

export const EXAM_PAGE_SIZE = 10;
const TITLE_MAX = 255;
const DESCRIPTION_MAX = 65_535;
const PASSWORD_MAX = 64;
const DISPLAY_ID_MAX = 20;
const FILE_NAME_MAX = 100;
const FILE_CONTENT_MAX = 65_535;

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const tid = positiveId('tid must be an exam id');
const pid = positiveId('pid must be a problem id');
const keyword = z.string().trim().max(100, 'The keyword is too long').optional();
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const ExamIdQuery = z.object({ tid });

/** GET get-timed-work-list: status (-1 scheduled, 0 running, 1 ended), keyword, 10 a page. */
export const ExamListQuery = pageQuery(EXAM_PAGE_SIZE).extend({
  keyword,
  status: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .pipe(z.union([z.literal(-1), z.literal(0), z.literal(1)], { error: 'status must be -1, 0 or 1' }))
      .optional(),
  ),
});

export const ExamDisplayId = z
  .string({ error: 'Please give the display id' })
  .trim()
  .min(1, 'Please give the display id')
  .max(DISPLAY_ID_MAX, `The display id must be at most ${DISPLAY_ID_MAX} characters`);

/** GET get-timed-work-problem-detail: the exam and the problem's display id in it (problemId accepted as its name too). */
export const ExamProblemQuery = z.preprocess(
  (v) => (v && typeof v === 'object' && !('displayId' in v) && 'problemId' in v ? { ...v, displayId: (v as { problemId: unknown }).problemId } : v),
  z.object({ tid, displayId: ExamDisplayId }),
);

/** GET get-timed-work-submission-list: the caller's own submissions in the exam, optionally of one problem. */
export const ExamSubmissionListQuery = pageQuery(EXAM_PAGE_SIZE).extend({ tid, displayId: z.preprocess(blankToUndefined, ExamDisplayId.optional()) });

/** POST start-timed-work: the exam and, for a private one, its password. */
export const StartExamBody = z.object({ tid, password: z.string().max(100, 'The password is too long').optional().default('') });
export const EndExamBody = z.object({ tid });

// ---- the back office ----
/** The group an exam belongs to, when the form names one; an absent gid may come as null or empty. */
const optionalGid = z.preprocess((v) => (v === '' || v === null ? undefined : v), positiveId('gid must be a group id').optional());
/** The back office's exam list: the site's exams (a group's are listed in the group). */
export const AdminExamListQuery = pageQuery(EXAM_PAGE_SIZE).extend({ keyword });

const time = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .refine((v) => !Number.isNaN(Date.parse(v)), `${what} must be a date and time`)
    .transform((v) => new Date(v).toISOString());
const duration = z.coerce
  .number({ error: 'Duration is required' })
  .int('Duration is required')
  .refine(
    (n) => n >= EXAM_DURATION.min && n <= EXAM_DURATION.max && n % EXAM_DURATION.step === 0,
    `The duration must be 0.5 to 5 hours in half-hour steps (${EXAM_DURATION.min} to ${EXAM_DURATION.max} seconds)`,
  );

/** The exam form (spec 002 section 5 "Exam"): title, description, times, duration and permission required; a password when private. */
export const ExamFormBody = z
  .object({
    id: z.coerce.number().int().positive().nullish(),
    title: z.string({ error: 'exam title cannot be empty' }).trim().min(1, 'exam title cannot be empty').max(TITLE_MAX, `The title must be at most ${TITLE_MAX} characters`),
    description: z
      .string({ error: 'exam description cannot be empty' })
      .refine((v) => v.trim() !== '', 'exam description cannot be empty')
      .refine((v) => v.length <= DESCRIPTION_MAX, `The description must be at most ${DESCRIPTION_MAX} characters`),
    startTime: time('Start time'),
    endTime: time('End time'),
    duration,
    auth: z.number({ error: 'Permission is required' }).pipe(z.union([z.literal(EXAM_AUTHS.PUBLIC), z.literal(EXAM_AUTHS.PRIVATE)], { error: 'Permission must be 0 (open) or 1 (private)' })),
    pwd: z
      .string()
      .trim()
      .max(PASSWORD_MAX, `The password must be at most ${PASSWORD_MAX} characters`)
      .nullish()
      .transform((v) => v ?? ''),
    visible: z
      .boolean({ error: 'visible must be true or false' })
      .nullish()
      .transform((v) => v ?? true),
    logoUrl: z
      .string()
      .trim()
      .max(500, 'The logo address is too long')
      .nullish()
      .transform((v) => v || null),
    gid: optionalGid,
  })
  .refine((e) => e.auth === EXAM_AUTHS.PUBLIC || e.pwd !== '', { message: 'Password is required', path: ['pwd'] })
  .refine((e) => Date.parse(e.endTime) > Date.parse(e.startTime), { message: 'The end time must be after the start time', path: ['endTime'] });
export type ExamFormBody = z.infer<typeof ExamFormBody>;

export const ExamDeleteQuery = z.object({ id: positiveId('id must be an exam id') });
export const ExamVisibleQuery = z.object({ id: positiveId('id must be an exam id'), visible: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()) });

/** GET the exam's problems (the reference names them page, size and twid) or the public problems it lacks. */
export const AdminExamProblemListQuery = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object') return v;
    const q = v as Record<string, unknown>;
    return { ...q, currentPage: q.currentPage ?? q.page, limit: q.limit ?? q.size, tid: q.tid ?? q.twid };
  },
  pageQuery(EXAM_PAGE_SIZE).extend({ tid, keyword, queryExisted: z.preprocess((v) => v === undefined || v === true || v === 'true' || v === '1', z.boolean()) }),
);

export const AddExamProblemBody = z.object({ tid, pid, displayId: ExamDisplayId, displayTitle: z.string().trim().max(TITLE_MAX).nullish() });
export const ExamProblemDeleteQuery = z.object({ tid, pid });

/** An extra file given to the exam's participants: name and content required (spec 001 section 5). */
export const ExamExtraFileBody = z.object({
  tid,
  name: z
    .string({ error: 'The file name is required' })
    .trim()
    .min(1, 'The file name is required')
    .max(FILE_NAME_MAX, `The file name must be at most ${FILE_NAME_MAX} characters`)
    .regex(/^[^/\\]+$/, 'The file name cannot contain / or \\'),
  content: z
    .string({ error: 'The file content is required' })
    .refine((v) => v.length > 0, 'The file content is required')
    .refine((v) => v.length <= FILE_CONTENT_MAX, `The file content must be at most ${FILE_CONTENT_MAX} characters`),
});
export const ExamExtraFileDeleteQuery = z.object({ tid, name: z.string().trim().min(1, 'The file name is required') });

// ---- replies ----
/** An exam as the list and the info call serve it (the reference's timedWork entity, without its password). */
export const ExamView = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  auth: z.number(),
  visible: z.boolean(),
  status: z.number(),
  gid: z.number().nullable(),
  uid: z.string(),
  author: z.string(),
  isGroup: z.boolean(),
  logoUrl: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

/** The caller's start record: when they started, handed in (null while not) and must hand in by. */
export const ExamRecord = z.object({ startTime: z.string(), endTime: z.string().nullable(), deadline: z.string() });

export const ExamInfo = ExamView.extend({
  /** The caller's own status (spec 001 section 4): from their record, else the exam's. */
  userStatus: z.number(),
  record: ExamRecord.nullable(),
  /** Whether the caller may open the problems (started, or an exam admin). */
  access: z.boolean(),
  /** The exam's extra files as JSON text (name to content), as problems serve theirs. */
  extraFile: z.string().nullable(),
});

export const ExamProblemRow = z.object({
  id: z.number(),
  problemId: z.number(),
  displayId: z.string(),
  title: z.string(),
  /** The question type: 0 programming (this site's bank holds programming problems only; 1 objective, 2 other). */
  type: z.number(),
  isSubmitted: z.boolean(),
});

export const ExamRankRow = z.object({
  rank: z.number(),
  uid: z.string(),
  username: z.string(),
  score: z.number(),
  submissionInfo: z.record(z.string(), z.object({ score: z.number(), status: z.number() })),
});

export const ExamSubmissionRow = z.object({
  submitId: z.number(),
  displayId: z.string(),
  status: z.number(),
  score: z.number().nullable(),
  language: z.string(),
  submitTime: z.string(),
});

/** An exam as the back office reads it; its password only where it is edited. */
export const AdminExamView = ExamView.extend({ pwd: z.string().optional() });

export const ExamProblemEntry = z.object({ id: z.number(), tid: z.number(), pid: z.number(), displayId: z.string(), displayTitle: z.string(), gmtCreate: z.string() });
