import type { DashboardInfo, LoginSession } from '@oj/shared/schemas/admin-dashboard';
import type { JudgeServiceInfo, ServiceInfo } from '@oj/shared/schemas/admin-config';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const getDashboardInfo = () => http.get<DashboardInfo>('/api/admin/dashboard/get-dashboard-info');
export const dashboardInfoQuery = queryOptions({ queryKey: ['admin', 'dashboard-info'], queryFn: getDashboardInfo });

/** The admin's previous login (or the current one when it is the only one on record); null when none is kept. */
export const getPreviousSession = () => http.post<LoginSession | null>('/api/admin/dashboard/get-sessions');
export const previousSessionQuery = queryOptions({ queryKey: ['admin', 'previous-session'], queryFn: getPreviousSession });

/** The service and judge panels refresh on their own at this pace. */
export const SERVICE_REFRESH_MS = 10_000;

/** The API instance that answered: runtime, memory, uptime. */
export const getServiceInfo = () => http.get<ServiceInfo>('/api/admin/config/get-service-info');
export const serviceInfoQuery = queryOptions({ queryKey: ['admin', 'service-info'], queryFn: getServiceInfo, refetchInterval: SERVICE_REFRESH_MS });

/** Each judge task's latest heartbeat, the judge queues, and the site's judging rate. */
export const getJudgeServiceInfo = () => http.get<JudgeServiceInfo>('/api/admin/config/get-judge-service-info');
export const judgeServiceInfoQuery = queryOptions({ queryKey: ['admin', 'judge-service-info'], queryFn: getJudgeServiceInfo, refetchInterval: SERVICE_REFRESH_MS });
