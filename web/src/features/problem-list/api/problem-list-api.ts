import type { ClassifiedTags, ProblemListItem } from '@oj/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { problemCalls } from '@oj/shared/api/problem';

export type ProblemRow = z.infer<typeof ProblemListItem>;
export type TagGroup = z.infer<typeof ClassifiedTags>;

export interface ProblemListParams {
  keyword?: string | undefined;
  difficulty?: number | undefined;
  oj: string;
  /** Comma-separated tag ids. */
  tagId?: string | undefined;
  currentPage: number;
  limit: number;
}

export function getProblemList(q: ProblemListParams) {
  return api.call(problemCalls.getProblemList, { query: { ...q } });
}

/** The viewer is part of the key: logging in or out reloads the list with (or without) the status icons. */
export function problemListQuery(q: ProblemListParams, viewer: string | null) {
  return queryOptions({ queryKey: ['problem-list', q, viewer], queryFn: () => getProblemList(q), placeholderData: keepPreviousData });
}

export function getProblemTags(oj: string) {
  return api.call(problemCalls.getProblemTagsAndClassification, { query: { oj } });
}
export function problemTagsQuery(oj: string) {
  return queryOptions({ queryKey: ['problem-tags', oj], queryFn: () => getProblemTags(oj), staleTime: 5 * 60_000 });
}

export function getRandomProblem() {
  return api.call(problemCalls.getRandomProblem);
}
