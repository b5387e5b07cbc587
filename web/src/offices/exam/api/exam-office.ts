import type { Page, UserInfo } from '@oj/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { isSuperAdmin } from '../../../lib/session.ts';
import type { ListParams } from '../../../components/list-params.ts';
import { EXAM_CREATE_PATH, EXAM_LIST_PATH, examEditPath, examProblemsPath } from '../paths.ts';
import * as site from './admin-exam-api.ts';
import { api } from '../../../lib/api.ts';
import { groupExamCalls } from '@oj/shared/api/group-exam';

/** Where the exam pages lead: the list, the form of a new exam, and one exam's form and problems. */
export interface ExamOfficePaths {
  list: string;
  create: string;
  edit: (tid: number) => string;
  problems: (tid: number) => string;
}

/**
 * Where exams are managed (ARCHITECTURE.md: a group is a scope, not a copy): the back office (every exam outside
 * groups, /api/admin/homework/...) or one group's exams (spec 002 2.7, the same calls under /api/group/ with the
 * timed-work names and the group's gid). The list, the form and the problem list take it from ExamOfficeContext; the
 * server checks every call.
 */
export interface ExamOffice {
  /** The group, or null for the back office. */
  gid: number | null;
  /** Every query of this office starts with it. */
  key: readonly unknown[];
  paths: ExamOfficePaths;
  /** Whether the list has a keyword search (the group's list has none). */
  searchable: boolean;
  list: (q: ListParams) => Promise<Page<site.AdminExam>>;
  get: (tid: number) => Promise<site.AdminExam>;
  create: (body: site.ExamBody) => Promise<site.AdminExam>;
  update: (body: site.ExamBody) => Promise<site.AdminExam>;
  remove: (id: number) => Promise<unknown>;
  changeVisible: (id: number, visible: boolean) => Promise<unknown>;
  /** Who manages an exam (edit, problems, visibility) and who deletes it. */
  rights: (row: Pick<site.AdminExam, 'uid'>, user: UserInfo | null) => { manage: boolean; remove: boolean };
  problems: (q: site.ExamProblemParams) => Promise<site.ExamProblemList>;
  addFromPublic: (body: { tid: number; pid: number; displayId: string }) => Promise<unknown>;
  /** A problem of the group by its problem id, under the display id given or its own (a group only). */
  addFromGroup?: ((body: { tid: number; problemId: string; displayId: string }) => Promise<unknown>) | undefined;
  removeProblem: (tid: number, pid: number) => Promise<unknown>;
  /** The exam's extra files: one added or replaced by name, one deleted (read through the exam's info call). */
  saveExtraFile: (body: { tid: number; name: string; content: string }) => Promise<unknown>;
  deleteExtraFile: (tid: number, name: string) => Promise<unknown>;
}

export const SITE_EXAM_OFFICE: ExamOffice = {
  gid: null,
  key: site.ADMIN_EXAM_KEY,
  paths: { list: EXAM_LIST_PATH, create: EXAM_CREATE_PATH, edit: examEditPath, problems: examProblemsPath },
  searchable: true,
  list: site.getExamList,
  get: site.getExam,
  create: site.createExam,
  update: site.updateExam,
  remove: site.deleteExam,
  changeVisible: site.changeExamVisible,
  rights: (row, user) => ({ manage: isSuperAdmin(user) || user?.uid === row.uid, remove: isSuperAdmin(user) }),
  problems: site.getExamProblems,
  addFromPublic: site.addExamProblem,
  removeProblem: site.removeExamProblem,
  saveExtraFile: site.saveExtraFile,
  deleteExtraFile: site.deleteExtraFile,
};

/** The group's Exam tab keeps its view in the query string (admin table, form, problems). */
export function groupExamPaths(tabPath: string): ExamOfficePaths {
  return {
    list: `${tabPath}?admin=1`,
    create: `${tabPath}?create=1`,
    edit: (tid) => `${tabPath}?edit=${tid}`,
    problems: (tid) => `${tabPath}?problems=${tid}`,
  };
}

/**
 * One group's exams through the group calls (B4: /api/group/get-admin-timed-work-list, timed-work, ...). Spec 002 6:
 * edit, problems and visibility belong to the group root and the exam's author, delete to the group root only; the
 * server decides each call by the same rule.
 */
export function groupExamOffice({ gid, root, tabPath }: { gid: number; root: boolean; tabPath: string }): ExamOffice {
  return {
    gid,
    key: [...site.ADMIN_EXAM_KEY, 'group', gid],
    paths: groupExamPaths(tabPath),
    searchable: false,
    list: (q) => api.call(groupExamCalls.getAdminTimedWorkList, { query: { currentPage: q.currentPage, limit: q.limit, gid } }),
    get: (tid) => api.call(groupExamCalls.getTimedWork, { query: { tid } }),
    create: (body) => api.call(groupExamCalls.addTimedWork, { body: site.asExamForm({ ...body, gid }) }),
    update: (body) => api.call(groupExamCalls.updateTimedWork, { body: site.asExamForm({ ...body, gid }) }),
    remove: (id) => api.call(groupExamCalls.deleteTimedWork, { query: { id, gid } }),
    changeVisible: (id, visible) => api.call(groupExamCalls.changeTimedWorkVisible, { query: { id, visible, gid } }),
    rights: (row, user) => ({ manage: root || (!!user && user.uid === row.uid), remove: root }),
    problems: (q) => api.call(groupExamCalls.getTimedWorkProblemList, { query: { ...q } }),
    addFromPublic: (body) => api.call(groupExamCalls.addTimedWorkProblemFromPublic, { body: body }),
    addFromGroup: ({ tid, problemId, displayId }) => api.call(groupExamCalls.addTimedWorkProblemFromGroup, { query: { problemId, tid, ...(displayId ? { displayId } : {}) } }),
    removeProblem: (tid, pid) => api.call(groupExamCalls.deleteTimedWorkProblem, { query: { tid, pid, gid } }),
    saveExtraFile: (body) => api.call(groupExamCalls.addTimedWorkExtraFile, { body: body }),
    deleteExtraFile: (tid, name) => api.call(groupExamCalls.deleteTimedWorkExtraFile, { query: { tid, name } }),
  };
}

export const ExamOfficeContext = createContext<ExamOffice>(SITE_EXAM_OFFICE);
export function useExamOffice() {
  return useContext(ExamOfficeContext);
}

export function officeExamListQuery(office: ExamOffice, q: ListParams) {
  return queryOptions({ queryKey: [...office.key, 'list', q], queryFn: () => office.list(q), placeholderData: keepPreviousData });
}
/** Always read fresh: the form edits what the server holds now. */
export function officeExamQuery(office: ExamOffice, tid: number) {
  return queryOptions({ queryKey: [...office.key, 'exam', tid], queryFn: () => office.get(tid), staleTime: 0 });
}
export function officeExamProblemsQuery(office: ExamOffice, q: site.ExamProblemParams) {
  return queryOptions({ queryKey: [...office.key, 'problems', q], queryFn: () => office.problems(q), placeholderData: keepPreviousData });
}
