import type { Page } from '@oj/shared';
import type { AdminContestProblemRow } from '@oj/shared/schemas/admin-contest-view';
import type { AdminTrainingView, TrainingCategory, TrainingFormBody, TrainingProblemView } from '@oj/shared/schemas/training';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http, request } from '../../../lib/http.ts';
import type { ListParams } from '../../components/list-params.ts';

export type AdminTraining = z.infer<typeof AdminTrainingView>;
export type Category = z.infer<typeof TrainingCategory>;
export type TrainingEntry = z.infer<typeof TrainingProblemView>;
/** The training form as sent (TrainingFormBody before the server's parsing). */
export type TrainingInput = z.input<typeof TrainingFormBody>;

/** Every query of these pages starts with this key, so a change can refresh them all. */
export const ADMIN_TRAINING_KEY = ['admin-training'] as const;

export const getTrainingList = (q: ListParams) => http.get<Page<AdminTraining>>('/api/admin/training/get-training-list', { ...q });
export const trainingListQuery = (q: ListParams) =>
  queryOptions({ queryKey: [...ADMIN_TRAINING_KEY, 'list', q], queryFn: () => getTrainingList(q), placeholderData: keepPreviousData });

export const getTraining = (tid: number) => http.get<{ training: AdminTraining; trainingCategory: Category | null }>('/api/admin/training', { tid });
/** Always read fresh: the form edits what the server holds now. */
export const trainingQuery = (tid: number) => queryOptions({ queryKey: [...ADMIN_TRAINING_KEY, 'training', tid], queryFn: () => getTraining(tid), staleTime: 0 });

export const createTraining = (body: TrainingInput) => http.post<AdminTraining>('/api/admin/training', body);
export const updateTraining = (body: TrainingInput) => http.put<AdminTraining>('/api/admin/training', body);
export const deleteTraining = (tid: number) => request<null>('DELETE', '/api/admin/training', { query: { tid } });
export const changeTrainingStatus = (tid: number, status: boolean) => request<null>('PUT', '/api/admin/training/change-training-status', { query: { tid, status } });

export interface ProblemListParams extends ListParams {
  tid: number;
  /** True: the training's problems; false: the public problems that may be added. */
  queryExisted: boolean;
}

/** A page of problems and, keyed by pid, the training's entries (their ranks). */
export interface TrainingProblemList {
  problemList: Page<AdminContestProblemRow>;
  trainingProblemMap: Record<string, TrainingEntry>;
}

export const getTrainingProblems = (q: ProblemListParams) => http.get<TrainingProblemList>('/api/admin/training/get-problem-list', { ...q });
export const trainingProblemsQuery = (q: ProblemListParams) =>
  queryOptions({ queryKey: [...ADMIN_TRAINING_KEY, 'problems', q], queryFn: () => getTrainingProblems(q), placeholderData: keepPreviousData });

/** A training shows a problem under the problem's own id. */
export const addProblemFromPublic = (tid: number, problem: Pick<AdminContestProblemRow, 'id' | 'problemId'>) =>
  http.post<null>('/api/admin/training/add-problem-from-public', { tid, pid: problem.id, displayId: problem.problemId });
export const setProblemRank = (entry: TrainingEntry, rank: number) =>
  http.put<TrainingEntry>('/api/admin/training/problem', { id: entry.id, tid: entry.tid, pid: entry.pid, rank });
/** Takes the problem out of the training (the problem itself stays). */
export const removeTrainingProblem = (tid: number, pid: number) => request<null>('DELETE', '/api/admin/training/problem', { query: { tid, pid } });

export const getCategories = () => http.get<Category[]>('/api/get-training-category');
export const categoriesQuery = () => queryOptions({ queryKey: [...ADMIN_TRAINING_KEY, 'categories'], queryFn: getCategories, staleTime: 0 });

export interface CategoryInput {
  id?: number | undefined;
  name: string;
  color: string;
}
export const saveCategory = (c: CategoryInput) =>
  c.id ? http.put<Category>('/api/admin/training/category', c) : http.post<Category>('/api/admin/training/category', { name: c.name, color: c.color });
export const deleteCategory = (cid: number) => request<null>('DELETE', '/api/admin/training/category', { query: { cid } });
