import { ADMIN_ROLES, calendarDay } from '@oj/shared';
import { adminCalls } from '@oj/shared/api/admin';
import { LoginSession, type DashboardInfo } from '@oj/shared/schemas/admin-dashboard';
import { recentContests } from '../../data/contests.ts';
import { dailySubmissionStats } from '../../data/daily-stats.ts';
import { newestLoginSessions, userCount } from '../../data/users.ts';
import { requireUser } from '../../http/auth.ts';
import { loginWithRoles, route } from '../../http/route.ts';

const ADMIN = loginWithRoles(...ADMIN_ROLES);

export const dashboardRoutes = [
  route(adminCalls.getDashboardInfo, {
    access: ADMIN,
    handler: async ({ deps }): Promise<DashboardInfo> => {
      const now = deps.now();
      const [userNum, contests, [today]] = await Promise.all([userCount(deps.db), recentContests(deps.db, now), dailySubmissionStats(deps.db, [calendarDay(now, deps.env.SITE_TIMEZONE)])]);
      return { userNum, recentContestNum: contests.length, todayJudgeNum: today?.total ?? 0 };
    },
  }),
  route(adminCalls.getRecentSession, {
    access: ADMIN,
    // The caller's previous login (the newest is the one in use), or that one when it is the only record.
    handler: async ({ deps, user }): Promise<LoginSession | null> => {
      const [newest, previous] = await newestLoginSessions(deps.db, requireUser(user).uid, 2);
      const item = previous ?? newest;
      return item ? LoginSession.parse({ gmtModified: item.gmtCreate, ...item }) : null;
    },
  }),
];
