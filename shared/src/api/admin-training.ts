import type { AddTrainingProblemBody, AdminTrainingListQuery, AdminTrainingProblemListQuery, RemoteTrainingImportQuery, TidQuery, TrainingCategoryBody, TrainingCategoryDeleteQuery, TrainingCategoryUpdateBody, TrainingFormBody, TrainingProblemBody, TrainingProblemDeleteQuery, TrainingStatusQuery } from '../schemas/training.ts';
import { type BodyOf, type QueryOf, del, get, post, put } from './call.ts';

/** The admin-training group's calls (functions/src/groups/admin-training). */
export const adminTraining = {
  getTrainingList: get<{ query: QueryOf<typeof AdminTrainingListQuery>; reply: unknown }>('/api/admin/training/get-training-list'),
  getTraining: get<{ query: QueryOf<typeof TidQuery>; reply: unknown }>('/api/admin/training'),
  addTraining: post<{ body: BodyOf<typeof TrainingFormBody>; reply: unknown }>('/api/admin/training'),
  updateTraining: put<{ body: BodyOf<typeof TrainingFormBody>; reply: unknown }>('/api/admin/training'),
  deleteTraining: del<{ query: QueryOf<typeof TidQuery>; reply: null }>('/api/admin/training'),
  changeTrainingStatus: put<{ query: QueryOf<typeof TrainingStatusQuery>; reply: null }>('/api/admin/training/change-training-status'),
  getProblemList: get<{ query: QueryOf<typeof AdminTrainingProblemListQuery>; reply: unknown }>('/api/admin/training/get-problem-list'),
  updateProblem: put<{ body: BodyOf<typeof TrainingProblemBody>; reply: unknown }>('/api/admin/training/problem'),
  deleteProblem: del<{ query: QueryOf<typeof TrainingProblemDeleteQuery>; reply: null }>('/api/admin/training/problem'),
  addProblemFromPublic: post<{ body: BodyOf<typeof AddTrainingProblemBody>; reply: null }>('/api/admin/training/add-problem-from-public'),
  importTrainingRemoteOJProblem: get<{ query: QueryOf<typeof RemoteTrainingImportQuery>; reply: unknown }>('/api/admin/training/import-remote-oj-problem'),
  addTrainingCategory: post<{ body: BodyOf<typeof TrainingCategoryBody>; reply: unknown }>('/api/admin/training/category'),
  updateTrainingCategory: put<{ body: BodyOf<typeof TrainingCategoryUpdateBody>; reply: unknown }>('/api/admin/training/category'),
  deleteTrainingCategory: del<{ query: QueryOf<typeof TrainingCategoryDeleteQuery>; reply: null }>('/api/admin/training/category'),
};
