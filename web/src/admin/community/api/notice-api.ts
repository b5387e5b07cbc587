import type { NoticeBody } from '@oj/shared/schemas/message';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AnnouncementInput } from '../../../components/announcement-list.tsx';
import { api } from '../../../lib/api.ts';
import { messageCalls } from '@oj/shared/api/message';

/** Every query of the notice and announcement pages starts with this key, so a change can refresh them all. */
export const ADMIN_NOTICE_KEY = ['admin-notice'] as const;

// ---- System notices ----

export type NoticeType = NoticeBody['type'];
export function getNotices(currentPage: number, limit: number, type: NoticeType | undefined) {
  return api.call(messageCalls.adminGetSysNotice, { query: { currentPage, limit, type } });
}
export function noticesQuery(currentPage: number, limit: number, type: NoticeType | undefined) {
  return queryOptions({ queryKey: [...ADMIN_NOTICE_KEY, 'notices', { currentPage, limit, type }], queryFn: () => getNotices(currentPage, limit, type), placeholderData: keepPreviousData });
}

export function saveNotice(notice: NoticeBody) {
  return notice.id ? api.call(messageCalls.updateSysNotice, { body: notice }) : api.call(messageCalls.addSysNotice, { body: notice });
}
export function deleteNotice(id: number) {
  return api.call(messageCalls.deleteSysNotice, { query: { id } });
}

// ---- Site announcements ----

export function getSiteAnnouncements(currentPage: number, limit: number) {
  return api.call(messageCalls.getAnnouncementList, { query: { currentPage, limit } });
}
export function siteAnnouncementsQuery(currentPage: number, limit: number) {
  return queryOptions({ queryKey: [...ADMIN_NOTICE_KEY, 'announcements', { currentPage, limit }], queryFn: () => getSiteAnnouncements(currentPage, limit), placeholderData: keepPreviousData });
}
export function saveSiteAnnouncement(a: AnnouncementInput) {
  return a.id ? api.call(messageCalls.updateAnnouncement, { body: a }) : api.call(messageCalls.addAnnouncement, { body: a });
}
export function deleteSiteAnnouncement(aid: number) {
  return api.call(messageCalls.deleteAnnouncement, { query: { aid } });
}
