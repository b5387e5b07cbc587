import { ADMIN_PROBLEM_KEY } from '../../../offices/problem/api/admin-problem-api.ts';
import type { AdminGroupProblemRow, ApplyPublicProgress } from '@oj/shared/schemas/group-problem';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListParams } from '../../../components/list-params.ts';
import { api } from '../../../lib/api.ts';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';

export type GroupProblemReviewRow = z.infer<typeof AdminGroupProblemRow>;

export interface GroupProblemReviewParams extends ListParams {
  /** Only this group's problems. */
  gid?: number | undefined;
}

/** The group problems offered to the public bank (applying first, then refused), by keyword and group. */
export function getGroupProblemReviewList(q: GroupProblemReviewParams) {
  return api.call(adminProblemCalls.adminGetProblemList, { query: { ...q } });
}
/** Under ADMIN_PROBLEM_KEY: an accepted problem joins the public bank, so the problem list is read again with it. */
export function groupProblemReviewQuery(q: GroupProblemReviewParams) {
  return queryOptions({ queryKey: [...ADMIN_PROBLEM_KEY, 'group-review', q], queryFn: () => getGroupProblemReviewList(q), placeholderData: keepPreviousData });
}

/** The reviewer's answer: PUBLIC moves the problem into the public bank, REFUSED keeps it in its group. */
export function changeGroupProblemProgress(pid: number, progress: ApplyPublicProgress) {
  return api.call(adminProblemCalls.changeProgress, { body: { pid, progress } });
}
