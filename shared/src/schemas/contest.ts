import { z } from 'zod';
import { ContestStatus, ContestType } from '../enums.ts';
import { PAGE_SIZES } from '../limits.ts';
import { pageQuery } from './common.ts';

const oneOf = <T extends number>(values: readonly T[], message: string) =>
  z.preprocess((v) => (v === undefined || v === '' || v === null ? undefined : Number(v)), z.union(values.map((v) => z.literal(v)) as [z.ZodLiteral<T>, ...z.ZodLiteral<T>[]], { error: message }).optional());

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
