import { groupKey } from './group-api.ts';
import type { GroupAnnouncement } from '@oj/shared/schemas/group-board';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { groupBoardCalls } from '@oj/shared/api/group-board';

export type { GroupAnnouncement };

export interface BoardPaging {
  currentPage: number;
  limit: number;
}

/** Members read the shown ones; the admin list (Announcement tab) has the hidden ones too. */
export type AnnouncementListKind = 'shown' | 'admin';

const LIST_CALLS = { shown: groupBoardCalls.getAnnouncementList, admin: groupBoardCalls.getAdminAnnouncementList } as const;

export function getGroupAnnouncements(gid: number, kind: AnnouncementListKind, q: BoardPaging) {
  return api.call(LIST_CALLS[kind], { query: { gid, ...q } });
}

export function groupAnnouncementsQuery(gid: number, kind: AnnouncementListKind, q: BoardPaging) {
  return queryOptions({ queryKey: [...groupKey(gid), 'announcements', kind, q], queryFn: () => getGroupAnnouncements(gid, kind, q), placeholderData: keepPreviousData });
}

/** What the announcement dialog edits (no id for a new one); the call adds the group (GroupAnnouncementBody). */
export interface GroupAnnouncementInput {
  id?: number | undefined;
  title: string;
  content: string;
  /** 0 shown, 1 hidden. */
  status: number;
}

/** Create (no id) or update one of the group's announcements. */
export function saveGroupAnnouncement(gid: number, a: GroupAnnouncementInput) {
  return a.id === undefined ? api.call(groupBoardCalls.addAnnouncement, { body: { ...a, gid } }) : api.call(groupBoardCalls.updateAnnouncement, { body: { ...a, gid } });
}

export function deleteGroupAnnouncement(aid: number) {
  return api.call(groupBoardCalls.deleteAnnouncement, { query: { aid } });
}
