import type { Page, RemoteOj } from '@oj/shared';
import type { AdminContestProblemRow } from '@oj/shared/schemas/admin-contest-view';
import type { AdminTrainingView, TrainingCategory, TrainingFormBody, TrainingProblemView } from '@oj/shared/schemas/training';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { z } from 'zod';
import type { ListParams } from '../../../components/list-params.ts';
import { api } from '../../../lib/api.ts';
import { adminTrainingCalls } from '@oj/shared/api/admin-training';
import { groupTrainingCalls } from '@oj/shared/api/group-training';
import { trainingCalls } from '@oj/shared/api/training';

export type AdminTraining = z.infer<typeof AdminTrainingView>;
export type Category = z.infer<typeof TrainingCategory>;
export type TrainingEntry = z.infer<typeof TrainingProblemView>;
/** The training form as sent (TrainingFormBody before the server's parsing). */
export type TrainingInput = z.input<typeof TrainingFormBody>;

/** Every query of these pages starts with this key, so a change can refresh them all. */
export const ADMIN_TRAINING_KEY = ['admin-training'] as const;

export function getTrainingList(q: ListParams) {
  return api.call(adminTrainingCalls.getTrainingList, { query: { ...q } });
}
export function trainingListQuery(q: ListParams) {
  return queryOptions({ queryKey: [...ADMIN_TRAINING_KEY, 'list', q], queryFn: () => getTrainingList(q), placeholderData: keepPreviousData });
}

export function getTraining(tid: number) {
  return api.call(adminTrainingCalls.getTraining, { query: { tid } });
}
/** Always read fresh: the form edits what the server holds now. */
export function trainingQuery(tid: number) {
  return queryOptions({ queryKey: [...ADMIN_TRAINING_KEY, 'training', tid], queryFn: () => getTraining(tid), staleTime: 0 });
}

export function createTraining(body: TrainingInput) {
  return api.call(adminTrainingCalls.addTraining, { body: body });
}
export function updateTraining(body: TrainingInput) {
  return api.call(adminTrainingCalls.updateTraining, { body: body });
}
export function deleteTraining(tid: number) {
  return api.call(adminTrainingCalls.deleteTraining, { query: { tid } });
}
export function changeTrainingStatus(tid: number, status: boolean) {
  return api.call(adminTrainingCalls.changeTrainingStatus, { query: { tid, status } });
}

export interface ProblemListParams extends ListParams {
  tid: number;
  /** True: the training's problems; false: the public problems that may be added. */
  queryExisted: boolean;
}

import type { TrainingProblemList } from '@oj/shared/api/admin-training';
export type { TrainingProblemList };

export function getTrainingProblems(q: ProblemListParams) {
  return api.call(adminTrainingCalls.getProblemList, { query: { ...q } });
}
export function trainingProblemsQuery(q: ProblemListParams) {
  return queryOptions({ queryKey: [...ADMIN_TRAINING_KEY, 'problems', q], queryFn: () => getTrainingProblems(q), placeholderData: keepPreviousData });
}

/** A training shows a problem under the problem's own id. */
export function addProblemFromPublic(tid: number, problem: Pick<AdminContestProblemRow, 'id' | 'problemId'>) {
  return api.call(adminTrainingCalls.addProblemFromPublic, { body: { tid, pid: problem.id, displayId: problem.problemId } });
}
/** Imports a problem from a remote judge straight into the training (silent: the import dialog shows the refusal). */
export function importRemoteTrainingProblem(tid: number, name: RemoteOj, problemId: string) {
  return api.call(adminTrainingCalls.importTrainingRemoteOJProblem, { query: { name, problemId, tid: String(tid) }, silent: true });
}
export function setProblemRank(entry: TrainingEntry, rank: number) {
  return api.call(adminTrainingCalls.updateProblem, { body: { id: entry.id, tid: entry.tid, pid: entry.pid, rank } });
}
/** Takes the problem out of the training (the problem itself stays). */
export function removeTrainingProblem(tid: number, pid: number) {
  return api.call(adminTrainingCalls.deleteProblem, { query: { tid, pid } });
}

