import { ContestStatus, ContestType } from '@oj/shared/enums';
import type { ContestListParams } from './api/contest-api.ts';

/** Spec 001 section 2.1: the contest list's rule, status, keyword and page, kept in the query string. */
export interface ContestFilters {
  type: number | null;
  status: number | null;
  keyword: string;
  page: number;
}

const oneOf = (v: string | null, allowed: readonly number[]): number | null => {
  if (v === null || !/^-?\d+$/.test(v)) return null;
  return allowed.includes(Number(v)) ? Number(v) : null;
};

export function readContestFilters(p: URLSearchParams): ContestFilters {
  const page = Number(p.get('currentPage'));
  return {
    type: oneOf(p.get('type'), Object.values(ContestType)),
    status: oneOf(p.get('status'), Object.values(ContestStatus)),
    keyword: p.get('keyword')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function contestFiltersToSearch(f: ContestFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.type !== null) p.set('type', String(f.type));
  if (f.status !== null) p.set('status', String(f.status));
  if (f.keyword) p.set('keyword', f.keyword);
  if (f.page !== 1) p.set('currentPage', String(f.page));
  return p;
}

/** A filter change goes back to the first page. */
export function changeContestFilters(f: ContestFilters, change: Partial<Omit<ContestFilters, 'page'>>): ContestFilters {
  return { ...f, ...change, page: 1 };
}

/** The value when it is one of `allowed` (the filters read from the URL already are). */
const known = <T extends number>(v: number | null, allowed: readonly T[]): T | undefined => allowed.find((a) => a === v);

export function contestListParams(f: ContestFilters): ContestListParams {
  return {
    currentPage: f.page,
    type: known(f.type, Object.values(ContestType)),
    status: known(f.status, Object.values(ContestStatus)),
    keyword: f.keyword || undefined,
  };
}
