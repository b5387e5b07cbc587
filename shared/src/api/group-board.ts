import type { Page } from '../schemas/common.ts';
import type { GroupAnnouncement, GroupAnnouncementBody, GroupAnnouncementIdQuery, GroupAnnouncementListQuery, GroupRankQuery, GroupRankRow } from '../schemas/group-board.ts';
import { type BodyOf, type QueryOf, del, get, post, put } from './call.ts';

/** The group-board group's calls (functions/src/groups/group-board). */
export const groupBoardCalls = {
  getAnnouncementList: get<{ query: QueryOf<typeof GroupAnnouncementListQuery>; reply: Page<GroupAnnouncement> }>('/api/group/get-announcement-list'),
  getAdminAnnouncementList: get<{ query: QueryOf<typeof GroupAnnouncementListQuery>; reply: Page<GroupAnnouncement> }>('/api/group/get-admin-announcement-list'),
  addAnnouncement: post<{ body: BodyOf<typeof GroupAnnouncementBody>; reply: null }>('/api/group/announcement'),
  updateAnnouncement: put<{ body: BodyOf<typeof GroupAnnouncementBody>; reply: null }>('/api/group/announcement'),
  deleteAnnouncement: del<{ query: QueryOf<typeof GroupAnnouncementIdQuery>; reply: null }>('/api/group/announcement'),
  getRankList: get<{ query: QueryOf<typeof GroupRankQuery>; reply: Page<GroupRankRow> }>('/api/get-group-rank-list'),
};