export function getCategories() {
  return api.call(trainingCalls.getTrainingCategory);
}
export function categoriesQuery() {
  return queryOptions({ queryKey: [...ADMIN_TRAINING_KEY, 'categories'], queryFn: getCategories, staleTime: 0 });
}

export interface CategoryInput {
  id?: number | undefined;
  name: string;
  color: string;
}
export function saveCategory(c: CategoryInput) {
  return c.id ? api.call(adminTrainingCalls.updateTrainingCategory, { body: { ...c, id: c.id } }) : api.call(adminTrainingCalls.addTrainingCategory, { body: { name: c.name, color: c.color } });
}
export function deleteCategory(cid: number) {
  return api.call(adminTrainingCalls.deleteTrainingCategory, { query: { cid } });
}

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
  /** A problem imported from a remote judge (the back office only). */
  importRemote: ((tid: number, name: RemoteOj, problemId: string) => Promise<unknown>) | null;
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
  importRemote: importRemoteTrainingProblem,
};

const inGroup = (gid: number, body: TrainingInput): TrainingInput => ({ ...body, training: { ...body.training, gid } }) as TrainingInput;

/** One group's trainings through the group calls (/api/group/...); the server checks the caller's level in the group and each id's gid. */
export function groupTrainingBank(gid: number): TrainingBank {
  return {
    gid,
    key: [...ADMIN_TRAINING_KEY, 'group', gid],
    list: (q) => api.call(groupTrainingCalls.getAdminTrainingList, { query: { ...q, gid } }),
    get: (tid) => api.call(groupTrainingCalls.getTraining, { query: { tid } }),
    create: (body) => api.call(groupTrainingCalls.addTraining, { body: inGroup(gid, body) }),
    update: (body) => api.call(groupTrainingCalls.updateTraining, { body: inGroup(gid, body) }),
    remove: (tid) => api.call(groupTrainingCalls.deleteTraining, { query: { tid } }),
    changeStatus: (tid, status) => api.call(groupTrainingCalls.changeTrainingStatus, { query: { tid, status } }),
    problems: (q) => api.call(groupTrainingCalls.getTrainingProblemList, { query: { ...q } }),
    addFromPublic: (tid, problem) => api.call(groupTrainingCalls.addProblemFromPublic, { body: { tid, pid: problem.id, displayId: problem.problemId } }),
    setRank: (entry, rank) => api.call(groupTrainingCalls.updateTrainingProblem, { body: { id: entry.id, tid: entry.tid, pid: entry.pid, rank } }),
    removeProblem: (tid, pid) => api.call(groupTrainingCalls.deleteTrainingProblem, { query: { pid, tid } }),
    addFromGroup: (tid, problemId) => api.call(groupTrainingCalls.addProblemFromGroup, { query: { problemId, tid } }),
    importRemote: null,
  };
}

export const TrainingBankContext = createContext<TrainingBank>(SITE_TRAINING_BANK);
export function useTrainingBank() {
  return useContext(TrainingBankContext);
}

export function bankTrainingListQuery(bank: TrainingBank, q: ListParams) {
  return queryOptions({ queryKey: [...bank.key, 'list', q], queryFn: () => bank.list(q), placeholderData: keepPreviousData });
}
/** Always read fresh: the form edits what the server holds now. */
export function bankTrainingQuery(bank: TrainingBank, tid: number) {
  return queryOptions({ queryKey: [...bank.key, 'training', tid], queryFn: () => bank.get(tid), staleTime: 0 });
}
export function bankTrainingProblemsQuery(bank: TrainingBank, q: ProblemListParams) {
  return queryOptions({ queryKey: [...bank.key, 'problems', q], queryFn: () => bank.problems(q), placeholderData: keepPreviousData });
}
