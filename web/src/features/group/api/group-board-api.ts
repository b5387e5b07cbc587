import type { Page } from '@oj/shared';
import type { SiteAnnouncement } from '@oj/shared/schemas/message';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http, request } from '../../../lib/http.ts';
import { groupKey } from './group-api.ts';

/** A group announcement as the reference lists it (AnnouncementVO: the site's shape). */
export type GroupAnnouncement = SiteAnnouncement;

export interface BoardPaging {
  currentPage: number;
  limit: number;
}

/** Members read the shown ones; the admin list (Announcement tab) has the hidden ones too. */
export type AnnouncementListKind = 'shown' | 'admin';

const LIST_PATHS: Record<AnnouncementListKind, string> = {
  shown: '/api/group/get-announcement-list',
  admin: '/api/group/get-admin-announcement-list',
};

export const getGroupAnnouncements = (gid: number, kind: AnnouncementListKind, q: BoardPaging) => http.get<Page<GroupAnnouncement>>(LIST_PATHS[kind], { gid, ...q });

export const groupAnnouncementsQuery = (gid: number, kind: AnnouncementListKind, q: BoardPaging) =>
  queryOptions({ queryKey: [...groupKey(gid), 'announcements', kind, q], queryFn: () => getGroupAnnouncements(gid, kind, q), placeholderData: keepPreviousData });

export interface GroupAnnouncementInput {
  id?: number | undefined;
  title: string;
  content: string;
  status: number;
}

/** Create (no id) or update one of the group's announcements. */
export const saveGroupAnnouncement = (gid: number, a: GroupAnnouncementInput) =>
  a.id === undefined ? http.post<null>('/api/group/announcement', { ...a, gid }) : http.put<null>('/api/group/announcement', { ...a, gid });

export const deleteGroupAnnouncement = (aid: number) => request<null>('DELETE', '/api/group/announcement', { query: { aid } });
