import type { Page } from '@oj/shared';
import type { AdminContestAnnouncement, AdminContestProblemList, AdminContestRow, AdminContestView, ContestEntryView } from '@oj/shared/schemas/admin-contest-view';
import { download, http, request } from '../../../lib/http.ts';
import type { AnnouncementInput } from '../../components/announcement-list.tsx';
import type { ListParams } from '../../components/list-params.ts';

/** Every query of these pages starts with this key, so a change can refresh them all (the queries are contest-office.ts's). */
export const ADMIN_CONTEST_KEY = ['admin-contest'] as const;

export const getContestList = (q: ListParams) => http.get<Page<AdminContestRow>>('/api/admin/contest/get-contest-list', { ...q });

export const getContest = (cid: number) => http.get<AdminContestView>('/api/admin/contest', { cid });

/** The contest form's body (AdminContestBody before the server's parsing). */
export type ContestBody = Record<string, unknown>;
export const createContest = (body: ContestBody) => http.post<AdminContestView>('/api/admin/contest', body);
export const updateContest = (body: ContestBody) => http.put<AdminContestView>('/api/admin/contest', body);
export const deleteContest = (cid: number) => request<null>('DELETE', '/api/admin/contest', { query: { cid } });
export const cloneContest = (cid: number) => http.get<AdminContestView>('/api/admin/contest/clone', { cid });
export const changeContestVisible = (row: Pick<AdminContestRow, 'id' | 'uid'>, visible: boolean) =>
  request<null>('PUT', '/api/admin/contest/change-contest-visible', { query: { cid: row.id, visible, uid: row.uid } });

export interface AcDownloadOptions {
  excludeAdmin: boolean;
  splitType: 'user' | 'problem';
}
/** The contest's accepted code as a zip, split into folders by user or by problem. */
export const downloadAcSubmissions = (cid: number, o: AcDownloadOptions) =>
  download('/api/file/download-contest-ac-submission', { cid, excludeAdmin: o.excludeAdmin, splitType: o.splitType }, `contest_${cid}_ac_submissions.zip`);

export interface ProblemListParams extends ListParams {
  cid: number;
  /** Set: the public problems of this rule type that may be added; unset: the contest's own problems. */
  problemType?: number | undefined;
}

export const getContestProblemList = (q: ProblemListParams) => http.get<AdminContestProblemList>('/api/admin/contest/get-problem-list', { ...q });

export const addProblemFromPublic = (body: { cid: number; pid: number; displayId: string }) => http.post<null>('/api/admin/contest/add-problem-from-public', body);
/** Takes a problem out of the contest (the problem itself stays). */
export const removeContestProblem = (cid: number, pid: number) => request<null>('DELETE', '/api/admin/contest/problem', { query: { pid, cid } });
export const setBalloonColor = (id: number, color: string | null) => http.put<ContestEntryView>('/api/admin/contest/contest-problem', { id, color });

export const getAnnouncements = (cid: number, currentPage: number, limit: number) =>
  http.get<Page<AdminContestAnnouncement>>('/api/admin/contest/announcement', { cid, currentPage, limit });

export const saveAnnouncement = (cid: number, announcement: AnnouncementInput) =>
  announcement.id
    ? http.put<AdminContestAnnouncement>('/api/admin/contest/announcement', { cid, announcement })
    : http.post<AdminContestAnnouncement>('/api/admin/contest/announcement', { cid, announcement });
export const deleteAnnouncement = (aid: number) => request<null>('DELETE', '/api/admin/contest/announcement', { query: { aid } });
