import type { Page } from '@oj/shared';
import type { GroupRankRow } from '@oj/shared/schemas/group-board';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { groupKey } from './group-api.ts';

export type { GroupRankRow };

/** Spec 002 2.11: 0 ranks by accepted problems (ACM), 1 by score (OI). */
export type GroupRankType = 0 | 1;

export interface GroupRankParams {
  currentPage: number;
  limit: number;
  type: GroupRankType;
  searchUser?: string | undefined;
}

export const getGroupRank = (gid: number, q: GroupRankParams) => http.get<Page<GroupRankRow>>('/api/get-group-rank-list', { gid, ...q });

export const groupRankQuery = (gid: number, q: GroupRankParams) =>
  queryOptions({ queryKey: [...groupKey(gid), 'rank', q], queryFn: () => getGroupRank(gid, q), placeholderData: keepPreviousData });
