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

export function getTrainingList(q: TrainingListParams) {
  return api.call(trainingCalls.getTrainingList, { query: { ...q, limit: TRAINING_PAGE_SIZES.list } });
}

/** The viewer is part of the key: acCount is the viewer's progress. */
export function trainingListQuery(q: TrainingListParams, viewer: string | null) {
  return queryOptions({ queryKey: ['training-list', q, viewer], queryFn: () => getTrainingList(q), placeholderData: keepPreviousData });
}

/** Spec 002 2.5: a group's visible trainings for its members, in rank order, with the viewer's progress. */
export function getGroupTrainingList(gid: number, currentPage: number) {
  return api.call(groupTrainingCalls.getTrainingList, { query: { gid, currentPage, limit: TRAINING_PAGE_SIZES.list } });
}

export function groupTrainingListQuery(gid: number, currentPage: number, viewer: string | null) {
  return queryOptions({ queryKey: ['group-training-list', gid, currentPage, viewer], queryFn: () => getGroupTrainingList(gid, currentPage), placeholderData: keepPreviousData });
}

export function getTrainingCategories() {
  return api.call(trainingCalls.getTrainingCategory);
}

export function trainingCategoriesQuery() {
  return queryOptions({ queryKey: ['training-categories'], queryFn: getTrainingCategories, staleTime: 60_000 });
}

/** Everything about one training (detail, access, problems, rank) sits under this key: a verdict reloads it all. */
export function trainingKey(tid: number) {
  return ['training', tid] as const;
}

export function getTrainingDetail(tid: number) {
  return api.call(trainingCalls.getTraining, { query: { tid } });
}

export function trainingDetailQuery(tid: number, viewer: string | null) {
  return queryOptions({ queryKey: [...trainingKey(tid), 'detail', viewer], queryFn: () => getTrainingDetail(tid) });
}

export function getTrainingAccess(tid: number) {
  return api.call(trainingCalls.getTrainingAccess, { query: { tid } });
}

export function trainingAccessQuery(tid: number, viewer: string | null) {
  return queryOptions({ queryKey: [...trainingKey(tid), 'access', viewer], queryFn: () => getTrainingAccess(tid) });
}

export function registerTraining(tid: number, password: string) {
  return api.call(trainingCalls.toRegisterTraining, { body: { tid, password } });
}

export function getTrainingProblems(tid: number) {
  return api.call(trainingCalls.getTrainingProblemList, { query: { tid } });
}

export function trainingProblemsQuery(tid: number, viewer: string | null) {
  return queryOptions({ queryKey: [...trainingKey(tid), 'problems', viewer], queryFn: () => getTrainingProblems(tid) });
}

export interface RankParams {
  currentPage: number;
  limit: number;
  keyword?: string | undefined;
}

export function getTrainingRank(tid: number, q: RankParams) {
  return api.call(trainingCalls.getTrainingRank, { query: { tid, ...q } });
}

export function trainingRankQuery(tid: number, q: RankParams) {
  return queryOptions({ queryKey: [...trainingKey(tid), 'rank', q], queryFn: () => getTrainingRank(tid, q), placeholderData: keepPreviousData });
}
