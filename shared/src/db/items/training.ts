import { z } from 'zod';
import { rowProfileFields } from './fields.ts';

// Trainings (issue 13): trainings, their problems and participants, categories
export const TRAINING_AUTHS = ['Public', 'Private'] as const;

export type TrainingAuth = (typeof TRAINING_AUTHS)[number];

/** A training (spec 002 2.1): a problem set with a category, public or private (a password to enter), ordered by rank. */
export const TrainingItem = z.object({
  tid: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The creator (a training admin) and their username (the reference's `author`). */
  uid: z.string(),
  author: z.string(),
  auth: z.enum(TRAINING_AUTHS),
  privatePwd: z.string().default(''),
  /** Shown (the reference's `status`). */
  status: z.boolean(),
  /** Order number, ascending. */
  rank: z.number().int(),
  categoryId: z.number().int(),
  /** A group's training (issue 15); always null until group trainings open. */
  gid: z.number().int().nullable().default(null),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type TrainingItem = z.infer<typeof TrainingItem>;

/** A problem placed in a training: its own id (the reference's TrainingProblem id), the problem's display id and the order. */
export const TrainingProblemItem = z.object({
  id: z.number().int(),
  tid: z.number().int(),
  pid: z.number().int(),
  displayId: z.string(),
  rank: z.number().int().default(0),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type TrainingProblemItem = z.infer<typeof TrainingProblemItem>;

export const TrainingCategoryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  gid: z.number().int().nullable().default(null),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type TrainingCategoryItem = z.infer<typeof TrainingCategoryItem>;

/** One problem's mark on a training rank row: the status shown and the best accepted run time (ms). */
export const TrainingMark = z.object({ status: z.number().int(), runTime: z.number().nullable(), ac: z.boolean() });

export type TrainingMark = z.infer<typeof TrainingMark>;

/**
 * A user's row in a training: registration (a private training's password accepted), the profile fields the rank
 * shows, and the tally of the counted submissions made in the training (domain/training-rank.ts), which the judge's
 * result transaction rewrites with each `e<submitId>` entry it writes (result-effects.ts), so the rank is read, never
 * recounted. `v` orders those rewrites.
 */
export const TrainingParticipantItem = z.object({
  tid: z.number().int(),
  ...rowProfileFields,
  registered: z.boolean().default(false),
  ac: z.number().int().default(0),
  totalRunTime: z.number().default(0),
  /** By problem id (pid). */
  marks: z.record(z.string(), TrainingMark).default({}),
  v: z.number().int().default(0),
});

export type TrainingParticipantItem = z.infer<typeof TrainingParticipantItem>;
