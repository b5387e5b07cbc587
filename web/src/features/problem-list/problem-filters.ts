import { PAGE_SIZES } from '@oj/shared/limits';

/** Spec 000 section 2.9: the list's state, all of it in the URL. */
export interface ProblemFilters {
  keyword: string;
  difficulty: number | null;
  /** `ALL`, `ME` (this site's own problems, the default) or a remote judge key. */
  oj: string;
  tagIds: number[];
  page: number;
  limit: number;
}

export const ALL_OJ = 'ALL';
export const MY_OJ = 'ME';

const int = (v: string | null): number | null => (v !== null && /^-?\d+$/.test(v) ? Number(v) : null);

/** tagId is a JSON array of ids in the URL; anything else counts as no tags. */
const tagIdsOf = (v: string | null): number[] => {
  try {
    const parsed: unknown = JSON.parse(v ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
};

export function readFilters(params: URLSearchParams): ProblemFilters {
  return {
    keyword: params.get('keyword') ?? '',
    difficulty: int(params.get('difficulty')),
    oj: params.get('oj')?.toUpperCase() || MY_OJ,
    tagIds: tagIdsOf(params.get('tagId')),
    page: Math.max(1, int(params.get('currentPage')) ?? 1),
    limit: Math.min(PAGE_SIZES.maxLimit, Math.max(1, int(params.get('limit')) ?? PAGE_SIZES.problemList)),
  };
}

/** The URL query for a state; defaults are left out. */
export function filtersToSearch(f: ProblemFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.keyword) p.set('keyword', f.keyword);
  if (f.difficulty !== null) p.set('difficulty', String(f.difficulty));
  if (f.oj !== MY_OJ) p.set('oj', f.oj);
  if (f.tagIds.length) p.set('tagId', JSON.stringify(f.tagIds));
  if (f.page !== 1) p.set('currentPage', String(f.page));
  if (f.limit !== PAGE_SIZES.problemList) p.set('limit', String(f.limit));
  return p;
}

/** A filter change goes back to page 1; a bank other than All drops the tags (they belong to a bank). */
export function changeFilters(f: ProblemFilters, change: Partial<Omit<ProblemFilters, 'page'>>): ProblemFilters {
  return {
    ...f,
    ...change,
    tagIds: change.oj !== undefined && change.oj !== ALL_OJ ? [] : (change.tagIds ?? f.tagIds),
    page: 1,
  };
}

export function resetFilters(f: ProblemFilters): ProblemFilters {
  return { ...readFilters(new URLSearchParams()), limit: f.limit };
}

/** The list call: tags travel as a comma string there. */
export function listParams(f: ProblemFilters) {
  return {
    keyword: f.keyword || undefined,
    difficulty: f.difficulty ?? undefined,
    oj: f.oj,
    tagId: f.tagIds.length ? f.tagIds.join(',') : undefined,
    currentPage: f.page,
    limit: f.limit,
  };
}
