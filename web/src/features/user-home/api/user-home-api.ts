import type { CalendarHeatmap } from '@oj/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { passportCalls } from '@oj/shared/api/passport';

/** Whose home: by uid, else by username, else (both empty) the signed-in user. */
export interface UserRef {
  uid?: string | undefined;
  username?: string | undefined;
}

export type Heatmap = z.infer<typeof CalendarHeatmap>;

export function getUserHome(who: UserRef) {
  return api.call(passportCalls.getUserHomeInfo, { query: { ...who } });
}
export function userHomeQuery(who: UserRef) {
  return queryOptions({ queryKey: ['user-home', who], queryFn: () => getUserHome(who) });
}

export function getHeatmap(who: UserRef) {
  return api.call(passportCalls.getUserCalendarHeatmap, { query: { ...who } });
}
export function heatmapQuery(who: UserRef) {
  return queryOptions({ queryKey: ['user-heatmap', who], queryFn: () => getHeatmap(who) });
}
