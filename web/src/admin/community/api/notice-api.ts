import type { Page } from '@oj/shared';
import type { AdminNotice, NoticeBody, SiteAnnouncement } from '@oj/shared/schemas/message';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http, request } from '../../../lib/http.ts';
import type { AnnouncementInput } from '../../components/announcement-list.tsx';

/** Every query of the notice and announcement pages starts with this key, so a change can refresh them all. */
export const ADMIN_NOTICE_KEY = ['admin-notice'] as const;

// ---- System notices ----

export type NoticeType = NoticeBody['type'];
export const getNotices = (currentPage: number, limit: number, type: NoticeType | undefined) => http.get<Page<AdminNotice>>('/api/admin/msg/notice', { currentPage, limit, type });
export const noticesQuery = (currentPage: number, limit: number, type: NoticeType | undefined) =>
  queryOptions({ queryKey: [...ADMIN_NOTICE_KEY, 'notices', { currentPage, limit, type }], queryFn: () => getNotices(currentPage, limit, type), placeholderData: keepPreviousData });

export const saveNotice = (notice: NoticeBody) => (notice.id ? http.put<AdminNotice>('/api/admin/msg/notice', notice) : http.post<AdminNotice>('/api/admin/msg/notice', notice));
export const deleteNotice = (id: number) => request<null>('DELETE', '/api/admin/msg/notice', { query: { id } });

// ---- Site announcements ----

export const getSiteAnnouncements = (currentPage: number, limit: number) => http.get<Page<SiteAnnouncement>>('/api/admin/announcement', { currentPage, limit });
export const siteAnnouncementsQuery = (currentPage: number, limit: number) =>
  queryOptions({ queryKey: [...ADMIN_NOTICE_KEY, 'announcements', { currentPage, limit }], queryFn: () => getSiteAnnouncements(currentPage, limit), placeholderData: keepPreviousData });
export const saveSiteAnnouncement = (a: AnnouncementInput) => (a.id ? http.put<SiteAnnouncement>('/api/admin/announcement', a) : http.post<SiteAnnouncement>('/api/admin/announcement', a));
export const deleteSiteAnnouncement = (aid: number) => request<null>('DELETE', '/api/admin/announcement', { query: { aid } });
