import type { AdminContestRow } from '@oj/shared/schemas/admin-contest-view';
import type { AnnouncementInput } from '../../components/announcement-list.tsx';
import type { ListParams } from '../../components/list-params.ts';
import { api } from '../../../lib/api.ts';
import { adminContestCalls } from '@oj/shared/api/admin-contest';
import { fileCalls } from '@oj/shared/api/file';

/** Every query of these pages starts with this key, so a change can refresh them all (the queries are contest-office.ts's). */
export const ADMIN_CONTEST_KEY = ['admin-contest'] as const;

export const getContestList = (q: ListParams) => api.call(adminContestCalls.getContestList, { query: { ...q } });

export const getContest = (cid: number) => api.call(adminContestCalls.getContest, { query: { cid } });

/** The contest form's body (AdminContestBody before the server's parsing). */
export type ContestBody = Record<string, unknown>;
export const createContest = (body: ContestBody) => api.call(adminContestCalls.addContest, { body: body });
export const updateContest = (body: ContestBody) => api.call(adminContestCalls.updateContest, { body: body });
export const deleteContest = (cid: number) => api.call(adminContestCalls.deleteContest, { query: { cid } });
export const cloneContest = (cid: number) => api.call(adminContestCalls.cloneContest, { query: { cid } });
export const changeContestVisible = (row: Pick<AdminContestRow, 'id' | 'uid'>, visible: boolean) =>
  api.call(adminContestCalls.changeContestVisible, { query: { cid: row.id, visible, uid: row.uid } });

export interface AcDownloadOptions {
  excludeAdmin: boolean;
  splitType: 'user' | 'problem';
}
/** The contest's accepted code as a zip, split into folders by user or by problem. */
export const downloadAcSubmissions = (cid: number, o: AcDownloadOptions) =>
  api.download(fileCalls.downloadContestACSubmission, { cid, excludeAdmin: o.excludeAdmin, splitType: o.splitType }, `contest_${cid}_ac_submissions.zip`);

export interface ProblemListParams extends ListParams {
  cid: number;
  /** Set: the public problems of this rule type that may be added; unset: the contest's own problems. */
  problemType?: number | undefined;
}

export const getContestProblemList = (q: ProblemListParams) => api.call(adminContestCalls.getProblemList, { query: { ...q } });

export const addProblemFromPublic = (body: { cid: number; pid: number; displayId: string }) => api.call(adminContestCalls.addProblemFromPublic, { body: body });
/** Takes a problem out of the contest (the problem itself stays). */
export const removeContestProblem = (cid: number, pid: number) => api.call(adminContestCalls.deleteProblem, { query: { pid, cid } });
export const setBalloonColor = (id: number, color: string | null) => api.call(adminContestCalls.setContestProblem, { body: { id, color } });

export const getAnnouncements = (cid: number, currentPage: number, limit: number) =>
  api.call(adminContestCalls.getAnnouncementList, { query: { cid, currentPage, limit } });

export const saveAnnouncement = (cid: number, announcement: AnnouncementInput) =>
  announcement.id
    ? api.call(adminContestCalls.updateAnnouncement, { body: { cid, announcement } })
    : api.call(adminContestCalls.addAnnouncement, { body: { cid, announcement } });
export const deleteAnnouncement = (aid: number) => api.call(adminContestCalls.deleteAnnouncement, { query: { aid } });
