import type { NoticeBody } from '@oj/shared/schemas/message';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AnnouncementInput } from '../../components/announcement-list.tsx';
import { api } from '../../../lib/api.ts';
import { messageCalls } from '@oj/shared/api/message';

/** Every query of the notice and announcement pages starts with this key, so a change can refresh them all. */
export const ADMIN_NOTICE_KEY = ['admin-notice'] as const;

// ---- System notices ----

export type NoticeType = NoticeBody['type'];
export const getNotices = (currentPage: number, limit: number, type: NoticeType | undefined) => api.call(messageCalls.adminGetSysNotice, { query: { currentPage, limit, type } });
export const noticesQuery = (currentPage: number, limit: number, type: NoticeType | undefined) =>
  queryOptions({ queryKey: [...ADMIN_NOTICE_KEY, 'notices', { currentPage, limit, type }], queryFn: () => getNotices(currentPage, limit, type), placeholderData: keepPreviousData });

export const saveNotice = (notice: NoticeBody) => (notice.id ? api.call(messageCalls.updateSysNotice, { body: notice }) : api.call(messageCalls.addSysNotice, { body: notice }));
export const deleteNotice = (id: number) => api.call(messageCalls.deleteSysNotice, { query: { id } });

// ---- Site announcements ----

export const getSiteAnnouncements = (currentPage: number, limit: number) => api.call(messageCalls.getAnnouncementList, { query: { currentPage, limit } });
export const siteAnnouncementsQuery = (currentPage: number, limit: number) =>
  queryOptions({ queryKey: [...ADMIN_NOTICE_KEY, 'announcements', { currentPage, limit }], queryFn: () => getSiteAnnouncements(currentPage, limit), placeholderData: keepPreviousData });
export const saveSiteAnnouncement = (a: AnnouncementInput) => (a.id ? api.call(messageCalls.updateAnnouncement, { body: a }) : api.call(messageCalls.addAnnouncement, { body: a }));
export const deleteSiteAnnouncement = (aid: number) => api.call(messageCalls.deleteAnnouncement, { query: { aid } });
