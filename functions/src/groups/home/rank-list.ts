import { RANK_PARTITIONS } from '@oj/shared/db/keys';
import { UserItem } from '@oj/shared/db/items/user';
import { toPage, type RankRecord, type PageQuery } from '@oj/shared';
import type { z } from 'zod';
import type { Db } from '../../data/db.ts';
import { memo } from '../../data/memo.ts';

type RankEntry = z.infer<typeof RankRecord>;

/**
 * A ranking is a sparse index partition over user profiles, already in rank order (ACM: solved desc, then
 * submissions asc; OI: score desc). It holds only users who have submitted, so it is bounded by active
 * users; it is read whole, cached for seconds, searched and paged in memory.
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

/** A page of a ranking, searched by username and nickname (and real name, which only admins see). */
export const rankList = async (db: Db, type: 'ACM' | 'OI', q: PageQuery & { searchUser?: string | undefined }, withRealNames: boolean) => {
  const all = await rankings[type === 'ACM' ? 'acm' : 'oi'](db);
  const needle = q.searchUser?.toLowerCase();
  const searched = (r: RankEntry) => [r.username, r.nickname, withRealNames ? r.realname : null];
  const matching = needle ? all.filter((r) => searched(r).some((v) => v?.toLowerCase().includes(needle))) : all;
  const page = toPage(matching, q);
  return withRealNames ? page : { ...page, records: page.records.map((r) => ({ ...r, realname: null })) };
};
