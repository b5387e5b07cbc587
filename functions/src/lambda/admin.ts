import { adminGroup } from '../groups/admin/routes.ts';
import { createHandler } from './create-handler.ts';
import * as contests from '../data/contests.ts';
import * as dailyStats from '../data/daily-stats.ts';
import * as loginFailures from '../data/login-failures.ts';
import * as loginSessions from '../data/login-sessions.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(adminGroup, { contests, dailyStats, loginFailures, loginSessions, users });
