import { toPage, type PageQuery } from '@oj/shared';
import type { RankEntry } from '../../data/rankings.ts';
import type { Repositories } from '../../data/repositories.ts';

/** A page of a ranking, searched by username and nickname (and real name, which only admins see). */
export async function rankList(repos: Repositories, type: 'ACM' | 'OI', q: PageQuery & { searchUser?: string | undefined }, withRealNames: boolean) {
  const all = await repos.rankings.ranking(type);
  const needle = q.searchUser?.toLowerCase();
  const searched = (r: RankEntry) => [r.username, r.nickname, withRealNames ? r.realname : null];
  const matching = needle ? all.filter((r) => searched(r).some((v) => v?.toLowerCase().includes(needle))) : all;
  const page = toPage(matching, q);
  return withRealNames ? page : { ...page, records: page.records.map((r) => ({ ...r, realname: null })) };
}
