import { ExamItem, ExamProblemItem } from '@oj/shared/db/items/exam';
import type { ProblemItem } from '@oj/shared/db/items/problem';
import { entryByDisplayId } from '@oj/shared/domain/display-id';
import { isSetAdmin } from '@oj/shared/domain/problem-set-access';
import type { ExamFormBody } from '@oj/shared/schemas/exam';
import { placementRefusal } from '../../domain/problem-sets.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { examSet } from './load-exam.ts';
import { examView } from './exam-views.ts';

/** The site's exam, read consistently: the back office manages exams outside groups (a group's in its group: group-exam). */
export async function siteExamOr404(deps: Deps, eid: number): Promise<ExamItem> {
  const exam = await deps.repos.exams.getExam(eid, true);
  if (!exam) throw notFound('The exam does not exist');
  if (exam.gid !== null) throw forbidden('This exam belongs to a group: manage it in its group');
  return exam;
}

/** The site's exam, read consistently, if the caller administers it (its creator or the super admin), else 404 or 403. */
export async function examForAdmin(deps: Deps, me: SessionUser, eid: number): Promise<ExamItem> {
  const exam = await siteExamOr404(deps, eid);
  if (!isSetAdmin(examSet(exam), me)) throw forbidden("Only the super admin and the exam's author may change this exam");
  return exam;
}

/** An exam as the back office reads it; its password only where it is edited. */
export function adminExamView(e: ExamItem, now: Date, withPassword = false) {
  return { ...examView(e, now), ...(withPassword ? { pwd: e.pwd } : {}) };
}

const formFields = (form: ExamFormBody) => {
  const { id: _id, gid: _scope, ...fields } = form;
  return fields;
};

/** Creates an exam by the form in a group (null: outside groups); the caller is its author. */
export async function addExam(deps: Deps, me: SessionUser, form: ExamFormBody, gid: number | null): Promise<ExamItem> {
  const at = deps.now().toISOString();
  const exam = ExamItem.parse({ ...formFields(form), eid: await deps.repos.exams.nextExamId(), uid: me.uid, author: me.username, gid, extraFiles: {}, gmtCreate: at, gmtModified: at });
  await deps.repos.exams.insertExam(exam);
  deps.repos.exams.allExams.clear();
  return exam;
}

/** Writes a changed exam on the condition that nobody changed it since it was read. */
const rewrite = async (deps: Deps, current: ExamItem, next: ExamItem) => {
  if (!(await deps.repos.exams.rewriteExam(current, next))) throw new AppError(409, 'The exam changed meanwhile; reload it and try again');
  deps.repos.exams.allExams.clear();
  return next;
};

/**
 * Changes an exam (read by its scope's manager check) by the form; it stays in its group. Started participants keep
 * their start; their deadline follows the new times.
 */
export async function updateExam(deps: Deps, current: ExamItem, form: ExamFormBody): Promise<ExamItem> {
  if (form.gid !== undefined && form.gid !== current.gid) throw badRequest('The exam belongs to another group');
  return rewrite(deps, current, ExamItem.parse({ ...current, ...formFields(form), gmtModified: deps.now().toISOString() }));
}

export function setExamVisible(deps: Deps, exam: ExamItem, visible: boolean) {
  return rewrite(deps, exam, { ...exam, visible, gmtModified: deps.now().toISOString() });
}

/** Adds or replaces an extra file given to the participants, or removes one (content undefined). */
export function setExtraFile(deps: Deps, exam: ExamItem, name: string, content: string | undefined) {
  if (content === undefined && !(name in exam.extraFiles)) throw notFound(`The exam has no file ${name}`);
  const { [name]: _old, ...rest } = exam.extraFiles;
  return rewrite(deps, exam, { ...exam, extraFiles: content === undefined ? rest : { ...rest, [name]: content }, gmtModified: deps.now().toISOString() });
}

/** Deletes an exam with its problems and participant rows (problem-sets.ts deleteSet). Submissions stay. */
export async function deleteExam(deps: Deps, eid: number) {
  const deleted = await deps.repos.exams.deleteExamItems(eid);
  deps.repos.exams.allExams.clear();
  if (!deleted) throw notFound('The exam does not exist');
}

/** An exam problem as the back office reads it (timedProblemMap's values). */
export function examProblemView(e: ExamProblemItem) {
  return { id: e.id, tid: e.eid, pid: e.pid, displayId: e.displayId, displayTitle: e.displayTitle, gmtCreate: e.gmtCreate };
}

/**
 * Places a problem in an exam under a display id unused there (a public problem of the site, or in a group's exam a
 * problem of that group); a problem is placed once per exam.
 */
export async function placeExamProblem(deps: Deps, exam: ExamItem, problem: ProblemItem, displayId: string, displayTitle: string): Promise<ExamProblemItem> {
  const refusal = placementRefusal('exam', problem, exam.gid);
  if (refusal) throw badRequest(refusal);
  const entries = await deps.repos.exams.examProblems(exam.eid, true);
  if (entries.some((e) => e.pid === problem.pid)) throw badRequest('The problem is already in this exam');
  const taken = () => badRequest(`The display id ${displayId} is already used in this exam`);
  if (entryByDisplayId(entries, displayId)) throw taken();
  const entry = ExamProblemItem.parse({ id: await deps.repos.exams.nextExamProblemId(), eid: exam.eid, pid: problem.pid, displayId, displayTitle, gmtCreate: deps.now().toISOString() });
  if (!(await deps.repos.exams.addExamProblem(entry))) throw taken();
  return entry;
}
