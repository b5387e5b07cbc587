import type { AdminContestProblemRow } from '../schemas/admin-contest-view.ts';
import type { z } from 'zod';
import type { Page } from '../schemas/common.ts';
import type { RemoteImportResult } from '../schemas/problem-exchange.ts';
import type {
  AddTrainingProblemBody,
  AdminTrainingListQuery,
  AdminTrainingProblemListQuery,
  AdminTrainingView,
  RemoteTrainingImportQuery,
  TidQuery,
  TrainingCategory,
  TrainingCategoryBody,
  TrainingCategoryDeleteQuery,
  TrainingCategoryUpdateBody,
  TrainingFormBody,
  TrainingProblemBody,
  TrainingProblemDeleteQuery,
  TrainingProblemView,
  TrainingStatusQuery,
} from '../schemas/training.ts';
import { type BodyOf, type QueryOf, del, get, post, put } from './call.ts';

/** A page of problems and, keyed by pid, the training's entries (their ranks). */
export interface TrainingProblemList {
  problemList: Page<AdminContestProblemRow>;
  trainingProblemMap: Record<string, z.infer<typeof TrainingProblemView>>;
}

/** The admin-training group's calls (functions/src/groups/admin-training). */
export const adminTrainingCalls = {
  getTrainingList: get<{ query: QueryOf<typeof AdminTrainingListQuery>; reply: Page<z.infer<typeof AdminTrainingView>> }>('/api/admin/training/get-training-list'),
  getTraining: get<{ query: QueryOf<typeof TidQuery>; reply: { training: z.infer<typeof AdminTrainingView>; trainingCategory: z.infer<typeof TrainingCategory> | null } }>('/api/admin/training'),
  addTraining: post<{ body: BodyOf<typeof TrainingFormBody>; reply: z.infer<typeof AdminTrainingView> }>('/api/admin/training'),
  updateTraining: put<{ body: BodyOf<typeof TrainingFormBody>; reply: z.infer<typeof AdminTrainingView> }>('/api/admin/training'),
  deleteTraining: del<{ query: QueryOf<typeof TidQuery>; reply: null }>('/api/admin/training'),
  changeTrainingStatus: put<{ query: QueryOf<typeof TrainingStatusQuery>; reply: null }>('/api/admin/training/change-training-status'),
  getProblemList: get<{ query: QueryOf<typeof AdminTrainingProblemListQuery>; reply: TrainingProblemList }>('/api/admin/training/get-problem-list'),
  updateProblem: put<{ body: BodyOf<typeof TrainingProblemBody>; reply: z.infer<typeof TrainingProblemView> }>('/api/admin/training/problem'),
  deleteProblem: del<{ query: QueryOf<typeof TrainingProblemDeleteQuery>; reply: null }>('/api/admin/training/problem'),
  addProblemFromPublic: post<{ body: BodyOf<typeof AddTrainingProblemBody>; reply: null }>('/api/admin/training/add-problem-from-public'),
  // Fetched from the site (functions/src/services/problem/import-remote-problem.ts), then placed as add-problem-from-public does.
  importTrainingRemoteOJProblem: get<{ query: QueryOf<typeof RemoteTrainingImportQuery>; reply: RemoteImportResult }>('/api/admin/training/import-remote-oj-problem'),
  addTrainingCategory: post<{ body: BodyOf<typeof TrainingCategoryBody>; reply: z.infer<typeof TrainingCategory> }>('/api/admin/training/category'),
  updateTrainingCategory: put<{ body: BodyOf<typeof TrainingCategoryUpdateBody>; reply: z.infer<typeof TrainingCategory> }>('/api/admin/training/category'),
  deleteTrainingCategory: del<{ query: QueryOf<typeof TrainingCategoryDeleteQuery>; reply: null }>('/api/admin/training/category'),
};
