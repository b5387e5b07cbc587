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

export const getUserHome = (who: UserRef) => api.call(passportCalls.getUserHomeInfo, { query: { ...who } });
export const userHomeQuery = (who: UserRef) => queryOptions({ queryKey: ['user-home', who], queryFn: () => getUserHome(who) });

export const getHeatmap = (who: UserRef) => api.call(passportCalls.getUserCalendarHeatmap, { query: { ...who } });
export const heatmapQuery = (who: UserRef) => queryOptions({ queryKey: ['user-heatmap', who], queryFn: () => getHeatmap(who) });
