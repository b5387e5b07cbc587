import type { DashboardInfo, LoginSession } from '@oj/shared/schemas/admin-dashboard';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const getDashboardInfo = () => http.get<DashboardInfo>('/api/admin/dashboard/get-dashboard-info');
export const dashboardInfoQuery = queryOptions({ queryKey: ['admin', 'dashboard-info'], queryFn: getDashboardInfo });

/** The admin's previous login (or the current one when it is the only one on record); null when none is kept. */
export const getPreviousSession = () => http.post<LoginSession | null>('/api/admin/dashboard/get-sessions');
export const previousSessionQuery = queryOptions({ queryKey: ['admin', 'previous-session'], queryFn: getPreviousSession });
