import type { BodyOfCall } from '@oj/shared/api/call';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../components/list-params.ts';
import { api } from '../../../lib/api.ts';
import { communityCalls } from '@oj/shared/api/community';

/** Every query of the discussion admin page starts with this key, so a change can refresh them all. */
export const ADMIN_DISCUSSION_KEY = ['admin-discussion'] as const;

/** Every discussion, disabled ones too (the public list with `admin`, as the reference's back office reads it). */
export const getAdminDiscussions = (q: ListParams) => api.call(communityCalls.getDiscussionList, { query: { ...q, admin: true } });
export const adminDiscussionsQuery = (q: ListParams) =>
  queryOptions({ queryKey: [...ADMIN_DISCUSSION_KEY, 'discussions', q], queryFn: () => getAdminDiscussions(q), placeholderData: keepPreviousData });

/** Disables or enables (status 0 normal, 1 disabled) or pins a discussion. */
export const updateDiscussion = (change: BodyOfCall<typeof communityCalls.adminUpdateDiscussion>) => api.call(communityCalls.adminUpdateDiscussion, { body: change });
export const deleteDiscussions = (ids: number[]) => api.call(communityCalls.adminRemoveDiscussion, { body: ids });

export const getReports = (currentPage: number, limit: number) => api.call(communityCalls.getDiscussionReport, { query: { currentPage, limit } });
export const reportsQuery = (currentPage: number, limit: number) =>
  queryOptions({ queryKey: [...ADMIN_DISCUSSION_KEY, 'reports', { currentPage, limit }], queryFn: () => getReports(currentPage, limit), placeholderData: keepPreviousData });
/** Marks a report read (true) or unread. */
export const setReportRead = (id: number, status: boolean) => api.call(communityCalls.updateDiscussionReport, { body: { id, status } });
