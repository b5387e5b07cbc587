import { z } from 'zod';
import { PAGE_SIZES } from '../limits.ts';

/** Query strings carry text; these read numbers and booleans the way the reference clients send them. */
export function queryInt(fallback?: number) {
  return z.preprocess((v) => (v === undefined || v === '' || v === null ? fallback : Number(v)), z.number({ error: 'The parameter must be a whole number' }).int('The parameter must be a whole number'));
}
export const optionalQueryInt = z.preprocess(
  (v) => (v === undefined || v === '' || v === null ? undefined : Number(v)),
  z.number({ error: 'The parameter must be a whole number' }).int('The parameter must be a whole number').optional(),
);
export const queryBool = z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean());

/** currentPage (minimum 1) and limit (1..100) with a per-list default. */
export function pageQuery(defaultLimit: number) {
  return z.object({
    currentPage: queryInt(1).transform((n) => Math.max(1, n)),
    limit: queryInt(defaultLimit).transform((n) => Math.min(PAGE_SIZES.maxLimit, Math.max(1, n))),
  });
}
export type PageQuery = z.infer<ReturnType<typeof pageQuery>>;

/** The page shape the reference clients read: records plus total, size, current and pages. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** A page of records read elsewhere (a query, a snapshot) whose total is known. */
export function pageOf<T>(records: T[], total: number, q: Pick<PageQuery, 'currentPage' | 'limit'>): Page<T> {
  return {
    records,
    total,
    size: q.limit,
    current: q.currentPage,
    pages: Math.ceil(total / q.limit),
  };
}

/** One page of a list held whole in memory. */
export function toPage<T>(all: readonly T[], q: PageQuery): Page<T> {
  return pageOf(all.slice((q.currentPage - 1) * q.limit, q.currentPage * q.limit), all.length, q);
}

/**
 * A problem bank (`oj`) as clients send it, read case-insensitively: `ALL`, this judge's own (`ME`, which the
 * reference client's default bank sends as `Mine`) or a remote judge's name, always upper case here.
 */
export const ojParam = z
  .string()
  .trim()
  .max(16)
  .transform((v) => {
    const upper = v.toUpperCase();
    return upper === 'MINE' ? 'ME' : upper;
  });
