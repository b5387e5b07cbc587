import type { Page } from '@oj/shared';
import type { Discussion, DiscussionReportView } from '@oj/shared/schemas/community';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http, request } from '../../../lib/http.ts';
import type { ListParams } from '../../components/list-params.ts';

/** Every query of the discussion admin page starts with this key, so a change can refresh them all. */
export const ADMIN_DISCUSSION_KEY = ['admin-discussion'] as const;

/** Every discussion, disabled ones too (the public list with `admin`, as the reference's back office reads it). */
export const getAdminDiscussions = (q: ListParams) => http.get<Page<Discussion>>('/api/get-discussion-list', { ...q, admin: true });
export const adminDiscussionsQuery = (q: ListParams) =>
  queryOptions({ queryKey: [...ADMIN_DISCUSSION_KEY, 'discussions', q], queryFn: () => getAdminDiscussions(q), placeholderData: keepPreviousData });

/** Disables or enables (status 0 normal, 1 disabled) or pins a discussion. */
export const updateDiscussion = (change: { id: number; status?: number; topPriority?: boolean }) => http.put<null>('/api/admin/discussion', change);
export const deleteDiscussions = (ids: number[]) => request<null>('DELETE', '/api/admin/discussion', { body: ids });

export const getReports = (currentPage: number, limit: number) => http.get<Page<DiscussionReportView>>('/api/admin/discussion-report', { currentPage, limit });
export const reportsQuery = (currentPage: number, limit: number) =>
  queryOptions({ queryKey: [...ADMIN_DISCUSSION_KEY, 'reports', { currentPage, limit }], queryFn: () => getReports(currentPage, limit), placeholderData: keepPreviousData });
/** Marks a report read (true) or unread. */
export const setReportRead = (id: number, status: boolean) => http.put<null>('/api/admin/discussion-report', { id, status });
