/**
 * Trainings (spec 002 2.1, reference blocks oj/TrainingController, admin/AdminTrainingController and
 * admin/AdminTrainingCategoryController): the calls' queries and bodies, and the replies as the reference serves them.
 */
import { z } from 'zod';
import { TRAINING_AUTHS } from '../db/items/training.ts';
import { optionalQueryInt, pageQuery, queryBool } from './common.ts';

export const TRAINING_PAGE_SIZES = { list: 15, rank: 30, admin: 10 } as const;
export const TRAINING_RANK_MAX = 2_147_483_647;
const TITLE_MAX = 500;
const DESCRIPTION_MAX = 65_535;
const PASSWORD_MAX = 64;
const CATEGORY_NAME_MAX = 50;
const COLOUR = /^(#[0-9a-fA-F]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\))$/;

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const tid = positiveId('tid must be a training id');
const pid = positiveId('pid must be a problem id');
const auth = z.enum(TRAINING_AUTHS, { error: 'The training auth must be Public or Private' });
const keyword = z.string().trim().max(100, 'The keyword is too long').optional();
/** The group a training belongs to, when the form names one; the reference client sends an absent gid as null or empty. */
const optionalGid = z.preprocess((v) => (v === '' || v === null ? undefined : v), positiveId('gid must be a group id').optional());
/** The back office's categories are the site's: a group's are made by its training form. */
const siteOnly = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .refine((v) => v === undefined || v === null || v === '', "Categories made here are the site's; a group's category is made in its training form: leave gid empty");

export const TidQuery = z.object({ tid });

/** GET get-training-list: keyword, category and auth filters, 15 a page. */
export const TrainingListQuery = pageQuery(TRAINING_PAGE_SIZES.list).extend({
  keyword,
  categoryId: optionalQueryInt,
  auth: z.preprocess((v) => (v === '' || v === null ? undefined : v), auth.optional()),
});

/** POST register-training (the reference's RegisterTrainingDTO). */
export const RegisterTrainingBody = z.object({ tid, password: z.string().max(100, 'The password is too long').optional().default('') });

/** GET get-training-rank: 30 a page, a keyword over username, real name and school. */
export const TrainingRankQuery = pageQuery(TRAINING_PAGE_SIZES.rank).extend({ tid, keyword });

export const AdminTrainingListQuery = pageQuery(TRAINING_PAGE_SIZES.admin).extend({ keyword });

const rank = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'Rank is required' })
    .int('Rank must be a whole number')
    .min(0, `Rank must be between 0 and ${TRAINING_RANK_MAX}`)
    .max(TRAINING_RANK_MAX, `Rank must be between 0 and ${TRAINING_RANK_MAX}`),
);

const colour = z.string({ error: 'Colour is required' }).trim().regex(COLOUR, 'The colour must be like #409EFF or rgb(64, 158, 255)');
const categoryName = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(CATEGORY_NAME_MAX, `The name must be at most ${CATEGORY_NAME_MAX} characters`);

/** A training category as the category page sends it (POST without id, PUT with it). */
export const TrainingCategoryBody = z.object({ id: z.coerce.number().int().positive().nullish(), name: categoryName, color: colour, gid: siteOnly });
export const TrainingCategoryUpdateBody = TrainingCategoryBody.extend({ id: positiveId('Please give the category id') });
export const TrainingCategoryDeleteQuery = z.object({ cid: positiveId('Please give the category id') });

/**
 * The training form (the reference's TrainingDTO): the training and its category, an existing one by id or a new
 * one by name and colour. Each missing field reads '<field> is required' (spec 002 section 5).
 */
