import { TRAINING_AUTHS, type TrainingAuth } from '@oj/shared/db/items/training';
import type { TrainingListParams } from './api/training-api.ts';

/** Spec 002 section 2.1: the training list's keyword, category, auth and page, kept in the query string. */
export interface TrainingFilters {
  keyword: string;
  categoryId: number | null;
  auth: TrainingAuth | null;
  page: number;
}

const positive = (v: string | null) => (v !== null && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

export function readTrainingFilters(p: URLSearchParams): TrainingFilters {
  const auth = p.get('auth');
  return {
    keyword: p.get('keyword')?.trim() ?? '',
    categoryId: positive(p.get('categoryId')),
    auth: TRAINING_AUTHS.find((a) => a === auth) ?? null,
    page: positive(p.get('currentPage')) ?? 1,
  };
}

export function trainingFiltersToSearch(f: TrainingFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.keyword) p.set('keyword', f.keyword);
  if (f.categoryId !== null) p.set('categoryId', String(f.categoryId));
  if (f.auth) p.set('auth', f.auth);
  if (f.page !== 1) p.set('currentPage', String(f.page));
  return p;
}

/** A filter change goes back to the first page. */
export function changeTrainingFilters(f: TrainingFilters, change: Partial<Omit<TrainingFilters, 'page'>>): TrainingFilters {
  return { ...f, ...change, page: 1 };
}

export function trainingListParams(f: TrainingFilters): TrainingListParams {
  return {
    currentPage: f.page,
    keyword: f.keyword || undefined,
    categoryId: f.categoryId ?? undefined,
    auth: f.auth ?? undefined,
  };
}
