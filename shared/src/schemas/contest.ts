import { z } from 'zod';
import { ContestStatus, ContestType } from '../enums.ts';
import { LIMITS, PAGE_SIZES } from '../limits.ts';
import { pageQuery } from './common.ts';

const oneOf = <T extends number>(values: readonly T[], message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' || v === null ? undefined : Number(v)),
    z.union(values.map((v) => z.literal(v)) as [z.ZodLiteral<T>, ...z.ZodLiteral<T>[]], { error: message }).optional(),
  );

/** The contest list's filters (spec 001 2.1): rule, status and a keyword, paged by 10. */
export const ContestListQuery = pageQuery(PAGE_SIZES.contestList).extend({
  type: oneOf(Object.values(ContestType), 'The contest rule must be 0 (ACM) or 1 (OI)'),
  status: oneOf(Object.values(ContestStatus), 'The status must be -1 (scheduled), 0 (running) or 1 (ended)'),
  keyword: z.string().trim().max(100).optional(),
});

/** A contest as lists show it, flat with `id` as the reference serves it. */
export const ContestListItem = z.object({
  id: z.number(),
  title: z.string(),
  type: z.number(),
  auth: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  /** Seconds. */
  duration: z.number(),
  status: z.number(),
  /** Registered participants. */
  count: z.number(),
  oiRankScoreType: z.string().nullable(),
  openRank: z.boolean(),
  gid: z.number().nullable(),
});
export type ContestListItem = z.infer<typeof ContestListItem>;

const contestId = z.coerce.number({ error: 'cid must be a contest id' }).int('cid must be a contest id').positive('cid must be a contest id');
const recordId = (what: string) =>
  z.coerce
    .number({ error: `Please give the ${what} id` })
    .int(`Please give the ${what} id`)
    .positive(`Please give the ${what} id`);
/** JSON bodies from the reference client carry booleans; query strings carry them as text. */
const flag = z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean());

export const CidQuery = z.object({ cid: contestId });

/** POST register-contest (the reference's RegisterContestDTO): the password is needed for private and protected contests. */
export const RegisterContestBody = z.object({ cid: contestId, password: z.string().max(100, 'The password is too long').optional().default('') });

/** GET get-contest-problem: `containsEnd` counts after-contest submissions where the contest allows them. */
export const ContestProblemsQuery = CidQuery.extend({ containsEnd: flag.default(false) });
export const ContestProblemDetailQuery = ContestProblemsQuery.extend({
  displayId: z.string({ error: 'Please give the problem display id' }).trim().min(1, 'Please give the problem display id').max(32),
});

/** GET contest-submissions: the contest's submissions, filtered as the reference's contest status page asks. */
export const ContestSubmissionListQuery = pageQuery(30).extend({
  contestID: contestId,
  onlyMine: flag.default(false),
  /** A display id in the contest; part of one unless completeProblemID. */
  problemID: z.string().trim().max(32).optional(),
  completeProblemID: flag.default(false),
  status: z.preprocess((v) => (v === undefined || v === '' || v === null ? undefined : Number(v)), z.number({ error: 'status must be a judge status' }).int('status must be a judge status').optional()),
  username: z.string().trim().max(100).optional(),
  /** true: only submissions made before the start (admins' tests); false: only those made from the start on. */
  beforeContestSubmit: flag.optional(),
  containsEnd: flag.default(false),
});
export type ContestSubmissionListQuery = z.infer<typeof ContestSubmissionListQuery>;

/** POST check-contest-submissions-status: the reference client sends the ids as the keys of an object (text). */
export const ContestSubmissionsStatusBody = z.object({
  submitIds: z.array(z.coerce.number().int().positive('submitIds must be submission ids')).max(100, 'At most 100 submissions at a time'),
  cid: contestId,
});

export const ContestAnnouncementQuery = pageQuery(10).extend({ cid: contestId });
/** POST get-contest-not-read-announcement (UserReadContestAnnouncementDTO). */
export const NotReadAnnouncementBody = z.object({
  cid: contestId,
  readAnnouncementList: z
    .array(z.coerce.number().int())
    .max(1000, 'At most 1000 read announcements')
    .nullable()
    .optional()
    .transform((v) => v ?? []),
});

/** Print content: at least 50 characters (spec 001 section 5), at most what a code submission may hold. */
export const PRINT_MIN_CHARS = 50;
export const PrintTextBody = z.object({
  cid: contestId,
  content: z
    .string({ error: 'Content cannot be empty' })
    .refine((s) => s.trim().length > 0, 'Content cannot be empty')
    .refine((s) => s.length >= PRINT_MIN_CHARS, 'The number of content cannot be less than 50')
    .refine((s) => s.length <= LIMITS.codeMax, `The content cannot be longer than ${LIMITS.codeMax} characters`),
});

/** Admin lists of a contest: print jobs (15 a page) and accepted submissions (20 a page, spec 001 section 9). */
export const ContestPrintListQuery = pageQuery(15).extend({ cid: contestId });
export const ContestAcInfoQuery = pageQuery(20).extend({ cid: contestId });
/** PUT check-contest-print-status (query parameters, as the reference client sends them). */
export const CheckPrintQuery = z.object({ id: recordId('print job'), cid: contestId });
/** PUT check-contest-ac-info (the reference's CheckACDTO): `id` is the accepted submission's id. */
export const CheckAcInfoBody = z.object({ id: recordId('submission'), cid: contestId, checked: z.boolean({ error: 'checked must be true or false' }) });

export const PrintIdQuery = z.object({ id: recordId('print job') });
/** GET file/download-contest-ac-submission. */
export const AcSubmissionDownloadQuery = CidQuery.extend({
  excludeAdmin: flag.default(false),
  splitType: z.enum(['user', 'problem'], { error: 'splitType must be user or problem' }).default('user'),
});
