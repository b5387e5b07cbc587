import type { RemoteOj } from '@oj/shared';
import type { AdminContestRow } from '@oj/shared/schemas/admin-contest-view';
import type { AnnouncementInput } from '../../../components/announcement-list.tsx';
import type { ListParams } from '../../../components/list-params.ts';
import { api } from '../../../lib/api.ts';
import { adminContestCalls } from '@oj/shared/api/admin-contest';
import { fileCalls } from '@oj/shared/api/file';

/** Every query of these pages starts with this key, so a change can refresh them all (the queries are contest-office.ts's). */
export const ADMIN_CONTEST_KEY = ['admin-contest'] as const;

export function getContestList(q: ListParams) {
  return api.call(adminContestCalls.getContestList, { query: { ...q } });
}

export function getContest(cid: number) {
  return api.call(adminContestCalls.getContest, { query: { cid } });
}

/** The contest form's body (AdminContestBody before the server's parsing). */
export type ContestBody = Record<string, unknown>;
export function createContest(body: ContestBody) {
  return api.call(adminContestCalls.addContest, { body: body });
}
export function updateContest(body: ContestBody) {
  return api.call(adminContestCalls.updateContest, { body: body });
}
export function deleteContest(cid: number) {
  return api.call(adminContestCalls.deleteContest, { query: { cid } });
}
export function cloneContest(cid: number) {
  return api.call(adminContestCalls.cloneContest, { query: { cid } });
}
export function changeContestVisible(row: Pick<AdminContestRow, 'id' | 'uid'>, visible: boolean) {
  return api.call(adminContestCalls.changeContestVisible, { query: { cid: row.id, visible, uid: row.uid } });
}

export interface AcDownloadOptions {
  excludeAdmin: boolean;
  splitType: 'user' | 'problem';
}
/** The contest's accepted code as a zip, split into folders by user or by problem. */
export function downloadAcSubmissions(cid: number, o: AcDownloadOptions) {
  return api.download(fileCalls.downloadContestACSubmission, { cid, excludeAdmin: o.excludeAdmin, splitType: o.splitType }, `contest_${cid}_ac_submissions.zip`);
}

export interface ProblemListParams extends ListParams {
  cid: number;
  /** Set: the public problems of this rule type that may be added; unset: the contest's own problems. */
  problemType?: number | undefined;
}

export function getContestProblemList(q: ProblemListParams) {
  return api.call(adminContestCalls.getProblemList, { query: { ...q } });
}

export function addProblemFromPublic(body: { cid: number; pid: number; displayId: string }) {
  return api.call(adminContestCalls.addProblemFromPublic, { body: body });
}
/** Imports a problem from a remote judge straight into the contest under its display id (silent: the import dialog shows the refusal). */
export function importRemoteContestProblem(body: { cid: number; name: RemoteOj; problemId: string; displayId: string }) {
  return api.call(adminContestCalls.importContestRemoteOJProblem, { query: { ...body, cid: String(body.cid) }, silent: true });
}
/** Takes a problem out of the contest (the problem itself stays). */
export function removeContestProblem(cid: number, pid: number) {
  return api.call(adminContestCalls.deleteProblem, { query: { pid, cid } });
}
export function setBalloonColor(id: number, color: string | null) {
  return api.call(adminContestCalls.setContestProblem, { body: { id, color } });
}

export function getAnnouncements(cid: number, currentPage: number, limit: number) {
  return api.call(adminContestCalls.getAnnouncementList, { query: { cid, currentPage, limit } });
}

export function saveAnnouncement(cid: number, announcement: AnnouncementInput) {
  return announcement.id ? api.call(adminContestCalls.updateAnnouncement, { body: { cid, announcement } }) : api.call(adminContestCalls.addAnnouncement, { body: { cid, announcement } });
}
export function deleteAnnouncement(aid: number) {
  return api.call(adminContestCalls.deleteAnnouncement, { query: { aid } });
}
