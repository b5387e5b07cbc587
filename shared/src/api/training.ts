import type { RegisterTrainingBody, TidQuery, TrainingListQuery, TrainingRankQuery } from '../schemas/training.ts';
import { type BodyOf, type QueryOf, get, post } from './call.ts';

/** The training group's calls (functions/src/groups/training). */
export const training = {
  getTrainingCategory: get<{ reply: unknown }>('/api/get-training-category'),
  getTrainingList: get<{ query: QueryOf<typeof TrainingListQuery>; reply: unknown }>('/api/get-training-list'),
  getTraining: get<{ query: QueryOf<typeof TidQuery>; reply: unknown }>('/api/get-training-detail'),
  getTrainingProblemList: get<{ query: QueryOf<typeof TidQuery>; reply: unknown }>('/api/get-training-problem-list'),
  toRegisterTraining: post<{ body: BodyOf<typeof RegisterTrainingBody>; reply: null }>('/api/register-training'),
  getTrainingAccess: get<{ query: QueryOf<typeof TidQuery>; reply: { access: boolean } }>('/api/get-training-access'),
  getTrainingRank: get<{ query: QueryOf<typeof TrainingRankQuery>; reply: unknown }>('/api/get-training-rank'),
};
