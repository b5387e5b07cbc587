import type { RankRecord, RANK_TYPES } from '@oj/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { homeCalls } from '@oj/shared/api/home';

export type RankType = (typeof RANK_TYPES)[number];
export type RankRow = z.infer<typeof RankRecord>;

export interface RankQuery {
  type: RankType;
  currentPage: number;
  limit: number;
  searchUser: string;
}

export function getRankList(q: RankQuery) {
  return api.call(homeCalls.getRankList, { query: { ...q, searchUser: q.searchUser || undefined } });
}

export function rankListQuery(q: RankQuery) {
  return queryOptions({ queryKey: ['rank-list', q], queryFn: () => getRankList(q), placeholderData: keepPreviousData });
}
