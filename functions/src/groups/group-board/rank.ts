/**
 * The group rank (reference GroupRankManager; spec 002 2.11): every member of the group (banned accounts left out)
 * with the tallies of their submissions in the group, which the judge's result transaction keeps on one row per
 * (group, user) in the group's partition (shared/src/db/result-effects.ts). Reading it takes the group's member items
 * and rank rows (two queries of its partition) and the members' profiles; no submission is read.
 */
import { isGroupAdmin, type GroupStanding } from '@oj/shared/domain/group-access';
import { toPage } from '@oj/shared';
import type { GroupRankQuery, GroupRankRow } from '@oj/shared/schemas/group-board';
import type { GroupTally } from '../../data/group-rank.ts';
import { isMemberAuth } from '../../services/group/members.ts';
import type { Repositories } from '../../data/repositories.ts';

const NO_TALLY: GroupTally = { ac: 0, total: 0, score: 0 };

const PROFILE_FIELDS = ['uid', 'username', 'nickname', 'realname', 'avatar', 'titleName', 'titleColor', 'status'] as const;
type Profile = { uid: string; username: string; status?: number } & Partial<Record<'nickname' | 'realname' | 'avatar' | 'titleName' | 'titleColor', string | null>>;

/** ACM: more accepted problems, then fewer submissions; OI: more score, then more accepted problems; then by name. */
const byRank = (type: 0 | 1) => (a: GroupRankRow, b: GroupRankRow) => (type === 0 ? b.ac - a.ac || a.total - b.total : b.score - a.score || b.ac - a.ac) || a.username.localeCompare(b.username);

/** Whether the search text is in the user's name or nickname, or (for the group's admins, who know their members) real name. */
const matches = (p: Profile, search: string, withRealname: boolean) => [p.username, p.nickname, withRealname ? p.realname : null].some((v) => v?.toLowerCase().includes(search));

export async function groupRank(repos: Repositories, query: GroupRankQuery, standing: GroupStanding) {
  const members = (await repos.groupMembers.groupMembers(query.gid)).filter((m) => isMemberAuth(m.auth));
  const [tallies, profiles] = await Promise.all([
    repos.groupRank.groupRankTallies(query.gid),
    repos.userProfiles.userFieldsOf(
      members.map((m) => m.uid),
      PROFILE_FIELDS,
    ),
  ]);
  const search = query.searchUser?.toLowerCase();
  const rows = (profiles as Profile[])
    .filter((p) => (p.status ?? 0) === 0 && (!search || matches(p, search, isGroupAdmin(standing))))
    .map((p): GroupRankRow => ({
      uid: p.uid,
      username: p.username,
      nickname: p.nickname ?? null,
      avatar: p.avatar ?? null,
      titleName: p.titleName ?? null,
      titleColor: p.titleColor ?? null,
      ...(tallies.get(p.uid) ?? NO_TALLY),
    }))
    .sort(byRank(query.type));
  return toPage(rows, query);
}
