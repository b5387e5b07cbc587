import type { z } from 'zod';
import type { ProblemListItem } from '../schemas/problem.ts';
import type { Page } from '../schemas/common.ts';
import type { RegisterTrainingBody, TidQuery, TrainingCategory, TrainingListQuery, TrainingRankQuery, TrainingRankRow, TrainingView } from '../schemas/training.ts';
import { type BodyOf, type QueryOf, get, post } from './call.ts';

/** The training group's calls (functions/src/groups/training). */
export const trainingCalls = {
  getTrainingCategory: get<{ reply: z.infer<typeof TrainingCategory>[] }>('/api/get-training-category'),
  getTrainingList: get<{ query: QueryOf<typeof TrainingListQuery>; reply: Page<TrainingView> }>('/api/get-training-list'),
  getTraining: get<{ query: QueryOf<typeof TidQuery>; reply: TrainingView }>('/api/get-training-detail'),
  getTrainingProblemList: get<{ query: QueryOf<typeof TidQuery>; reply: z.infer<typeof ProblemListItem>[] }>('/api/get-training-problem-list'),
  toRegisterTraining: post<{ body: BodyOf<typeof RegisterTrainingBody>; reply: null }>('/api/register-training'),
  getTrainingAccess: get<{ query: QueryOf<typeof TidQuery>; reply: { access: boolean } }>('/api/get-training-access'),
  getTrainingRank: get<{ query: QueryOf<typeof TrainingRankQuery>; reply: Page<TrainingRankRow> }>('/api/get-training-rank'),
};
