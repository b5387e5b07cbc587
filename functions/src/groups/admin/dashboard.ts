import { ADMIN_ROLES, calendarDay } from '@oj/shared';
import { adminCalls } from '@oj/shared/api/admin';
import { LoginSession, type DashboardInfo } from '@oj/shared/schemas/admin-dashboard';
import { requireUser } from '../../http/auth.ts';
import { loginWithRoles, route } from '../../http/route.ts';

const ADMIN = loginWithRoles(...ADMIN_ROLES);

export const dashboardRoutes = [
  route(adminCalls.getDashboardInfo, {
    access: ADMIN,
    handler: async ({ deps }): Promise<DashboardInfo> => {
      const now = deps.now();
      const [userNum, contests, [today]] = await Promise.all([
        deps.repos.users.userCount(),
        deps.repos.contests.recentContests(now),
        deps.repos.dailyStats.dailySubmissionStats([calendarDay(now, deps.env.SITE_TIMEZONE)]),
      ]);
      return { userNum, recentContestNum: contests.length, todayJudgeNum: today?.total ?? 0 };
    },
  }),
  route(adminCalls.getRecentSession, {
    access: ADMIN,
    // The caller's previous login (the newest is the one in use), or that one when it is the only record.
    handler: async ({ deps, user }): Promise<LoginSession | null> => {
      const [newest, previous] = await deps.repos.users.newestLoginSessions(requireUser(user).uid, 2);
      const item = previous ?? newest;
      return item ? LoginSession.parse({ gmtModified: item.gmtCreate, ...item }) : null;
    },
  }),
];
