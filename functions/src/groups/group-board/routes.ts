import { groupBoardCalls } from '@oj/shared/api/group-board';
import { GroupRankQuery } from '@oj/shared/schemas/group-board';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route, type GroupDef } from '../../http/route.ts';
import { announcementRoutes } from './announcement-routes.ts';
import { groupRank } from './rank.ts';

const rankRoute = route(groupBoardCalls.getRankList, {
  access: LOGIN,
  query: GroupRankQuery,
  // the group's members, ranked on their submissions in the group (type 0 ACM, 1 OI)
  handler: async ({ deps, query, user }) => {
    const { standing } = await deps.repos.groups.requireGroup(query.gid, requireUser(user), 'member');
    return groupRank(deps.repos, query, standing);
  },
});

/** A group's announcements and rank (issue 15): its own partition only. */
export const groupBoardGroup: GroupDef = { name: 'group-board', routes: [...announcementRoutes, rankRoute], table: 'readwrite' };
