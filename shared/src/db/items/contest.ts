import { z } from 'zod';
import { nullableText, rowProfileFields } from './fields.ts';
import { AnnouncementItem } from './home.ts';

/** The fields of a contest that lists and the home page read. */
export const ContestSummaryItem = z.object({
  cid: z.number().int(),
  title: z.string(),
  type: z.number().int(),
  auth: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  visible: z.boolean(),
  gid: z.number().int().nullable().default(null),
  oiRankScoreType: z.string().nullable().default(null),
  participantCount: z.number().int().default(0),
  /** The scoreboard is open to everyone (its button shows in the list). */
  openRank: z.boolean().default(false),
});

/** An award band of a contest (the reference's ContestAwardConfigVO), in priority order. */
export const AwardConfig = z.object({
  priority: z.number().int(),
  name: z.string(),
  background: z.string(),
  color: z.string(),
  /** A percentage of ranked participants (award type 1) or a count (type 2). */
  num: z.number().int().min(0),
});

export type AwardConfig = z.infer<typeof AwardConfig>;

/** A contest as stored: the summary plus every setting of the contest form (spec 002 2.6). */
export const ContestItem = ContestSummaryItem.extend({
  description: z.string().default(''),
  /** The creator: a contest admin of this contest. */
  uid: z.string(),
  author: z.string(),
  pwd: z.string().default(''),
  sealRank: z.boolean().default(false),
  sealRankTime: z.string().nullable().default(null),
  autoRealRank: z.boolean().default(true),
  openPrint: z.boolean().default(false),
  openAccountLimit: z.boolean().default(false),
  /** `<prefix>…</prefix><suffix>…</suffix><start>…</start><end>…</end><extra>…</extra>` (domain/account-limit.ts). */
  accountLimitRule: z.string().nullable().default(null),
  rankShowName: z.string().default('username'),
  starAccount: z.array(z.string()).default([]),
  awardType: z.number().int().default(0),
  awardConfigList: z.array(AwardConfig).default([]),
  allowEndSubmit: z.boolean().default(false),
  /**
   * When the contest's results reached the site-wide figures (profiles, ranks, statistics): set once, when its board
   * opens after the end (functions/src/boards/release-results.ts); every result counted from then on moves them too.
   */
  resultsReleasedAt: z.string().nullable().default(null),
  /** The release's re-apply of the contest's submissions: the last submission id done, and whether it finished. */
  releaseSweptTo: z.number().int().nullable().default(null),
  releaseDone: z.boolean().default(false),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type ContestItem = z.infer<typeof ContestItem>;

/**
 * One counted submission on a participant's scoreboard row. Not a schema: a rebuild reads hundreds of thousands,
 * checked by hand (functions/src/data/contests.ts), where a parse of each would cost more than the board itself.
 */
export interface BoardEntry {
  /** Display id of the problem in the contest. */
  d: string;
  st: number;
  sc: number | null;
  /** Run time, ms. */
  t: number | null;
  /** Submit time, epoch ms (no date parsing on rebuild). */
  at: number;
}

/**
 * A participant of a contest: registration, the profile fields the board shows (refreshed by each counted
 * result) and, in `e<submitId>` attributes, one entry per counted submission (see result-effects.ts).
 */
export const ContestParticipantItem = z.object({
  cid: z.number().int(),
  ...rowProfileFields,
  /** Registered through the contest page (a password contest's gate); false for public submitters not registered. */
  registered: z.boolean().default(false),
  gmtCreate: z.string().nullable().default(null),
});

export type ContestParticipantItem = z.infer<typeof ContestParticipantItem>;

/** A contest's announcement: a site announcement's fields, kept in the contest's partition. */
export const ContestAnnouncementItem = AnnouncementItem.extend({ cid: z.number().int() });

/** A print job of a contest (0 not printed, 1 printed). */
export const ContestPrintItem = z.object({
  id: z.number().int(),
  cid: z.number().int(),
  uid: z.string(),
  username: z.string(),
  realname: nullableText,
  content: z.string(),
  status: z.number().int().default(0),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

/** The balloon helper's mark on an accepted contest submission. */
export const ContestAcCheckItem = z.object({ submitId: z.number().int() });

/** A contest's scoreboard rebuild state: a rebuild is queued, and when the last snapshots were written. */
export const BoardStateItem = z.object({
  /** Epoch ms the pending rebuild was queued; absent when none is. */
  queuedAt: z.number().nullable().default(null),
  builtAt: z.string().nullable().default(null),
  /** Epoch ms until which a reader building the board in its request holds the lease. */
  buildingUntil: z.number().nullable().default(null),
});

/** A problem placed in a contest (display id, title and balloon colour). */
export const ContestProblemItem = z.object({
  /** The entry's own id (the reference's ContestProblem id: its client edits an entry by it). */
  id: z.number().int().default(0),
  cid: z.number().int(),
  pid: z.number().int(),
  displayId: z.string(),
  displayTitle: z.string(),
  color: z.string().nullable().default(null),
});

export type ContestProblemItem = z.infer<typeof ContestProblemItem>;
