import { z } from 'zod';
import { AwardType, ContestAuth, ContestType, OI_RANK_SCORE_TYPES, RANK_SHOW_NAMES } from '../enums.ts';
import { accountRuleProblem, parseAccountRule } from '../domain/account-limit.ts';
import { PAGE_SIZES } from '../limits.ts';
import { ojParam, optionalQueryInt, pageQuery } from './common.ts';

const id = (what: string) =>
  z.coerce
    .number({ error: `Please give ${what}` })
    .int(`Please give ${what}`)
    .positive(`Please give ${what}`);
const nullableId = z.coerce
  .number()
  .int()
  .positive()
  .nullish()
  .transform((v) => v ?? undefined);
const orNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    schema.nullish().transform((v) => v ?? null),
  );
const choice = <T extends number>(values: readonly T[], message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.union(values.map((v) => z.literal(v)) as [z.ZodLiteral<T>, ...z.ZodLiteral<T>[]], { error: message }));
/** Any date the client sends (ISO with or without zone, epoch ms), kept as ISO text; empty reads as missing. */
const date = orNull(
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    const ms = typeof v === 'number' ? v : Date.parse(v);
    if (Number.isNaN(ms)) {
      ctx.addIssue({ code: 'custom', message: `${String(v)} is not a date` });
      return z.NEVER;
    }
    return new Date(ms).toISOString();
  }),
);
const flag = (fallback: boolean) =>
  z
    .boolean({ error: 'Switches must be true or false' })
    .nullish()
    .transform((v) => v ?? fallback);
