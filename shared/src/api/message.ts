import type { AnnouncementForm } from '../schemas/admin-contest.ts';
import type { Page } from '../schemas/common.ts';
import type {
  AdminNotice,
  AnnouncementIdQuery,
  AnnouncementListQuery,
  CleanMessagesQuery,
  MessagePageQuery,
  NoticeBody,
  NoticeIdQuery,
  NoticeListQuery,
  SiteAnnouncement,
  SystemMessage,
  UnreadCounts,
  UserMessage,
} from '../schemas/message.ts';
import { type BodyOf, type QueryOf, del, get, post, put } from './call.ts';

/** The message group's calls (functions/src/groups/message). */
export const messageCalls = {
  getUnreadMsgCount: get<{ reply: UnreadCounts }>('/api/msg/unread'),
  getCommentMsg: get<{ query: QueryOf<typeof MessagePageQuery>; reply: Page<UserMessage> }>('/api/msg/comment'),
  getReplyMsg: get<{ query: QueryOf<typeof MessagePageQuery>; reply: Page<UserMessage> }>('/api/msg/reply'),
  getLikeMsg: get<{ query: QueryOf<typeof MessagePageQuery>; reply: Page<UserMessage> }>('/api/msg/like'),
  getSysNotice: get<{ query: QueryOf<typeof MessagePageQuery>; reply: Page<SystemMessage> }>('/api/msg/sys'),
  getMineNotice: get<{ query: QueryOf<typeof MessagePageQuery>; reply: Page<SystemMessage> }>('/api/msg/mine'),
  cleanMsg: del<{ query: QueryOf<typeof CleanMessagesQuery>; reply: null }>('/api/msg/clean'),
  adminGetSysNotice: get<{ query: QueryOf<typeof NoticeListQuery>; reply: Page<AdminNotice> }>('/api/admin/msg/notice'),
  addSysNotice: post<{ body: BodyOf<typeof NoticeBody>; reply: null }>('/api/admin/msg/notice'),
  updateSysNotice: put<{ body: BodyOf<typeof NoticeBody>; reply: null }>('/api/admin/msg/notice'),
  deleteSysNotice: del<{ query: QueryOf<typeof NoticeIdQuery>; reply: null }>('/api/admin/msg/notice'),
  getAnnouncementList: get<{ query: QueryOf<typeof AnnouncementListQuery>; reply: Page<SiteAnnouncement> }>('/api/admin/announcement'),
  addAnnouncement: post<{ body: BodyOf<typeof AnnouncementForm>; reply: null }>('/api/admin/announcement'),
  updateAnnouncement: put<{ body: BodyOf<typeof AnnouncementForm>; reply: null }>('/api/admin/announcement'),
  deleteAnnouncement: del<{ query: QueryOf<typeof AnnouncementIdQuery>; reply: null }>('/api/admin/announcement'),
};
