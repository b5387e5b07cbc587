import type { Page } from '@oj/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { groupKey } from './group-api.ts';

/** Spec 002 2.11: 0 ranks by accepted problems (ACM), 1 by score (OI). */
export type GroupRankType = 0 | 1;

/** A row of the group rank (spec 002 section 3, the reference's OIRankVO). */
export interface GroupRankRow {
  uid: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  ac: number;
  total: number;
  score: number;
}

export interface GroupRankParams {
  currentPage: number;
  limit: number;
  type: GroupRankType;
  searchUser?: string | undefined;
}

export const getGroupRank = (gid: number, q: GroupRankParams) => http.get<Page<GroupRankRow>>('/api/get-group-rank-list', { gid, ...q });

export const groupRankQuery = (gid: number, q: GroupRankParams) =>
  queryOptions({ queryKey: [...groupKey(gid), 'rank', q], queryFn: () => getGroupRank(gid, q), placeholderData: keepPreviousData });
