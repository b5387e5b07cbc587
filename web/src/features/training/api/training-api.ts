import type { ProblemListItem } from '@oj/shared';
import { TRAINING_PAGE_SIZES, type TrainingCategory, type TrainingRankRow, type TrainingView } from '@oj/shared/schemas/training';
import type { TrainingAuth } from '@oj/shared/db/items/training';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { groupTrainingCalls } from '@oj/shared/api/group-training';
import { trainingCalls } from '@oj/shared/api/training';

export type Training = TrainingView;
export type Category = z.infer<typeof TrainingCategory>;
export type TrainingProblemRow = z.infer<typeof ProblemListItem>;
export type RankRow = TrainingRankRow;

export interface TrainingListParams {
  currentPage: number;
  keyword?: string | undefined;
  categoryId?: number | undefined;
  auth?: TrainingAuth | undefined;
}

export const getTrainingList = (q: TrainingListParams) => api.call(trainingCalls.getTrainingList, { query: { ...q, limit: TRAINING_PAGE_SIZES.list } });

/** The viewer is part of the key: acCount is the viewer's progress. */
export const trainingListQuery = (q: TrainingListParams, viewer: string | null) =>
  queryOptions({ queryKey: ['training-list', q, viewer], queryFn: () => getTrainingList(q), placeholderData: keepPreviousData });

/** Spec 002 2.5: a group's visible trainings for its members, in rank order, with the viewer's progress. */
export const getGroupTrainingList = (gid: number, currentPage: number) =>
  api.call(groupTrainingCalls.getTrainingList, { query: { gid, currentPage, limit: TRAINING_PAGE_SIZES.list } });

export const groupTrainingListQuery = (gid: number, currentPage: number, viewer: string | null) =>
  queryOptions({ queryKey: ['group-training-list', gid, currentPage, viewer], queryFn: () => getGroupTrainingList(gid, currentPage), placeholderData: keepPreviousData });

export const getTrainingCategories = () => api.call(trainingCalls.getTrainingCategory);

export const trainingCategoriesQuery = () => queryOptions({ queryKey: ['training-categories'], queryFn: getTrainingCategories, staleTime: 60_000 });

/** Everything about one training (detail, access, problems, rank) sits under this key: a verdict reloads it all. */
export const trainingKey = (tid: number) => ['training', tid] as const;

export const getTrainingDetail = (tid: number) => api.call(trainingCalls.getTraining, { query: { tid } });

export const trainingDetailQuery = (tid: number, viewer: string | null) =>
  queryOptions({ queryKey: [...trainingKey(tid), 'detail', viewer], queryFn: () => getTrainingDetail(tid) });

export const getTrainingAccess = (tid: number) => api.call(trainingCalls.getTrainingAccess, { query: { tid } });

export const trainingAccessQuery = (tid: number, viewer: string | null) =>
  queryOptions({ queryKey: [...trainingKey(tid), 'access', viewer], queryFn: () => getTrainingAccess(tid) });

export const registerTraining = (tid: number, password: string) => api.call(trainingCalls.toRegisterTraining, { body: { tid, password } });

export const getTrainingProblems = (tid: number) => api.call(trainingCalls.getTrainingProblemList, { query: { tid } });

export const trainingProblemsQuery = (tid: number, viewer: string | null) =>
  queryOptions({ queryKey: [...trainingKey(tid), 'problems', viewer], queryFn: () => getTrainingProblems(tid) });

export interface RankParams {
  currentPage: number;
  limit: number;
  keyword?: string | undefined;
}

export const getTrainingRank = (tid: number, q: RankParams) => api.call(trainingCalls.getTrainingRank, { query: { tid, ...q } });

export const trainingRankQuery = (tid: number, q: RankParams) =>
  queryOptions({ queryKey: [...trainingKey(tid), 'rank', q], queryFn: () => getTrainingRank(tid, q), placeholderData: keepPreviousData });
