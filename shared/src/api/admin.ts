import type { LoginBody, UserInfo } from '../schemas/account.ts';
import type { DashboardInfo, LoginSession } from '../schemas/admin-dashboard.ts';
import { type BodyOf, get, post } from './call.ts';

/** The admin group's calls (functions/src/groups/admin). */
export const adminCalls = {
  login: post<{ body: BodyOf<typeof LoginBody>; reply: UserInfo }>('/api/admin/login'),
  logout: get<{ reply: null }>('/api/admin/logout'),
  getDashboardInfo: get<{ reply: DashboardInfo }>('/api/admin/dashboard/get-dashboard-info'),
  getRecentSession: post<{ reply: LoginSession | null }>('/api/admin/dashboard/get-sessions'),
};
