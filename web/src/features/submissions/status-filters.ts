import { PAGE_SIZES } from '@oj/shared/limits';

/** Spec 000 section 2.11: the status list's filters, kept in the URL. */
export interface StatusFilters {
  onlyMine: boolean;
  status: number | null;
  problemID: string;
  username: string;
  page: number;
  limit: number;
}

const int = (v: string | null): number | null => (v !== null && /^-?\d+$/.test(v) ? Number(v) : null);

export function readStatusFilters(p: URLSearchParams): StatusFilters {
  const onlyMine = p.get('onlyMine') === 'true';
  return {
    onlyMine,
    status: int(p.get('status')),
    problemID: p.get('problemID') ?? '',
    // With Mine on, the author filter does not apply.
    username: onlyMine ? '' : (p.get('username') ?? ''),
    page: Math.max(1, int(p.get('currentPage')) ?? 1),
    limit: Math.min(PAGE_SIZES.maxLimit, Math.max(1, int(p.get('limit')) ?? PAGE_SIZES.submissionList)),
  };
}

export function statusFiltersToSearch(f: StatusFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.onlyMine) p.set('onlyMine', 'true');
  if (f.status !== null) p.set('status', String(f.status));
  if (f.problemID) p.set('problemID', f.problemID);
  if (f.username && !f.onlyMine) p.set('username', f.username);
  if (f.page !== 1) p.set('currentPage', String(f.page));
  if (f.limit !== PAGE_SIZES.submissionList) p.set('limit', String(f.limit));
  return p;
}

/** A filter change goes back to page 1; turning Mine on clears the author. */
export function changeStatusFilters(f: StatusFilters, change: Partial<Omit<StatusFilters, 'page'>>): StatusFilters {
  const next = { ...f, ...change, page: 1 };
  return next.onlyMine ? { ...next, username: '' } : next;
}

export function statusListParams(f: StatusFilters) {
  return {
    currentPage: f.page,
    limit: f.limit,
    onlyMine: f.onlyMine || undefined,
    status: f.status ?? undefined,
    problemID: f.problemID || undefined,
    username: f.username || undefined,
  };
}
