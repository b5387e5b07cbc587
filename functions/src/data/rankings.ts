import { RANK_PARTITIONS } from '@oj/shared/db/keys';
import { UserItem } from '@oj/shared/db/items/user';
import type { RankRecord } from '@oj/shared';
import type { z } from 'zod';
import type { Db } from './db.ts';
import { memo } from './memo.ts';

export type RankEntry = z.infer<typeof RankRecord>;

/**
 * A ranking is a sparse index partition over user profiles, already in rank order (ACM: solved desc, then
 * submissions asc; OI: score desc). It holds only users who have submitted, so it is bounded by active
 * users; it is read whole (banned users left out) and cached for seconds.
 */
const loadRanking = (kind: keyof typeof RANK_PARTITIONS) =>
  memo(10_000, async (db: Db): Promise<RankEntry[]> => {
    const { index, pk } = RANK_PARTITIONS[kind];
    return (await db.indexPartition(index, pk))
      .map((i) => UserItem.parse(i))
      .filter((u) => u.status === 0)
      .map((u, i) => ({
        rank: i + 1,
        uid: u.uid,
        username: u.username,
        nickname: u.nickname,
        realname: u.realname,
        avatar: u.avatar,
        school: u.school,
        gender: u.gender,
        signature: u.signature,
        titleName: u.titleName,
        titleColor: u.titleColor,
        ac: u.ac,
        total: u.total,
        score: u.score,
      }));
  });

const rankings = { acm: loadRanking('acm'), oi: loadRanking('oi') };

/** The whole ACM or OI ranking, in rank order. */
export function ranking(db: Db, type: 'ACM' | 'OI') {
  return rankings[type === 'ACM' ? 'acm' : 'oi'](db);
}
