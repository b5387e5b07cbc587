import { ContestAnnouncementQuery, NotReadAnnouncementBody, toPage } from '@oj/shared';
import { contestCalls } from '@oj/shared/api/contest';
import { LOGIN, route } from '../../http/route.ts';
import { enterContest, loadContest } from '../../services/contest/load-contest.ts';

/** Announcements for participants (the contest admin writes them in the back office). */
export const announcementRoutes = [
  route(contestCalls.getContestAnnouncement, {
    access: LOGIN,
    query: ContestAnnouncementQuery,
    handler: async ({ deps, query, user }) => {
      const { contest } = await enterContest(deps, query.cid, user);
      // the parsed items are the reference's AnnouncementVO field for field
      return toPage(await deps.repos.contests.contestAnnouncements(contest.cid), query);
    },
  }),
  route(contestCalls.getContestUserNotReadAnnouncement, {
    access: LOGIN,
    body: NotReadAnnouncementBody,
    // polled every minute by the contest page: a caller who may not enter yet simply has nothing new
    handler: async ({ deps, body, user }) => {
      const ctx = await loadContest(deps, body.cid, user);
      if (ctx.enterRefusal) return [];
      const read = new Set(body.readAnnouncementList);
      return (await deps.repos.contests.contestAnnouncements(ctx.contest.cid)).filter((a) => !read.has(a.id)).map((a) => ({ id: a.id, title: a.title, gmtCreate: a.gmtCreate }));
    },
  }),
];
