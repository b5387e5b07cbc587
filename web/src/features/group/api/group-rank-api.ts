import { groupKey } from './group-api.ts';
import type { GroupRankRow } from '@oj/shared/schemas/group-board';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { groupBoardCalls } from '@oj/shared/api/group-board';

export type { GroupRankRow };

/** Spec 002 2.11: 0 ranks by accepted problems (ACM), 1 by score (OI). */
export type GroupRankType = 0 | 1;

export interface GroupRankParams {
  currentPage: number;
  limit: number;
  type: GroupRankType;
  searchUser?: string | undefined;
}

export function getGroupRank(gid: number, q: GroupRankParams) {
  return api.call(groupBoardCalls.getRankList, { query: { gid, ...q } });
}

export function groupRankQuery(gid: number, q: GroupRankParams) {
  return queryOptions({ queryKey: [...groupKey(gid), 'rank', q], queryFn: () => getGroupRank(gid, q), placeholderData: keepPreviousData });
}
