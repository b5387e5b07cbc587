import { z } from 'zod';
import { nullableText } from './fields.ts';

// Timed exams (issue 13): exams, their problems, participant rows
export const EXAM_AUTHS = { PUBLIC: 0, PRIVATE: 1 } as const;

/** A timed exam (spec 001 2.9 and section 3 "Exam"): a problem set with a window, a duration per user and an access rule. */
export const ExamItem = z.object({
  eid: z.number().int(),
  title: z.string(),
  description: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Seconds each participant has from their start (cut at the exam's end). */
  duration: z.number().int(),
  /** 0 public, 1 private (a password to start). */
  auth: z.number().int(),
  pwd: z.string().default(''),
  visible: z.boolean(),
  /** A group's exam (issue 15); always null until group exams open. */
  gid: z.number().int().nullable().default(null),
  uid: z.string(),
  author: z.string(),
  logoUrl: z.string().nullable().default(null),
  /** Files given to the participants (name to content), as problems keep their user extra files. */
  extraFiles: z.record(z.string(), z.string()).default({}),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type ExamItem = z.infer<typeof ExamItem>;

/** A problem placed in an exam under a display id and title (the reference's exam problem; id is the entry's own). */
export const ExamProblemItem = z.object({
  id: z.number().int(),
  eid: z.number().int(),
  pid: z.number().int(),
  displayId: z.string(),
  displayTitle: z.string(),
  gmtCreate: z.string(),
});

export type ExamProblemItem = z.infer<typeof ExamProblemItem>;

/** One problem's cell on an exam rank row: the best score and the status of the submission that scored it. */
export const ExamMark = z.object({ score: z.number(), status: z.number().int() });

/**
 * A user's row in an exam: their start record (startedAt; handedInAt once they hand in), the profile fields the
 * rank shows, and the tally of the counted submissions made in the exam (domain/exam.ts), which the judge's result
 * transaction rewrites with each `e<submitId>` entry it writes (result-effects.ts). `v` orders those rewrites.
 */
export const ExamParticipantItem = z.object({
  eid: z.number().int(),
  uid: z.string(),
  username: z.string(),
  roleId: z.number().int().nullable().default(null),
  nickname: nullableText,
  realname: nullableText,
  avatar: nullableText,
  startedAt: nullableText,
  handedInAt: nullableText,
  score: z.number().default(0),
  /** By problem id (pid). */
  marks: z.record(z.string(), ExamMark).default({}),
  v: z.number().int().default(0),
});

export type ExamParticipantItem = z.infer<typeof ExamParticipantItem>;
