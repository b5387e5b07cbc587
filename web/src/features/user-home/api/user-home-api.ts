import type { CalendarHeatmap, UserHomeInfo } from '@oj/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http.ts';

/** Whose home: by uid, else by username, else (both empty) the signed-in user. */
export interface UserRef {
  uid?: string | undefined;
  username?: string | undefined;
}

export type Heatmap = z.infer<typeof CalendarHeatmap>;

export const getUserHome = (who: UserRef) => http.get<UserHomeInfo>('/api/get-user-home-info', { ...who });
export const userHomeQuery = (who: UserRef) => queryOptions({ queryKey: ['user-home', who], queryFn: () => getUserHome(who) });

export const getHeatmap = (who: UserRef) => http.get<Heatmap>('/api/get-user-calendar-heatmap', { ...who });
export const heatmapQuery = (who: UserRef) => queryOptions({ queryKey: ['user-heatmap', who], queryFn: () => getHeatmap(who) });
