import type {
  AddProblemFromPublicBody,
  AdminContestIdQuery,
  AdminContestProblemListQuery,
  ChangeContestVisibleQuery,
  ContestAnnouncementBody,
  ContestAnnouncementIdQuery,
  ContestAnnouncementListQuery,
  ContestProblemBody,
  ContestProblemQuery,
} from '../schemas/admin-contest.ts';
import type { AdminContestAnnouncement, AdminContestProblemList, AdminContestRow, AdminContestView, ContestEntryView } from '../schemas/admin-contest-view.ts';
import type { Page } from '../schemas/common.ts';
import type { ContestListItem } from '../schemas/contest.ts';
import type { AddProblemFromGroupQuery, GroupContestBody, GroupContestListQuery, GroupContestProblemBody, GroupContestProblemDeleteQuery } from '../schemas/group-contest.ts';
import { type BodyOf, type QueryOf, del, get, post, put } from './call.ts';

/** The group-contest group's calls (functions/src/groups/group-contest). */
export const groupContestCalls = {
  getContestList: get<{ query: QueryOf<typeof GroupContestListQuery>; reply: Page<ContestListItem> }>('/api/group/get-contest-list'),
  getAdminContestList: get<{ query: QueryOf<typeof GroupContestListQuery>; reply: Page<AdminContestRow> }>('/api/group/get-admin-contest-list'),
  getContest: get<{ query: QueryOf<typeof AdminContestIdQuery>; reply: AdminContestView }>('/api/group/contest'),
  addContest: post<{ body: BodyOf<typeof GroupContestBody>; reply: AdminContestView }>('/api/group/contest'),
  updateContest: put<{ body: BodyOf<typeof GroupContestBody>; reply: AdminContestView }>('/api/group/contest'),
  deleteContest: del<{ query: QueryOf<typeof AdminContestIdQuery>; reply: null }>('/api/group/contest'),
  changeContestVisible: put<{ query: QueryOf<typeof ChangeContestVisibleQuery>; reply: null }>('/api/group/change-contest-visible'),
  getContestProblemList: get<{ query: QueryOf<typeof AdminContestProblemListQuery>; reply: AdminContestProblemList }>('/api/group/get-contest-problem-list'),
  addProblem: post<{ body: BodyOf<typeof GroupContestProblemBody>; reply: { pid: number } }>('/api/group/contest-problem'),
  getContestProblem: get<{ query: QueryOf<typeof ContestProblemQuery>; reply: ContestEntryView }>('/api/group/contest-problem'),
  updateContestProblem: put<{ body: BodyOf<typeof ContestProblemBody>; reply: ContestEntryView }>('/api/group/contest-problem'),
  deleteContestProblem: del<{ query: QueryOf<typeof GroupContestProblemDeleteQuery>; reply: null }>('/api/group/contest-problem'),
  addProblemFromPublic: post<{ body: BodyOf<typeof AddProblemFromPublicBody>; reply: null }>('/api/group/add-contest-problem-from-public'),
  addProblemFromGroup: post<{ query: QueryOf<typeof AddProblemFromGroupQuery>; reply: null }>('/api/group/add-contest-problem-from-group'),
  getContestAnnouncementList: get<{ query: QueryOf<typeof ContestAnnouncementListQuery>; reply: Page<AdminContestAnnouncement> }>('/api/group/get-contest-announcement-list'),
  addContestAnnouncement: post<{ body: BodyOf<typeof ContestAnnouncementBody>; reply: AdminContestAnnouncement }>('/api/group/contest-announcement'),
  updateContestAnnouncement: put<{ body: BodyOf<typeof ContestAnnouncementBody>; reply: AdminContestAnnouncement }>('/api/group/contest-announcement'),
  deleteContestAnnouncement: del<{ query: QueryOf<typeof ContestAnnouncementIdQuery>; reply: null }>('/api/group/contest-announcement'),
};
