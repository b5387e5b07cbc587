import type { z } from 'zod';
import type { UserProblemStatusMap } from '../schemas/contest-view.ts';
import type { FullScreenProblemListQuery, LastAcCodeQuery, OjQuery, PidQuery, ProblemDetailQuery, ProblemListQuery, RandomProblem, UserProblemStatusBody } from '../schemas/problem.ts';
import { type BodyOf, type QueryOf, get, post } from './call.ts';

/** The problem group's calls (functions/src/groups/problem). */
export const problem = {
  getAllProblemTagsList: get<{ query: QueryOf<typeof OjQuery>; reply: unknown }>('/api/get-all-problem-tags'),
  getProblemTagsAndClassification: get<{ query: QueryOf<typeof OjQuery>; reply: unknown }>('/api/get-problem-tags-and-classification'),
  getProblemList: get<{ query: QueryOf<typeof ProblemListQuery>; reply: unknown }>('/api/get-problem-list'),
  getRandomProblem: get<{ reply: z.infer<typeof RandomProblem> }>('/api/get-random-problem'),
  getProblemInfo: get<{ query: QueryOf<typeof ProblemDetailQuery>; reply: unknown }>('/api/get-problem-detail'),
  getProblemCodeTemplate: get<{ query: QueryOf<typeof PidQuery>; reply: unknown }>('/api/get-problem-code-template'),
  getProblemTags: get<{ query: QueryOf<typeof PidQuery>; reply: unknown }>('/api/get-problem-tags'),
  getProblemLanguages: get<{ query: QueryOf<typeof PidQuery>; reply: unknown }>('/api/get-problem-languages'),
  getUserProblemStatus: post<{ body: BodyOf<typeof UserProblemStatusBody>; reply: UserProblemStatusMap }>('/api/get-user-problem-status'),
  getUserLastAcceptedCode: get<{ query: QueryOf<typeof LastAcCodeQuery>; reply: { code: string; language: string } }>('/api/get-last-ac-code'),
  getFullScreenProblemList: get<{ query: QueryOf<typeof FullScreenProblemListQuery>; reply: unknown }>('/api/get-full-screen-problem-list'),
};
