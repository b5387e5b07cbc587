import type { Page } from '@oj/shared';
import type { AdminContestProblemRow } from '@oj/shared/schemas/admin-contest-view';
import type { AdminTrainingView, TrainingCategory, TrainingFormBody, TrainingProblemView } from '@oj/shared/schemas/training';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
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

/**
 * Where trainings are managed (ARCHITECTURE.md: a group is a scope, not a copy): the back office's (every training
 * outside groups) or one group's (spec 002 2.5, the group calls with its gid). The training list, form and problem
 * pages take it from TrainingBankContext.
 */
export interface TrainingBank {
  /** The group, or null for the back office. */
  gid: number | null;
  /** Every query of this bank starts with it. */
  key: readonly unknown[];
  list: (q: ListParams) => Promise<Page<AdminTraining>>;
  get: (tid: number) => Promise<{ training: AdminTraining; trainingCategory: Category | null }>;
  create: (body: TrainingInput) => Promise<unknown>;
  update: (body: TrainingInput) => Promise<unknown>;
  remove: (tid: number) => Promise<unknown>;
  changeStatus: (tid: number, status: boolean) => Promise<unknown>;
  problems: (q: ProblemListParams) => Promise<TrainingProblemList>;
  addFromPublic: (tid: number, problem: Pick<AdminContestProblemRow, 'id' | 'problemId'>) => Promise<unknown>;
  setRank: (entry: TrainingEntry, rank: number) => Promise<TrainingEntry>;
  removeProblem: (tid: number, pid: number) => Promise<unknown>;
  /** A group's own problem, by its problem id (only in a group). */
  addFromGroup: ((tid: number, problemId: string) => Promise<unknown>) | null;
}

export const SITE_TRAINING_BANK: TrainingBank = {
  gid: null,
  key: ADMIN_TRAINING_KEY,
  list: getTrainingList,
  get: getTraining,
  create: createTraining,
  update: updateTraining,
  remove: deleteTraining,
  changeStatus: changeTrainingStatus,
  problems: getTrainingProblems,
  addFromPublic: addProblemFromPublic,
  setRank: setProblemRank,
  removeProblem: removeTrainingProblem,
  addFromGroup: null,
};

const inGroup = (gid: number, body: TrainingInput): TrainingInput => ({ ...body, training: { ...body.training, gid } } as TrainingInput);

/** One group's trainings through the group calls (/api/group/...); the server checks the caller's level in the group and each id's gid. */
export const groupTrainingBank = (gid: number): TrainingBank => ({
  gid,
  key: [...ADMIN_TRAINING_KEY, 'group', gid],
  list: (q) => http.get<Page<AdminTraining>>('/api/group/get-admin-training-list', { ...q, gid }),
  get: (tid) => http.get<{ training: AdminTraining; trainingCategory: Category | null }>('/api/group/training', { tid }),
  create: (body) => http.post<unknown>('/api/group/training', inGroup(gid, body)),
  update: (body) => http.put<unknown>('/api/group/training', inGroup(gid, body)),
  remove: (tid) => request<null>('DELETE', '/api/group/training', { query: { tid } }),
  changeStatus: (tid, status) => request<null>('PUT', '/api/group/change-training-status', { query: { tid, status } }),
  problems: (q) => http.get<TrainingProblemList>('/api/group/get-training-problem-list', { ...q }),
  addFromPublic: (tid, problem) => http.post<null>('/api/group/add-training-problem-from-public', { tid, pid: problem.id, displayId: problem.problemId }),
  setRank: (entry, rank) => http.put<TrainingEntry>('/api/group/training-problem', { id: entry.id, tid: entry.tid, pid: entry.pid, rank }),
  removeProblem: (tid, pid) => request<null>('DELETE', '/api/group/training-problem', { query: { pid, tid } }),
  addFromGroup: (tid, problemId) => request<null>('POST', '/api/group/add-training-problem-from-group', { query: { problemId, tid } }),
});

export const TrainingBankContext = createContext<TrainingBank>(SITE_TRAINING_BANK);
export const useTrainingBank = () => useContext(TrainingBankContext);

export const bankTrainingListQuery = (bank: TrainingBank, q: ListParams) =>
  queryOptions({ queryKey: [...bank.key, 'list', q], queryFn: () => bank.list(q), placeholderData: keepPreviousData });
/** Always read fresh: the form edits what the server holds now. */
export const bankTrainingQuery = (bank: TrainingBank, tid: number) =>
  queryOptions({ queryKey: [...bank.key, 'training', tid], queryFn: () => bank.get(tid), staleTime: 0 });
export const bankTrainingProblemsQuery = (bank: TrainingBank, q: ProblemListParams) =>
  queryOptions({ queryKey: [...bank.key, 'problems', q], queryFn: () => bank.problems(q), placeholderData: keepPreviousData });
