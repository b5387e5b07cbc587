import { z } from 'zod';
import { JUDGE_CASE_MODES } from '../../enums.ts';

/** A submission as listed (code and per-case results are separate items: lists never read them). */
export const SubmissionItem = z.object({
  submitId: z.number().int(),
  uid: z.string(),
  username: z.string(),
  pid: z.number().int(),
  /** Display id and title of the problem where it was submitted (a contest shows its own). */
  displayPid: z.string(),
  title: z.string(),
  cid: z.number().int().default(0),
  /** Made in a training (its problem page): the training's rank counts it. */
  tid: z.number().int().nullable().default(null),
  /** Made in a timed exam (the client sends cid = exam id + 50000): the exam's rank counts it; cid stays 0. */
  eid: z.number().int().nullable().default(null),
  gid: z.number().int().nullable().default(null),
  language: z.string(),
  length: z.number().int(),
  status: z.number().int(),
  score: z.number().nullable().default(null),
  oiRankScore: z.number().nullable().default(null),
  /** Milliseconds and KB of the slowest and largest case. */
  time: z.number().nullable().default(null),
  memory: z.number().nullable().default(null),
  errorMessage: z.string().nullable().default(null),
  judger: z.string().nullable().default(null),
  isManual: z.boolean().default(false),
  share: z.boolean().default(false),
  submitTime: z.string(),
  gmtModified: z.string(),
  ip: z.string().default(''),
  /** Raised by each rejudge; a worker's claim and result carry the version they judged. */
  judgeVersion: z.number().int().default(0),
  claimedBy: z.string().nullable().default(null),
  /** The status and score whose effects (counters, solved sets, rankings) are applied; null until first applied. */
  countedStatus: z.number().int().nullable().default(null),
  countedScore: z.number().nullable().default(null),
  /**
   * The status and score the site-wide figures reflect (result-effects.ts): behind `countedStatus` while the contest's
   * results are not released. Absent on submissions counted before there were two ledgers: they equal `countedStatus`.
   */
  siteCountedStatus: z.number().int().nullable().optional(),
  siteCountedScore: z.number().nullable().optional(),
  /** Raised by each applied move of either ledger: an apply planned on an older read fails and plans again. */
  effectsVersion: z.number().int().default(0),
  /** The remote judge a remote problem's submission is judged on (HDU, CF...): it goes to the remote queue, never to a judge task. */
  remoteOj: z.string().nullable().default(null),
  /** The site's run of the last remote judgement: the account that ran it (a POJ rejudge reuses it), the site's run id, its judge version. */
  remoteRun: z.object({ account: z.string(), runId: z.string(), judgeVersion: z.number().int() }).nullable().default(null),
});

export type SubmissionItem = z.infer<typeof SubmissionItem>;

/** Per-case results of a submission's last judgement. */
export const CaseResultItem = z.object({
  index: z.number().int(),
  status: z.number().int(),
  time: z.number(),
  memory: z.number(),
  score: z.number().nullable().default(null),
  groupNum: z.number().int().nullable().default(null),
  /** Truncated excerpts shown when the problem opens its case results. */
  inputData: z.string().nullable().default(null),
  outputData: z.string().nullable().default(null),
  userOutput: z.string().nullable().default(null),
  message: z.string().nullable().default(null),
});

export const CaseResultsItem = z.object({ judgeCaseMode: z.enum(JUDGE_CASE_MODES), judgeVersion: z.number().int(), cases: z.array(CaseResultItem) });
