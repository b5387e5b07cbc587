import type { ContestListItem } from '@oj/shared';
import { ContestItem, type ContestProblemItem } from '@oj/shared/db/items/contest';
import type { ContestSummary } from '../data/contests.ts';
import { contestStatusAt } from '@oj/shared/domain/contest-access';
import { z } from 'zod';

/**
 * Print jobs are numbered per contest and their ids carry the contest (`cid * 1,000,000 + n`), because the
 * reference client downloads a job by its id alone.
 */
export const PRINTS_PER_CONTEST = 1000000;
export function printIdOf(cid: number, n: number) {
  return cid * PRINTS_PER_CONTEST + n;
}
export function contestOfPrint(id: number) {
  return Math.floor(id / PRINTS_PER_CONTEST);
}
export const MAX_PRINTS_PER_CONTEST = PRINTS_PER_CONTEST - 1;

/** A contest's problem as the reference's ContestProblem (flat, with the entry's own id). */
export function contestProblemView(p: ContestProblemItem) {
  return { id: p.id, cid: p.cid, pid: p.pid, displayId: p.displayId, displayTitle: p.displayTitle, color: p.color };
}

/** A contest as lists show it (the reference's ContestVO: flat, with `id`, its status now and its participant count). */
export function toContestListItem(c: ContestSummary, now: Date): ContestListItem {
  return {
    id: c.cid,
    title: c.title,
    type: c.type,
    auth: c.auth,
    startTime: c.startTime,
    endTime: c.endTime,
    duration: c.duration,
    status: contestStatusAt(c, now),
    count: c.participantCount,
    oiRankScoreType: c.oiRankScoreType,
    openRank: c.openRank,
    gid: c.gid,
  };
}

/** A contest as the back office stores it: every setting, and the contest it was cloned from. */
export const AdminContestItem = ContestItem.extend({ source: z.number().int().default(0) });
export type AdminContestItem = z.infer<typeof AdminContestItem>;

/**
 * Puts entries in time order (equal times keep the order read, so runs agree). With times relative to the earliest
 * one and the index packed below them, a plain numeric sort of a Float64Array does it several times faster than
 * a comparator; spans too long to pack (about 99 days) take the comparator.
 */
export function sortByTime<T extends { at: number }>(entries: T[]): T[] {
  const INDEX_BITS = 2 ** 20;
  let min = Infinity;
  let max = -Infinity;
  for (const e of entries) {
    min = Math.min(min, e.at);
    max = Math.max(max, e.at);
  }
  if (entries.length >= INDEX_BITS || (max - min + 1) * INDEX_BITS > Number.MAX_SAFE_INTEGER) return entries.sort((a, b) => a.at - b.at);
  const read = [...entries];
  const keys = new Float64Array(read.length);
  for (let i = 0; i < read.length; i++) keys[i] = (read[i]!.at - min) * INDEX_BITS + i;
  keys.sort();
  for (let i = 0; i < keys.length; i++) entries[i] = read[keys[i]! % INDEX_BITS]!;
  return entries;
}