export const TrainingFormBody = z.object({
  training: z
    .object(
      {
        id: z.coerce.number().int().positive().nullish(),
        title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(TITLE_MAX, `The title must be at most ${TITLE_MAX} characters`),
        description: z
          .string({ error: 'Description is required' })
          .refine((v) => v.trim() !== '', 'Description is required')
          .refine((v) => v.length <= DESCRIPTION_MAX, `The description must be at most ${DESCRIPTION_MAX} characters`),
        rank,
        auth: z.preprocess((v) => v ?? 'Public', auth),
        privatePwd: z
          .string()
          .trim()
          .max(PASSWORD_MAX, `The password must be at most ${PASSWORD_MAX} characters`)
          .nullish()
          .transform((v) => v ?? ''),
        status: z
          .boolean({ error: 'status must be true or false' })
          .nullish()
          .transform((v) => v ?? true),
        gid: optionalGid,
      },
      { error: 'Please give the training' },
    )
    .refine((t) => t.auth === 'Public' || t.privatePwd !== '', { message: 'Password is required', path: ['privatePwd'] }),
  trainingCategory: z
    .object({ id: z.coerce.number().int().positive().nullish(), name: z.string().trim().max(CATEGORY_NAME_MAX).nullish(), color: z.string().trim().nullish() }, { error: 'Category is required' })
    .nullish()
    .refine((c) => !!c && (!!c.id || !!c.name), 'Category is required'),
});
export type TrainingFormBody = z.infer<typeof TrainingFormBody>;

/** PUT change-training-status (the reference also sends the author; the stored author is what counts). */
export const TrainingStatusQuery = z.object({ tid, status: queryBool, author: z.string().optional() });

/** GET admin training get-problem-list: the training's problems (queryExisted) or the public problems that may be added. */
export const AdminTrainingProblemListQuery = pageQuery(TRAINING_PAGE_SIZES.admin).extend({ tid, keyword, queryExisted: queryBool });

/** PUT admin training problem: a row of trainingProblemMap with its new rank. */
export const TrainingProblemBody = z.object({ id: z.coerce.number().int().positive().nullish(), tid, pid, rank });

/** DELETE admin training problem: with tid it leaves the training; without, the problem itself is deleted. */
export const TrainingProblemDeleteQuery = z.object({ pid, tid: tid.optional() });

/** POST add-problem-from-public (the reference's TrainingProblemDTO); the display id is the problem's own. */
export const AddTrainingProblemBody = z.object({ pid, tid, displayId: z.string().trim().max(32).nullish() });

export const RemoteTrainingImportQuery = z.object({ name: z.string().optional(), problemId: z.string().optional(), tid: z.string().optional() });

// ---- Replies ----
export const TrainingCategory = z.object({ id: z.number(), name: z.string(), color: z.string(), gid: z.number().nullable(), gmtCreate: z.string(), gmtModified: z.string() });

/** A training in lists and on its page (the reference's TrainingVO); acCount is the caller's solved problems of it. */
export const TrainingView = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  auth: auth,
  categoryName: z.string().nullable(),
  categoryColor: z.string().nullable(),
  rank: z.number(),
  problemCount: z.number(),
  acCount: z.number().nullable(),
  gid: z.number().nullable(),
  gmtModified: z.string(),
});
export type TrainingView = z.infer<typeof TrainingView>;

/** A training as the back office reads it (the reference's Training entity); the password only where it is edited. */
export const AdminTrainingView = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  auth: auth,
  privatePwd: z.string().optional(),
  status: z.boolean(),
  rank: z.number(),
  isGroup: z.boolean(),
  gid: z.number().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

/** A problem's place in a training (the reference's TrainingProblem). */
export const TrainingProblemView = z.object({ id: z.number(), tid: z.number(), pid: z.number(), displayId: z.string(), rank: z.number(), gmtCreate: z.string(), gmtModified: z.string() });

/** One row of a training's rank (the reference's TrainingRankVO): submissionInfo by the problem's display id. */
export const TrainingRankRow = z.object({
  uid: z.string(),
  username: z.string(),
  realname: z.string().nullable(),
  nickname: z.string().nullable(),
  school: z.string().nullable(),
  gender: z.string(),
  avatar: z.string().nullable(),
  ac: z.number(),
  totalRunTime: z.number(),
  submissionInfo: z.record(z.string(), z.object({ status: z.number(), runTime: z.number().nullable(), isAC: z.boolean() })),
});
export type TrainingRankRow = z.infer<typeof TrainingRankRow>;
