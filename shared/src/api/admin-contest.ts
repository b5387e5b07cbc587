import type {
  AddProblemFromPublicBody,
  AdminContestBody,
  AdminContestIdQuery,
  AdminContestListQuery,
  AdminContestProblemListQuery,
  ChangeContestVisibleQuery,
  ContestAnnouncementBody,
  ContestAnnouncementIdQuery,
  ContestAnnouncementListQuery,
  ContestPlacement,
  ContestProblemBody,
  ContestProblemDeleteQuery,
  ContestProblemQuery,
  RemoteProblemImportQuery,
} from '../schemas/admin-contest.ts';
import type { AdminContestAnnouncement, AdminContestProblemList, AdminContestRow, AdminContestView, ContestEntryView } from '../schemas/admin-contest-view.ts';
import type { AdminProblemBody } from '../schemas/admin-problem.ts';
import type { AdminProblemView } from '../schemas/admin-problem-view.ts';
import type { Page } from '../schemas/common.ts';
import type { RemoteImportResult } from '../schemas/problem-exchange.ts';
import type { PidQuery } from '../schemas/problem.ts';
import { type BodyOf, type QueryOf, del, get, post, put } from './call.ts';

/** The admin-contest group's calls (functions/src/groups/admin-contest). */
export const adminContestCalls = {
  getContestList: get<{ query: QueryOf<typeof AdminContestListQuery>; reply: Page<AdminContestRow> }>('/api/admin/contest/get-contest-list'),
  getContest: get<{ query: QueryOf<typeof AdminContestIdQuery>; reply: AdminContestView }>('/api/admin/contest'),
  addContest: post<{ body: BodyOf<typeof AdminContestBody>; reply: AdminContestView }>('/api/admin/contest'),
  updateContest: put<{ body: BodyOf<typeof AdminContestBody>; reply: AdminContestView }>('/api/admin/contest'),
  deleteContest: del<{ query: QueryOf<typeof AdminContestIdQuery>; reply: null }>('/api/admin/contest'),
  cloneContest: get<{ query: QueryOf<typeof AdminContestIdQuery>; reply: AdminContestView }>('/api/admin/contest/clone'),
  changeContestVisible: put<{ query: QueryOf<typeof ChangeContestVisibleQuery>; reply: null }>('/api/admin/contest/change-contest-visible'),
  getProblemList: get<{ query: QueryOf<typeof AdminContestProblemListQuery>; reply: AdminContestProblemList }>('/api/admin/contest/get-problem-list'),
  getProblem: get<{ query: QueryOf<typeof PidQuery>; reply: AdminProblemView }>('/api/admin/contest/problem'),
  addProblem: post<{ body: BodyOf<typeof AdminProblemBody> & BodyOf<typeof ContestPlacement>; reply: { pid: number } }>('/api/admin/contest/problem'),
  updateProblem: put<{ body: BodyOf<typeof AdminProblemBody>; reply: null }>('/api/admin/contest/problem'),
  deleteProblem: del<{ query: QueryOf<typeof ContestProblemDeleteQuery>; reply: null }>('/api/admin/contest/problem'),
  getContestProblem: get<{ query: QueryOf<typeof ContestProblemQuery>; reply: ContestEntryView }>('/api/admin/contest/contest-problem'),
  setContestProblem: put<{ body: BodyOf<typeof ContestProblemBody>; reply: ContestEntryView }>('/api/admin/contest/contest-problem'),
  addProblemFromPublic: post<{ body: BodyOf<typeof AddProblemFromPublicBody>; reply: null }>('/api/admin/contest/add-problem-from-public'),
  // Fetched from the site (functions/src/services/problem/import-remote-problem.ts), then placed as add-problem-from-public does.
  importContestRemoteOJProblem: get<{ query: QueryOf<typeof RemoteProblemImportQuery>; reply: RemoteImportResult }>('/api/admin/contest/import-remote-oj-problem'),
  getAnnouncementList: get<{ query: QueryOf<typeof ContestAnnouncementListQuery>; reply: Page<AdminContestAnnouncement> }>('/api/admin/contest/announcement'),
  addAnnouncement: post<{ body: BodyOf<typeof ContestAnnouncementBody>; reply: AdminContestAnnouncement }>('/api/admin/contest/announcement'),
  updateAnnouncement: put<{ body: BodyOf<typeof ContestAnnouncementBody>; reply: AdminContestAnnouncement }>('/api/admin/contest/announcement'),
  deleteAnnouncement: del<{ query: QueryOf<typeof ContestAnnouncementIdQuery>; reply: null }>('/api/admin/contest/announcement'),
};
