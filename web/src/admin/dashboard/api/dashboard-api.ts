import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminCalls } from '@oj/shared/api/admin';
import { adminConfigCalls } from '@oj/shared/api/admin-config';

export function getDashboardInfo() {
  return api.call(adminCalls.getDashboardInfo);
}
export const dashboardInfoQuery = queryOptions({ queryKey: ['admin', 'dashboard-info'], queryFn: getDashboardInfo });

/** The admin's previous login (or the current one when it is the only one on record); null when none is kept. */
export function getPreviousSession() {
  return api.call(adminCalls.getRecentSession);
}
export const previousSessionQuery = queryOptions({ queryKey: ['admin', 'previous-session'], queryFn: getPreviousSession });

/** The service and judge panels refresh on their own at this pace. */
export const SERVICE_REFRESH_MS = 10_000;

/** The API instance that answered: runtime, memory, uptime. */
export function getServiceInfo() {
  return api.call(adminConfigCalls.getServiceInfo);
}
export const serviceInfoQuery = queryOptions({ queryKey: ['admin', 'service-info'], queryFn: getServiceInfo, refetchInterval: SERVICE_REFRESH_MS });

/** Each judge task's latest heartbeat, the judge queues, and the site's judging rate. */
export function getJudgeServiceInfo() {
  return api.call(adminConfigCalls.getJudgeServiceInfo);
}
export const judgeServiceInfoQuery = queryOptions({ queryKey: ['admin', 'judge-service-info'], queryFn: getJudgeServiceInfo, refetchInterval: SERVICE_REFRESH_MS });
