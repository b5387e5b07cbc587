import type { BodyOfCall } from '@oj/shared/api/call';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params.ts';
import { api } from '../../../lib/api.ts';
import { communityCalls } from '@oj/shared/api/community';

/** Every query of the discussion admin page starts with this key, so a change can refresh them all. */
export const ADMIN_DISCUSSION_KEY = ['admin-discussion'] as const;

/** Every discussion, disabled ones too (the public list with `admin`, as the reference's back office reads it). */
export function getAdminDiscussions(q: ListParams) {
  return api.call(communityCalls.getDiscussionList, { query: { ...q, admin: true } });
}
export function adminDiscussionsQuery(q: ListParams) {
  return queryOptions({ queryKey: [...ADMIN_DISCUSSION_KEY, 'discussions', q], queryFn: () => getAdminDiscussions(q), placeholderData: keepPreviousData });
}

/** Disables or enables (status 0 normal, 1 disabled) or pins a discussion. */
export function updateDiscussion(change: BodyOfCall<typeof communityCalls.adminUpdateDiscussion>) {
  return api.call(communityCalls.adminUpdateDiscussion, { body: change });
}
export function deleteDiscussions(ids: number[]) {
  return api.call(communityCalls.adminRemoveDiscussion, { body: ids });
}

export function getReports(currentPage: number, limit: number) {
  return api.call(communityCalls.getDiscussionReport, { query: { currentPage, limit } });
}
export function reportsQuery(currentPage: number, limit: number) {
  return queryOptions({ queryKey: [...ADMIN_DISCUSSION_KEY, 'reports', { currentPage, limit }], queryFn: () => getReports(currentPage, limit), placeholderData: keepPreviousData });
}
/** Marks a report read (true) or unread. */
export function setReportRead(id: number, status: boolean) {
  return api.call(communityCalls.updateDiscussionReport, { body: { id, status } });
}
