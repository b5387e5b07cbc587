/**
 * Scoreboard requests and rows as the reference serves them (ContestRankDTO, ACMContestRankVO, OIContestRankVO,
 * the scroll board VOs). Snapshots hold rows in exactly these shapes, so the API and any reader of a public
 * snapshot page them without converting.
 */
import { z } from 'zod';
import { queryBool } from './common.ts';

const flag = z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()).default(false);
export const BOARD_PAGE_SIZES = [10, 30, 50, 100, 300] as const;

/** GET get-contest-outsize-info and get-contest-scroll-board-info: the contest. */
export const BoardCidQuery = z.object({ cid: z.coerce.number({ error: 'cid must be a contest id' }).int().positive('cid must be a contest id') });
/** GET get-contest-scroll-board-submission. */
export const ScrollSubmissionQuery = BoardCidQuery.extend({ removeStar: queryBool.default(false) });
/** GET file/download-contest-rank. */
export const RankDownloadQuery = BoardCidQuery.extend({ forceRefresh: queryBool.default(false), removeStar: queryBool.default(false), containEnd: queryBool.default(false) });

/** POST get-contest-rank and get-contest-outside-scoreboard (the reference's ContestRankDTO). */
export const ContestRankQuery = z.object({
  cid: z.coerce.number({ error: 'cid must be a contest id' }).int().positive('cid must be a contest id'),
  currentPage: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...BOARD_PAGE_SIZES), `limit may be at most ${Math.max(...BOARD_PAGE_SIZES)}`)
    .default(50),
  forceRefresh: flag,
  removeStar: flag,
  containsEnd: flag,
  keyword: z.string().trim().max(100).nullish(),
  /** User ids whose rows are repeated at the top of the page. */
  concernedList: z.array(z.string().max(64)).max(300).nullish(),
  /** The reference's multi-contest boards; this product ranks one contest per board. */
  externalCidList: z.array(z.number()).nullish(),
});
export type ContestRankQuery = z.infer<typeof ContestRankQuery>;

const Identity = {
  rank: z.number(),
  isWinAward: z.boolean(),
  awardName: z.string().nullable(),
  awardBackground: z.string().nullable(),
  awardColor: z.string().nullable(),
  uid: z.string(),
  username: z.string(),
  /** Only when the board shows real names, or to contest admins. */
  realname: z.string().nullable(),
  nickname: z.string().nullable(),
  school: z.string().nullable(),
  gender: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Set only on a page's copies of the viewer's and the concerned users' rows, repeated above the board (board-page.ts). */
  pinned: z.literal(true).optional(),
};

export const AcmCellVo = z.object({
  isAC: z.boolean(),
  /** Seconds from the start to the accepted submission. */
  ACTime: z.number().optional(),
  /** Wrong tries before the solve (or so far). */
  errorNum: z.number(),
  /** Submissions hidden by the seal. */
  tryNum: z.number().optional(),
  isFirstAC: z.boolean().optional(),
  isAfterContest: z.boolean().optional(),
});
export const AcmRankRow = z.object({
  ...Identity,
  ac: z.number(),
  total: z.number(),
  /** Penalty, seconds. */
  totalTime: z.number(),
  submissionInfo: z.record(z.string(), AcmCellVo),
});
export type AcmRankRow = z.infer<typeof AcmRankRow>;

export const OiRankRow = z.object({
  ...Identity,
  totalScore: z.number(),
  /** Sum of the fastest accepted run times, ms. */
  totalTime: z.number(),
  submissionInfo: z.record(z.string(), z.number()),
  timeInfo: z.record(z.string(), z.number()),
});
export type OiRankRow = z.infer<typeof OiRankRow>;

/** One submission as the scroll board replays it (ContestScrollBoardSubmissionVO). */
export const ScrollSubmission = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  realname: z.string().nullable(),
  school: z.string().nullable(),
  avatar: z.string().nullable(),
  gender: z.string().nullable(),
  submitId: z.number(),
  status: z.number(),
  submitTime: z.string(),
  displayId: z.string(),
});
export type ScrollSubmission = z.infer<typeof ScrollSubmission>;

/** A materialised board: one variant of one contest, as written by the board builder. */
export interface BoardSnapshot<Row = AcmRankRow | OiRankRow> {
  cid: number;
  /** 0 ACM, 1 OI. */
  type: number;
  variant: BoardVariant;
  builtAt: string;
  rows: Row[];
  /** Verdict counts per display id in the variant's window (the contest problem list's ac and total). */
  problems: Record<string, Record<string, number>>;
}

/**
 * `live`: every counted submission; `live-end`: with after-contest ones; `sealed`: what everyone but contest
 * admins sees while the board is sealed (written only then).
 */
export const BOARD_VARIANTS = ['live', 'live-end', 'sealed'] as const;
export type BoardVariant = (typeof BOARD_VARIANTS)[number];
