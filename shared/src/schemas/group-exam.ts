/**
 * Group exams (issue 15; spec 002 sections 2.7, 5, 6 and 7 "Exams"). The reference has no group exam block: the calls
 * are the back office's /api/admin/homework/* calls under /api/group/ with the timed-work names, taking the back
 * office's exam form (naming the group in gid), visibility, problem list, add-from-public and problem removal bodies
 * as they are (shared/src/schemas/exam.ts). Only the group's list and the add-from-group call differ.
 */
import { z } from 'zod';
import { pageQuery } from './common.ts';
import { EXAM_PAGE_SIZE, ExamDeleteQuery, ExamDisplayId, ExamProblemDeleteQuery, ExamVisibleQuery } from './exam.ts';

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const gid = positiveId('gid must be a group id');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Spec 002 names the group groupID in some exam calls and the page `page` in the members' list: read as gid and currentPage. */
const groupNames = (v: unknown) => (isRecord(v) ? { ...v, gid: v.gid ?? v.groupID, currentPage: v.currentPage ?? v.page } : v);

/** get-timed-work-list (members) and get-admin-timed-work-list (group admins): a page of the group's exams, 10 by default. */
export const GroupExamListQuery = z.preprocess(groupNames, pageQuery(EXAM_PAGE_SIZE).extend({ gid }));

/** The group a call may repeat (groupID or gid): when given it must be the exam's own. */
const repeatedGroup = { gid: z.preprocess((v) => (v === '' || v === null ? undefined : v), gid.optional()) };
/** DELETE /api/group/timed-work (id, and the group as spec 002 sends it). */
export const GroupExamDeleteQuery = z.preprocess(groupNames, ExamDeleteQuery.extend(repeatedGroup));
/** PUT /api/group/change-timed-work-visible (id, visible, and the group). */
export const GroupExamVisibleQuery = z.preprocess(groupNames, ExamVisibleQuery.extend(repeatedGroup));
/** DELETE /api/group/timed-work-problem (pid, tid, and the group): the problem leaves the exam. */
export const GroupExamProblemDeleteQuery = z.preprocess(groupNames, ExamProblemDeleteQuery.extend(repeatedGroup));

/**
 * POST /api/group/add-timed-work-problem-from-group (query string): a problem of the exam's group by its problem id,
 * shown in the exam under displayId (the problem's own id when none is given) and displayTitle (its title).
 */
export const AddExamProblemFromGroupQuery = z.object({
  problemId: z.string({ error: 'Please give the problem id of a group problem' }).trim().min(1, 'Please give the problem id of a group problem').max(100, 'The problem id is too long'),
  tid: positiveId('tid must be an exam id'),
  displayId: z.preprocess((v) => (v === '' || v === null ? undefined : v), ExamDisplayId.optional()),
  displayTitle: z.string().trim().max(255, 'The title must be at most 255 characters').nullish(),
});
