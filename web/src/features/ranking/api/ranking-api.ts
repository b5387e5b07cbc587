import type { Page, RankRecord, RANK_TYPES } from '@oj/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http.ts';

export type RankType = (typeof RANK_TYPES)[number];
export type RankRow = z.infer<typeof RankRecord>;

export interface RankQuery {
  type: RankType;
  currentPage: number;
  limit: number;
  searchUser: string;
}

export const getRankList = (q: RankQuery) => http.get<Page<RankRow>>('/api/get-rank-list', { ...q, searchUser: q.searchUser || undefined });

export const rankListQuery = (q: RankQuery) => queryOptions({ queryKey: ['rank-list', q], queryFn: () => getRankList(q), placeholderData: keepPreviousData });
