import { ProblemAuth, type Page, type RemoteOj, type UserInfo } from '@oj/shared';
import type { AdminContestAnnouncement, AdminContestProblemList, AdminContestRow, AdminContestView, ContestEntryView } from '@oj/shared/schemas/admin-contest-view';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { isSuperAdmin } from '../../../lib/session.ts';
import type { AnnouncementInput } from '../../../components/announcement-list.tsx';
import type { ListParams } from '../../../components/list-params.ts';
import { isProblemEditor } from '../../components/problem-set.ts';
import { changeProblemAuth, type ProblemBank, groupProblemBank, SITE_BANK } from '../../problem/api/admin-problem-api.ts';
import { CONTEST_CREATE_PATH, CONTEST_LIST_PATH, contestAnnouncementsPath, contestEditPath, contestProblemCreatePath, contestProblemEditPath, contestProblemsPath } from '../paths.ts';
import * as site from './admin-contest-api.ts';
import { api } from '../../../lib/api.ts';
import { adminContestCalls } from '@oj/shared/api/admin-contest';
import { groupContestCalls } from '@oj/shared/api/group-contest';

/** Where the contest pages lead: the list, the form of a new contest, and one contest's form, problems and announcements. */
export interface ContestOfficePaths {
  list: string;
  create: string;
  edit: (cid: number) => string;
  problems: (cid: number) => string;
  announcements: (cid: number) => string;
  /** The form of a new problem made inside the contest. */
  createProblem: (cid: number) => string;
  /** The form of one of the contest's problems (the back office). */
  editProblem?: ((cid: number, pid: number) => string) | undefined;
}

/**
 * Where contests are managed (ARCHITECTURE.md: a group is a scope, not a copy): the back office (every contest outside
 * groups, /api/admin/contest/...) or one group's contests (spec 002 2.6, /api/group/... with its gid). The list, the
 * form, the problem list and the announcement list take it from ContestOfficeContext; the server checks every call.
 */
export interface ContestOffice {
  /** The group, or null for the back office. */
  gid: number | null;
  /** Every query of this office starts with it. */
  key: readonly unknown[];
  paths: ContestOfficePaths;
  /** Whether the list has a keyword search (the group's list has none). */
  searchable: boolean;
  list: (q: ListParams) => Promise<Page<AdminContestRow>>;
  get: (cid: number) => Promise<AdminContestView>;
  create: (body: site.ContestBody) => Promise<AdminContestView>;
  update: (body: site.ContestBody) => Promise<AdminContestView>;
  remove: (cid: number) => Promise<unknown>;
  changeVisible: (row: Pick<AdminContestRow, 'id' | 'uid'>, visible: boolean) => Promise<unknown>;
  /** A hidden copy of the contest (the back office only). */
  clone?: ((cid: number) => Promise<AdminContestView>) | undefined;
  /** Who manages a contest (edit, problems, announcements, download, visibility) and who deletes it. */
  rights: (row: Pick<AdminContestRow, 'uid'>, user: UserInfo | null) => { manage: boolean; remove: boolean };
  /** Who may take problems out of a contest and set their balloon colours. */
  editsProblems: (user: UserInfo | null) => boolean;
  problems: (q: site.ProblemListParams) => Promise<AdminContestProblemList>;
  addFromPublic: (body: { cid: number; pid: number; displayId: string }) => Promise<unknown>;
  /** A problem of the group by its problem id (a group only). */
  addFromGroup?: ((body: { cid: number; problemId: string; displayId: string }) => Promise<unknown>) | undefined;
  /** A problem imported from a remote judge under its display id (the back office only). */
  importRemote?: ((body: { cid: number; name: RemoteOj; problemId: string; displayId: string }) => Promise<unknown>) | undefined;
  removeProblem: (cid: number, pid: number) => Promise<unknown>;
  /**
   * The problem form's bank for a problem made in the contest (placed under `displayId`: a contest problem, never
   * public before the contest ends) or changed from its problem page.
   */
  problemBank: (cid: number, displayId?: string) => ProblemBank;
  /** Makes a contest problem public in the problem bank, once its contests have ended (the back office only). */
  publish?: ((pid: number) => Promise<unknown>) | undefined;
  setBalloonColor: (id: number, color: string | null) => Promise<ContestEntryView>;
  announcements: (cid: number, currentPage: number, limit: number) => Promise<Page<AdminContestAnnouncement>>;
  saveAnnouncement: (cid: number, announcement: AnnouncementInput) => Promise<AdminContestAnnouncement>;
  removeAnnouncement: (aid: number, cid: number) => Promise<unknown>;
}

export const SITE_CONTEST_OFFICE: ContestOffice = {
  gid: null,
  key: site.ADMIN_CONTEST_KEY,
  paths: {
    list: CONTEST_LIST_PATH,
    create: CONTEST_CREATE_PATH,
    edit: contestEditPath,
    problems: contestProblemsPath,
    announcements: contestAnnouncementsPath,
    createProblem: contestProblemCreatePath,
    editProblem: contestProblemEditPath,
  },
  searchable: true,
  list: site.getContestList,
  get: site.getContest,
  create: site.createContest,
  update: site.updateContest,
  remove: site.deleteContest,
  changeVisible: site.changeContestVisible,
  clone: site.cloneContest,
  rights: (row, user) => ({ manage: isSuperAdmin(user) || user?.uid === row.uid, remove: isSuperAdmin(user) }),
  editsProblems: isProblemEditor,
  problems: site.getContestProblemList,
  addFromPublic: site.addProblemFromPublic,
  importRemote: site.importRemoteContestProblem,
  removeProblem: site.removeContestProblem,
  problemBank: (cid, displayId) => ({
    ...SITE_BANK,
    key: site.ADMIN_CONTEST_KEY,
    contestProblem: true,
    create: (body) => api.call(adminContestCalls.addProblem, { body: { ...body, cid, displayId } }),
    update: (body) => api.call(adminContestCalls.updateProblem, { body: body }),
  }),
  publish: (pid) => changeProblemAuth(pid, ProblemAuth.PUBLIC),
  setBalloonColor: site.setBalloonColor,
  announcements: site.getAnnouncements,
  saveAnnouncement: site.saveAnnouncement,
  removeAnnouncement: site.deleteAnnouncement,
};

