import { ContestListQuery, toPage, type ContestListItem } from '@oj/shared';
import { PUBLIC, route, type GroupDef } from '../../http/route.ts';
import { allContests, contestStatus } from '../../data/contests.ts';

export const contestRoutes = [
  route({
    method: 'GET',
    path: '/api/get-contest-list',
    access: PUBLIC,
    publicCacheSeconds: 10,
    sameForSignedIn: true,
    query: ContestListQuery,
    // Visible contests outside groups (spec 001 2.1), by status (scheduled, running, ended) and then the latest
    // start first, as the reference lists them.
    handler: async ({ deps, query }) => {
      const now = deps.now();
      const keyword = query.keyword?.toLowerCase();
      const rows: ContestListItem[] = (await allContests(deps.db))
        .filter((c) => c.visible && c.gid === null)
        .map((c) => ({
          id: c.cid,
          title: c.title,
          type: c.type,
          auth: c.auth,
          startTime: c.startTime,
          endTime: c.endTime,
          duration: c.duration,
          status: contestStatus(c, now),
          count: c.participantCount,
          oiRankScoreType: c.oiRankScoreType,
          openRank: c.openRank,
          gid: c.gid,
        }))
        .filter((c) => (query.type === undefined || c.type === query.type) && (query.status === undefined || c.status === query.status))
        .filter((c) => !keyword || c.title.toLowerCase().includes(keyword))
        .sort((a, b) => a.status - b.status || b.startTime.localeCompare(a.startTime));
      return toPage(rows, query);
    },
  }),
];

/** Contests and their scoreboards (read-only so far: the contest list). */
export const contestGroup: GroupDef = { name: 'contest', routes: contestRoutes, table: 'read' };
