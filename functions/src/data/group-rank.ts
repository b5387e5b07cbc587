import { groupRankRowPrefix } from '@oj/shared/db/keys';
import type { Db } from './db.ts';

export interface GroupTally {
  ac: number;
  total: number;
  score: number;
}

/** A group's rank rows (one per member who submitted in it, kept by the judge's result transaction) by uid. */
export async function groupRankTallies(db: Db, gid: number): Promise<Map<string, GroupTally>> {
  const { pk, prefix } = groupRankRowPrefix(gid);
  const rows = await db.partition(pk, prefix);
  return new Map(rows.map((r) => [String(r.uid), { ac: Number(r.ac ?? 0), total: Number(r.total ?? 0), score: Number(r.score ?? 0) }]));
}