/** The group's Contest tab keeps its view in the query string (admin table, form, problems, announcements). */
export function groupContestPaths(tabPath: string): ContestOfficePaths {
  return {
    list: `${tabPath}?admin=1`,
    create: `${tabPath}?create=1`,
    edit: (cid) => `${tabPath}?edit=${cid}`,
    problems: (cid) => `${tabPath}?problems=${cid}`,
    announcements: (cid) => `${tabPath}?announcements=${cid}`,
    createProblem: (cid) => `${tabPath}?problems=${cid}&newProblem=1`,
  };
}

export interface GroupOfficeScope {
  gid: number;
  /** The viewer is the group's root (its owner and a super admin count): they manage and delete every contest of the group. */
  root: boolean;
  /** The Contest tab's address. */
  tabPath: string;
}

/**
 * One group's contests through the group calls (spec 002 2.6; reference GroupContestController). Spec 002 6: the
 * visibility switch, edit, problem list, announcements, download and delete belong to the group root and the
 * contest's creator; the server decides each call by the same rule.
 */
export function groupContestOffice({ gid, root, tabPath }: GroupOfficeScope): ContestOffice {
  const manages = (row: Pick<AdminContestRow, 'uid'>, user: UserInfo | null) => root || (!!user && user.uid === row.uid);
  const key = [...site.ADMIN_CONTEST_KEY, 'group', gid];
  return {
    gid,
    key,
    paths: groupContestPaths(tabPath),
    searchable: false,
    list: (q) => api.call(groupContestCalls.getAdminContestList, { query: { currentPage: q.currentPage, limit: q.limit, gid } }),
    get: (cid) => api.call(groupContestCalls.getContest, { query: { cid } }),
    create: (body) => api.call(groupContestCalls.addContest, { body: { ...body, gid } }),
    update: (body) => api.call(groupContestCalls.updateContest, { body: { ...body, gid } }),
    remove: (cid) => api.call(groupContestCalls.deleteContest, { query: { cid } }),
    changeVisible: (row, visible) => api.call(groupContestCalls.changeContestVisible, { query: { cid: row.id, visible } }),
    rights: (row, user) => ({ manage: manages(row, user), remove: manages(row, user) }),
    // the problem calls of a group contest are its managers', whom the list already limits to
    editsProblems: () => true,
    problems: (q) => api.call(groupContestCalls.getContestProblemList, { query: { ...q } }),
    addFromPublic: (body) => api.call(groupContestCalls.addProblemFromPublic, { body: body }),
    addFromGroup: ({ cid, problemId, displayId }) => api.call(groupContestCalls.addProblemFromGroup, { query: { problemId, cid, displayId } }),
    removeProblem: (cid, pid) => api.call(groupContestCalls.deleteContestProblem, { query: { pid, cid } }),
    problemBank: (cid, displayId) => ({
      ...groupProblemBank(gid),
      key,
      contestProblem: true,
      create: (body) => api.call(groupContestCalls.addProblem, { body: { ...body, gid, problem: { ...body.problem, gid }, cid, displayId } }),
    }),
    setBalloonColor: (id, color) => api.call(groupContestCalls.updateContestProblem, { body: { id, color } }),
    announcements: (cid, currentPage, limit) => api.call(groupContestCalls.getContestAnnouncementList, { query: { cid, currentPage, limit } }),
    saveAnnouncement: (cid, announcement) =>
      announcement.id ? api.call(groupContestCalls.updateContestAnnouncement, { body: { cid, announcement } }) : api.call(groupContestCalls.addContestAnnouncement, { body: { cid, announcement } }),
    removeAnnouncement: (aid, cid) => api.call(groupContestCalls.deleteContestAnnouncement, { query: { aid, cid } }),
  };
}

export const ContestOfficeContext = createContext<ContestOffice>(SITE_CONTEST_OFFICE);
export function useContestOffice() {
  return useContext(ContestOfficeContext);
}

export function officeListQuery(office: ContestOffice, q: ListParams) {
  return queryOptions({ queryKey: [...office.key, 'list', q], queryFn: () => office.list(q), placeholderData: keepPreviousData });
}
/** Always read fresh: the form edits what the server holds now. */
export function officeContestQuery(office: ContestOffice, cid: number) {
  return queryOptions({ queryKey: [...office.key, 'contest', cid], queryFn: () => office.get(cid), staleTime: 0 });
}
export function officeProblemsQuery(office: ContestOffice, q: site.ProblemListParams) {
  return queryOptions({ queryKey: [...office.key, 'problems', q], queryFn: () => office.problems(q), placeholderData: keepPreviousData });
}
export function officeAnnouncementsQuery(office: ContestOffice, cid: number, currentPage: number, limit: number) {
  return queryOptions({
    queryKey: [...office.key, 'announcements', cid, currentPage, limit],
    queryFn: () => office.announcements(cid, currentPage, limit),
    placeholderData: keepPreviousData,
  });
}
