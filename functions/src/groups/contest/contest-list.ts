import { ContestListQuery, toPage } from '@oj/shared';
import { contestCalls } from '@oj/shared/api/contest';
import { PUBLIC, route } from '../../http/route.ts';
import { toContestListItem } from '../../domain/contests.ts';

export const contestListRoutes = [
  route(contestCalls.getContestList, {
    access: PUBLIC,
    publicCacheSeconds: 10,
    sameForSignedIn: true,
    query: ContestListQuery,
    // Visible contests outside groups (spec 001 2.1), by status (scheduled, running, ended) and then the latest
    // start first, as the reference lists them.
    handler: async ({ deps, query }) => {
      const now = deps.now();
      const keyword = query.keyword?.toLowerCase();
      const rows = (await deps.repos.contests.publicContests())
        .map((c) => toContestListItem(c, now))
        .filter((c) => (query.type === undefined || c.type === query.type) && (query.status === undefined || c.status === query.status))
        .filter((c) => !keyword || c.title.toLowerCase().includes(keyword))
        .sort((a, b) => a.status - b.status || b.startTime.localeCompare(a.startTime));
      return toPage(rows, query);
    },
  }),
];