const COLOUR = /^(#[0-9a-fA-F]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\))$/;

const CONTEST_TITLE_MAX = 500;
const CONTEST_DESCRIPTION_MAX = 65_535;
const CONTEST_PASSWORD_MAX = 64;
const STAR_ACCOUNTS_MAX = 1000;
const AWARDS_MAX = 20;

/** One award band as the reference's award table sends it (its input boxes send numbers as text). */
const AwardForm = z.object({
  priority: z.coerce.number({ error: 'Each award needs a priority' }).int('Award priorities must be whole numbers').min(1, 'Award priorities start at 1'),
  name: z.string({ error: 'Each award needs a name' }).trim().min(1, 'Each award needs a name').max(32, 'Award names must be at most 32 characters'),
  background: z.string().trim().regex(COLOUR, 'Award colours must be like #e6bf25 or rgb(230, 191, 37)'),
  color: z.string().trim().regex(COLOUR, 'Award colours must be like #e6bf25 or rgb(230, 191, 37)'),
  num: z.coerce.number({ error: 'Each award needs a number' }).int('Award numbers must be whole numbers').min(0, 'Award numbers cannot be negative'),
});

const ACCOUNT_RULE_SHAPE = /^<prefix>[^<>]*<\/prefix><suffix>[^<>]*<\/suffix><start>\s*\d+\s*<\/start><end>\s*\d+\s*<\/end><extra>[^<>]*<\/extra>$/;

/** The contest form's fields, read leniently (the reference client sends numbers as text, nulls for blanks). */
const ContestFormFields = z.object({
  id: nullableId,
  title: z
    .string()
    .nullish()
    .transform((v) => v?.trim() ?? ''),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  type: choice(Object.values(ContestType), 'The contest rule must be 0 (ACM) or 1 (OI)').default(ContestType.ACM),
  auth: choice(Object.values(ContestAuth), 'The contest auth must be 0 (public), 1 (private) or 2 (protected)').default(ContestAuth.PUBLIC),
  pwd: z
    .string()
    .nullish()
    .transform((v) => v?.trim() ?? ''),
  startTime: date,
  endTime: date,
  sealRank: flag(false),
  sealRankTime: date,
  autoRealRank: flag(true),
  visible: flag(true),
  openPrint: flag(false),
  openRank: flag(false),
  allowEndSubmit: flag(false),
  openAccountLimit: flag(false),
  accountLimitRule: z
    .string()
    .nullish()
    .transform((v) => v?.trim() || null),
  rankShowName: z
    .enum(RANK_SHOW_NAMES, { error: 'The rank shows username, nickname or realname' })
    .nullish()
    .transform((v) => v ?? 'username'),
  starAccount: z
    .array(z.string({ error: 'Star users are usernames' }), { error: 'Star users are a list of usernames' })
    .max(STAR_ACCOUNTS_MAX, `At most ${STAR_ACCOUNTS_MAX} star users`)
    .nullish()
    .transform((v) => (v ?? []).map((name) => name.trim()).filter(Boolean)),
  oiRankScoreType: z
    .enum(OI_RANK_SCORE_TYPES, { error: 'The OI rank score type must be Recent or Highest' })
    .nullish()
    .transform((v) => v ?? 'Recent'),
  awardType: choice(Object.values(AwardType), 'The award type must be 0 (none), 1 (by proportion) or 2 (by number)').default(AwardType.NONE),
  awardConfigList: z
    .array(AwardForm, { error: 'Awards are a list' })
    .max(AWARDS_MAX, `At most ${AWARDS_MAX} awards`)
    .nullish()
    .transform((v) => v ?? []),
});

/**
 * The back office's contest form (the reference's AdminContestVO). Types are read leniently, then the form's
 * rules are checked one at a time in the order the spec gives (002 "Group contest form" and "Contest"), so the
 * first broken rule is the one reported. Ids, owners, status and times of record come from the server.
 */
export const AdminContestBody = ContestFormFields.superRefine((f, ctx) => {
  const problem = contestFormProblem(f);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}).transform((f) => ({
  ...f,
  pwd: f.auth === ContestAuth.PUBLIC ? '' : f.pwd,
  startTime: f.startTime!,
  endTime: f.endTime!,
  /** Seconds, from the times (the client's own figure is not trusted). */
  duration: (Date.parse(f.endTime!) - Date.parse(f.startTime!)) / 1000,
  sealRankTime: f.sealRank ? f.sealRankTime : null,
  accountLimitRule: f.openAccountLimit ? f.accountLimitRule : null,
  awardConfigList: f.awardType === AwardType.NONE ? [] : [...f.awardConfigList].sort((a, b) => a.priority - b.priority),
}));
export type AdminContestBody = z.infer<typeof AdminContestBody>;

/** The first rule of the contest form the values break, in the spec's order, or null. */
const contestFormProblem = (f: z.output<typeof ContestFormFields>): string | null => {
  if (!f.title) return 'The contest title is required';
  if (f.title.length > CONTEST_TITLE_MAX) return `The contest title must be at most ${CONTEST_TITLE_MAX} characters`;
  if (!f.description.trim()) return 'The contest description is required';
  if (f.description.length > CONTEST_DESCRIPTION_MAX) return `The contest description must be at most ${CONTEST_DESCRIPTION_MAX} characters`;
  if (!f.startTime) return 'The contest start time is required';
  if (!f.endTime) return 'The contest end time is required';
  const start = Date.parse(f.startTime);
  const end = Date.parse(f.endTime);
  if (end < start) return 'The contest must end after it starts';
  if (end === start) return 'The contest duration must be positive';
  if (f.auth !== ContestAuth.PUBLIC && !f.pwd) return 'The contest password is required when the contest is not public';
  if (f.pwd.length > CONTEST_PASSWORD_MAX) return `The contest password must be at most ${CONTEST_PASSWORD_MAX} characters`;
  if (f.openAccountLimit) {
    if (!f.accountLimitRule || !ACCOUNT_RULE_SHAPE.test(f.accountLimitRule)) {
      return 'The account limit rule must read <prefix>…</prefix><suffix>…</suffix><start>number</start><end>number</end><extra>…</extra>';
    }
    const ruleProblem = accountRuleProblem(parseAccountRule(f.accountLimitRule));
    if (ruleProblem) return ruleProblem;
  }
  if (f.sealRank) {
    if (!f.sealRankTime) return 'Choose when the rank is sealed';
    const seal = Date.parse(f.sealRankTime);
    if (seal < start || seal >= end) return 'The rank must be sealed between the start and the end of the contest';
  }
  if (f.awardType !== AwardType.NONE) {
    const awards = f.awardConfigList;
    if (!awards.length) return 'Add at least one award, or choose no awards';
    if (new Set(awards.map((a) => a.priority)).size !== awards.length) return 'Two awards have the same priority';
    if (f.awardType === AwardType.PROPORTION) {
      if (awards.some((a) => a.num > 100)) return 'An award proportion must be at most 100%';
      if (awards.reduce((sum, a) => sum + a.num, 0) > 100) return 'The award proportions add up to more than 100%';
    }
  }
  const seen = new Set<string>();
  for (const name of f.starAccount) {
    if (seen.has(name)) return `The star user ${name} is listed twice`;
    seen.add(name);
  }
  return null;
};

export const AdminContestListQuery = pageQuery(PAGE_SIZES.contestList).extend({ keyword: z.string().trim().max(100).optional() });
export const AdminContestIdQuery = z.object({ cid: id('a contest') });
/** visible as the reference client sends it: true or false, required. */
export const ChangeContestVisibleQuery = AdminContestIdQuery.extend({
  visible: z.enum(['true', 'false'], { error: 'visible must be true or false' }).transform((v) => v === 'true'),
  uid: z.string().optional(),
});

/** The contest's problems (no problemType), or the problems that may be added to it (problemType = the contest's rule). */
export const AdminContestProblemListQuery = pageQuery(PAGE_SIZES.contestList).extend({
  cid: id('a contest'),
  keyword: z.string().trim().max(100).optional(),
  problemType: optionalQueryInt,
  oj: ojParam.optional(),
});
export const ContestProblemQuery = z.object({ cid: id('a contest'), pid: id('a problem') });
export const ContestProblemDeleteQuery = z.object({ pid: id('a problem'), cid: z.preprocess((v) => (v === '' || v === 'null' ? undefined : v), nullableId) });

/** A problem's display id in a contest (A, B1, ...). */
export const ContestDisplayId = z
  .string({ error: 'The display id in the contest is required' })
  .trim()
  .min(1, 'The display id in the contest is required')
  .max(20, 'The display id must be at most 20 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'The display id may use letters, digits, dashes and underscores');
const displayTitle = z.string().trim().min(1, 'The display title in the contest is required').max(255, 'The display title must be at most 255 characters');

/** The reference's ContestProblem: a new entry (no id) names cid, pid, display id and title; an edit may send only id and colour. */
export const ContestProblemBody = z.object({
  id: nullableId,
  cid: nullableId,
  pid: nullableId,
  displayId: ContestDisplayId.nullish().transform((v) => v ?? undefined),
  displayTitle: displayTitle.nullish().transform((v) => v ?? undefined),
  color: orNull(z.string().trim().regex(COLOUR, 'The balloon colour must be like #e6bf25 or rgb(230, 191, 37)')).optional(),
});
export type ContestProblemBody = z.infer<typeof ContestProblemBody>;

export const AddProblemFromPublicBody = z.object({ cid: id('a contest'), pid: id('a problem'), displayId: ContestDisplayId });

/** Where a problem made from the contest side goes: optional, the reference client places it with a second call. */
export const ContestPlacement = z.object({
  cid: nullableId,
  displayId: ContestDisplayId.optional(),
  displayTitle: displayTitle.optional(),
});

export const RemoteProblemImportQuery = z.object({ name: z.string().optional(), problemId: z.string().optional(), cid: z.string().optional(), displayId: z.string().optional() });

export const ContestAnnouncementListQuery = pageQuery(PAGE_SIZES.contestList).extend({ cid: id('a contest') });
/** Deleting an announcement: its id, and (the group client sends it) the contest the client believes it belongs to. */
export const ContestAnnouncementIdQuery = z.object({ aid: id('an announcement'), cid: nullableId });
/** An announcement's form (a contest's, and the site's in the back office). */
export const AnnouncementForm = z.object(
  {
    id: nullableId,
    title: z.string({ error: 'The announcement title is required' }).trim().min(1, 'The announcement title is required').max(255, 'The announcement title must be at most 255 characters'),
    content: z.string({ error: 'The announcement content is required' }).min(1, 'The announcement content is required').max(65_535, 'The announcement content must be at most 65535 characters'),
    /** 0 shown, 1 hidden. */
    status: choice([0, 1], 'The announcement status must be 0 (shown) or 1 (hidden)').default(0),
  },
  { error: 'Send the announcement' },
);
export const ContestAnnouncementBody = z.object({ cid: id('a contest'), announcement: AnnouncementForm });
