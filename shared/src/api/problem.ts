import type { Page } from '../schemas/common.ts';
import type { z } from 'zod';
import type { UserProblemStatusMap } from '../schemas/contest-view.ts';
import type { Language } from '../schemas/home.ts';
import type {
  ClassifiedTags,
  FullScreenProblem,
  FullScreenProblemListQuery,
  LastAcCodeQuery,
  OjQuery,
  PidQuery,
  ProblemCodeTemplate,
  ProblemDetail,
  ProblemDetailQuery,
  ProblemListItem,
  ProblemListQuery,
  RandomProblem,
  Tag,
  UserProblemStatusBody,
} from '../schemas/problem.ts';
import { type BodyOf, type QueryOf, get, post } from './call.ts';

/** The problem group's calls (functions/src/groups/problem). */
export const problemCalls = {
  getAllProblemTagsList: get<{ query: QueryOf<typeof OjQuery>; reply: z.infer<typeof Tag>[] }>('/api/get-all-problem-tags'),
  getProblemTagsAndClassification: get<{ query: QueryOf<typeof OjQuery>; reply: z.infer<typeof ClassifiedTags>[] }>('/api/get-problem-tags-and-classification'),
  getProblemList: get<{ query: QueryOf<typeof ProblemListQuery>; reply: Page<z.infer<typeof ProblemListItem>> }>('/api/get-problem-list'),
  getRandomProblem: get<{ reply: z.infer<typeof RandomProblem> }>('/api/get-random-problem'),
  getProblemInfo: get<{ query: QueryOf<typeof ProblemDetailQuery>; reply: z.infer<typeof ProblemDetail> }>('/api/get-problem-detail'),
  getProblemCodeTemplate: get<{ query: QueryOf<typeof PidQuery>; reply: z.infer<typeof ProblemCodeTemplate>[] }>('/api/get-problem-code-template'),
  getProblemTags: get<{ query: QueryOf<typeof PidQuery>; reply: z.infer<typeof Tag>[] }>('/api/get-problem-tags'),
  getProblemLanguages: get<{ query: QueryOf<typeof PidQuery>; reply: Language[] }>('/api/get-problem-languages'),
  getUserProblemStatus: post<{ body: BodyOf<typeof UserProblemStatusBody>; reply: UserProblemStatusMap }>('/api/get-user-problem-status'),
  getUserLastAcceptedCode: get<{ query: QueryOf<typeof LastAcCodeQuery>; reply: { code: string; language: string } }>('/api/get-last-ac-code'),
  getFullScreenProblemList: get<{ query: QueryOf<typeof FullScreenProblemListQuery>; reply: z.infer<typeof FullScreenProblem>[] }>('/api/get-full-screen-problem-list'),
};
