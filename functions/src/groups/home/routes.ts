import { AnnouncementQuery, LanguagesQuery, LastWeekStatsQuery, ProblemAuth, RankListQuery, lastDays, toPage } from '@oj/shared';
import { homeCalls } from '@oj/shared/api/home';
import { notFound } from '../../http/app-error.ts';
import { isAdmin } from '../../http/session-user.ts';
import { PUBLIC, route, type GroupDef } from '../../http/route.ts';
import { toContestListItem } from '../../domain/contests.ts';
import { getViewableProblem } from '../../services/problem/viewable-problem.ts';
import { remoteJudgesInService } from '../../services/remote-judge-switch.ts';
import { otherContests } from './other-contests.ts';
import { rankList } from './rank-list.ts';

const RECENT_PROBLEMS = 10;
const AC_RANK_SIZE = 10;

export const homeRoutes = [
  route(homeCalls.getWebConfig, {
    access: PUBLIC,
    publicCacheSeconds: 10,
    sameForSignedIn: true,
    handler: async ({ deps }) => ({ ...(await deps.repos.siteConfig.getWebsiteConfig()), remoteJudges: await remoteJudgesInService(deps) }),
  }),
  route(homeCalls.getHomeCarousel, {
    access: PUBLIC,
    publicCacheSeconds: 30,
    sameForSignedIn: true,
    handler: async ({ deps }) => (await deps.repos.carouselList.carouselImages()).map(({ id, url }) => ({ id, url })),
  }),
  route(homeCalls.getRecentContest, {
    access: PUBLIC,
    publicCacheSeconds: 10,
    sameForSignedIn: true,
    // Soonest first.
    handler: async ({ deps }) => {
      const now = deps.now();
      return (await deps.repos.contests.recentContests(now)).map((c) => toContestListItem(c, now));
    },
  }),
  route(homeCalls.getRecentOtherContest, {
    access: PUBLIC,
    publicCacheSeconds: 60,
    sameForSignedIn: true,
    handler: ({ deps }) => otherContests(deps.env.EXTERNAL_CONTESTS === 'on', deps.log.warn),
  }),
  route(homeCalls.getCommonAnnouncement, {
    access: PUBLIC,
    publicCacheSeconds: 10,
    sameForSignedIn: true,
    query: AnnouncementQuery,
    handler: async ({ deps, query }) => {
      const visible = (await deps.repos.announcements.siteAnnouncements())
        .filter((a) => a.status === 0)
        .map(({ id, title, content, username, gmtCreate, gmtModified }) => ({ id, title, content, username, gmtCreate, gmtModified }));
      return toPage(visible, query);
    },
  }),
  route(homeCalls.getRecentSevenACRank, {
    access: PUBLIC,
    publicCacheSeconds: 30,
    sameForSignedIn: true,
    handler: async ({ deps }) => {
      const days = lastDays(deps.now(), 7, deps.env.SITE_TIMEZONE);
      const totals = new Map<string, number>();
      for (const item of await deps.repos.dailyStats.acceptedByDay(days)) totals.set(item.uid, (totals.get(item.uid) ?? 0) + item.count);
      const top = [...totals]
        .filter(([, ac]) => ac > 0)
        .sort((a, b) => b[1] - a[1])
        .slice(0, AC_RANK_SIZE);
      const users = await Promise.all(top.map(([uid]) => deps.repos.users.getUser(uid)));
      return top.flatMap(([uid, ac], i) => {
        const u = users[i];
        return u ? [{ uid, username: u.username, avatar: u.avatar, titleName: u.titleName, titleColor: u.titleColor, ac }] : [];
      });
    },
  }),
  route(homeCalls.getLastWeekSubmissionStatistics, {
    access: PUBLIC,
    publicCacheSeconds: 60,
    sameForSignedIn: true,
    query: LastWeekStatsQuery,
    // Counters are kept on write, so every read is current and forceRefresh has nothing to refresh.
    handler: async ({ deps }) => {
      const stats = await deps.repos.dailyStats.dailySubmissionStats(lastDays(deps.now(), 7, deps.env.SITE_TIMEZONE));
      return { dateStr: stats.map((s) => s.day), acCountList: stats.map((s) => s.ac), totalCountList: stats.map((s) => s.total) };
    },
  }),
  route(homeCalls.getRecentUpdatedProblemList, {
    access: PUBLIC,
    publicCacheSeconds: 30,
    sameForSignedIn: true,
    handler: async ({ deps }) => {
      const [problems, locked] = await Promise.all([deps.repos.problems.allProblems(), deps.repos.problems.contestLockedProblems(deps.now())]);
      return problems
        .filter((p) => p.auth === ProblemAuth.PUBLIC && !p.isGroup && !locked.has(p.pid))
        .sort((a, b) => b.gmtModified.localeCompare(a.gmtModified))
        .slice(0, RECENT_PROBLEMS)
        .map(({ pid, problemId, title, gmtModified }) => ({ pid, problemId, title, gmtModified }));
    },
  }),
  route(homeCalls.getLanguages, {
    access: PUBLIC,
    publicCacheSeconds: 60,
    query: LanguagesQuery,
    // With a problem id (and not `all`), the languages that problem accepts.
    handler: async ({ deps, query, user }) => {
      const languages = await deps.repos.languages.allLanguages();
      if (!query.pid || query.all) return languages;
      // a problem the caller may not read is as missing as one that does not exist
      const problem = Number.isInteger(Number(query.pid)) ? await getViewableProblem(deps, Number(query.pid), user?.roleId) : undefined;
      if (!problem) throw notFound('The problem does not exist');
      return languages.filter((l) => problem.languages.includes(l.name));
    },
  }),
  route(homeCalls.getRankList, {
    access: PUBLIC,
    publicCacheSeconds: 10,
    query: RankListQuery,
    // real names are for admins only (spec): others neither see them nor find users by them
    handler: ({ deps, query, user }) => rankList(deps.repos, query.type, query, isAdmin(user)),
  }),
];

/** Read-only: the home page, site-wide lists and rankings. */
export const homeGroup: GroupDef = { name: 'home', routes: homeRoutes, table: 'read' };
