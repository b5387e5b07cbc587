import type { Page } from '@oj/shared';
import type { GroupAnnouncement } from '@oj/shared/schemas/group-board';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http, request } from '../../../lib/http.ts';
import { groupKey } from './group-api.ts';

export type { GroupAnnouncement };

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

/** What the announcement dialog edits (no id for a new one); the call adds the group (GroupAnnouncementBody). */
export interface GroupAnnouncementInput {
  id?: number | undefined;
  title: string;
  content: string;
  /** 0 shown, 1 hidden. */
  status: number;
}

/** Create (no id) or update one of the group's announcements. */
export const saveGroupAnnouncement = (gid: number, a: GroupAnnouncementInput) =>
  a.id === undefined ? http.post<null>('/api/group/announcement', { ...a, gid }) : http.put<null>('/api/group/announcement', { ...a, gid });

export const deleteGroupAnnouncement = (aid: number) => request<null>('DELETE', '/api/group/announcement', { query: { aid } });
