import { ExamStatus } from '@oj/shared/domain/exam';
import type { ExamListParams } from './api/exam-api.ts';

/** Spec 001 2.9: the exam list's status, keyword and page, kept in the query string (status, keyword, currentPage). */
export interface ExamFilters {
  status: ExamStatus | null;
  keyword: string;
  page: number;
}

const STATUSES: readonly ExamStatus[] = [ExamStatus.SCHEDULED, ExamStatus.RUNNING, ExamStatus.ENDED];

const positive = (v: string | null) => (v !== null && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** The status a query string value or the filter's choice names ('' or anything else: all). */
export function examStatusOf(v: string | null): ExamStatus | null {
  return STATUSES.find((s) => v !== null && v !== '' && Number(v) === s) ?? null;
}

export function readExamFilters(p: URLSearchParams): ExamFilters {
  return {
    status: examStatusOf(p.get('status')),
    keyword: p.get('keyword')?.trim() ?? '',
    page: positive(p.get('currentPage')) ?? 1,
  };
}

export function examFiltersToSearch(f: ExamFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.status !== null) p.set('status', String(f.status));
  if (f.keyword) p.set('keyword', f.keyword);
  if (f.page !== 1) p.set('currentPage', String(f.page));
  return p;
}

/** A filter change goes back to the first page. */
export function changeExamFilters(f: ExamFilters, change: Partial<Omit<ExamFilters, 'page'>>): ExamFilters {
  return { ...f, ...change, page: 1 };
}

export function examListParams(f: ExamFilters): ExamListParams {
  return { currentPage: f.page, keyword: f.keyword || undefined, status: f.status ?? undefined };
}
