import type { TrainingProblemList } from './admin-training.ts';
import type { z } from 'zod';
import type { Page } from '../schemas/common.ts';
import type { GidQuery } from '../schemas/group.ts';
import type { AddTrainingProblemFromGroupQuery, GroupTrainingListQuery, GroupTrainingProblemDeleteQuery } from '../schemas/group-training.ts';
import type {
  AddTrainingProblemBody,
  AdminTrainingProblemListQuery,
  AdminTrainingView,
  TidQuery,
  TrainingCategory,
  TrainingFormBody,
  TrainingProblemBody,
  TrainingProblemView,
  TrainingStatusQuery,
  TrainingView,
} from '../schemas/training.ts';
import { type BodyOf, type QueryOf, del, get, post, put } from './call.ts';

/** The group-training group's calls (functions/src/groups/group-training). */
export const groupTrainingCalls = {
  getTrainingList: get<{ query: QueryOf<typeof GroupTrainingListQuery>; reply: Page<TrainingView> }>('/api/group/get-training-list'),
  getAdminTrainingList: get<{ query: QueryOf<typeof GroupTrainingListQuery>; reply: Page<z.infer<typeof AdminTrainingView>> }>('/api/group/get-admin-training-list'),
  getTrainingCategory: get<{ query: QueryOf<typeof GidQuery>; reply: z.infer<typeof TrainingCategory>[] }>('/api/group/get-training-category'),
  getTraining: get<{ query: QueryOf<typeof TidQuery>; reply: { training: z.infer<typeof AdminTrainingView>; trainingCategory: z.infer<typeof TrainingCategory> | null } }>('/api/group/training'),
  addTraining: post<{ body: BodyOf<typeof TrainingFormBody>; reply: z.infer<typeof AdminTrainingView> }>('/api/group/training'),
  updateTraining: put<{ body: BodyOf<typeof TrainingFormBody>; reply: z.infer<typeof AdminTrainingView> }>('/api/group/training'),
  deleteTraining: del<{ query: QueryOf<typeof TidQuery>; reply: null }>('/api/group/training'),
  changeTrainingStatus: put<{ query: QueryOf<typeof TrainingStatusQuery>; reply: null }>('/api/group/change-training-status'),
  getTrainingProblemList: get<{ query: QueryOf<typeof AdminTrainingProblemListQuery>; reply: TrainingProblemList }>('/api/group/get-training-problem-list'),
  updateTrainingProblem: put<{ body: BodyOf<typeof TrainingProblemBody>; reply: z.infer<typeof TrainingProblemView> }>('/api/group/training-problem'),
  deleteTrainingProblem: del<{ query: QueryOf<typeof GroupTrainingProblemDeleteQuery>; reply: null }>('/api/group/training-problem'),
  addProblemFromPublic: post<{ body: BodyOf<typeof AddTrainingProblemBody>; reply: null }>('/api/group/add-training-problem-from-public'),
  addProblemFromGroup: post<{ query: QueryOf<typeof AddTrainingProblemFromGroupQuery>; reply: null }>('/api/group/add-training-problem-from-group'),
};
