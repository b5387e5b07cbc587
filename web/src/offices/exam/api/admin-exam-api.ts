import type { BodyOfCall } from '@oj/shared/api/call';
import type { AdminExamView, ExamFormBody, ExamProblemEntry } from '@oj/shared/schemas/exam';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListParams } from '../../../components/list-params.ts';
import { api } from '../../../lib/api.ts';
import { adminExamCalls } from '@oj/shared/api/admin-exam';
import { examCalls } from '@oj/shared/api/exam';

export type AdminExam = z.infer<typeof AdminExamView>;
export type ExamEntry = z.infer<typeof ExamProblemEntry>;
/** The exam form as sent (ExamFormBody before the server's parsing); a time not picked yet is left out. */
export type ExamBody = Omit<z.input<typeof ExamFormBody>, 'startTime' | 'endTime'> & { startTime?: string; endTime?: string };

/** Every query of these pages starts with this key, so a change can refresh them all (the list, exam and problem queries are exam-office.ts's). */
export const ADMIN_EXAM_KEY = ['admin-exam'] as const;

export function getExamList(q: ListParams) {
  return api.call(adminExamCalls.getTimedWorkList, { query: { ...q } });
}

/** The exam with its password; only its author and the super admin may read it. */
export function getExam(tid: number) {
  return api.call(adminExamCalls.getTimedWork, { query: { tid } });
}

/** A time not picked yet is sent missing: the server's refusal names it. */
export function asExamForm(body: ExamBody) {
  return body as BodyOfCall<typeof adminExamCalls.addTimedWork>;
}
export function createExam(body: ExamBody) {
  return api.call(adminExamCalls.addTimedWork, { body: asExamForm(body) });
}
export function updateExam(body: ExamBody) {
  return api.call(adminExamCalls.updateTimedWork, { body: asExamForm(body) });
}
/** The super admin only: the exam goes with its problems and participant rows; submissions stay. */
export function deleteExam(id: number) {
  return api.call(adminExamCalls.deleteTimedWork, { query: { id } });
}
export function changeExamVisible(id: number, visible: boolean) {
  return api.call(adminExamCalls.changeTimedWorkVisible, { query: { id, visible } });
}

export interface ExamProblemParams extends ListParams {
  tid: number;
  /** True: the exam's problems; false: the public problems that may be added. */
  queryExisted: boolean;
}

import type { ExamProblemList, ExamProblemRow } from '@oj/shared/api/admin-exam';
export type { ExamProblemList, ExamProblemRow };

export function getExamProblems(q: ExamProblemParams) {
  return api.call(adminExamCalls.getProblemList, { query: { ...q } });
}

/** The problem shows in the exam under the display id asked, with its own title. */
export function addExamProblem(body: { tid: number; pid: number; displayId: string }) {
  return api.call(adminExamCalls.addProblemFromPublic, { body: body });
}
/** Takes the problem out of the exam (the problem itself stays). */
export function removeExamProblem(tid: number, pid: number) {
  return api.call(adminExamCalls.deleteProblem, { query: { tid, pid } });
}

/**
 * The exam's extra files, name to content. The back office's exam read leaves them out; the exam page's info call
 * gives them to whoever may open the exam's problems, its admins included, as JSON text (null when there are none).
 */
export async function getExtraFiles(tid: number): Promise<Record<string, string>> {
  const info = await api.call(examCalls.getTimedWorkInfo, { query: { tid } });
  return info.extraFile ? (JSON.parse(info.extraFile) as Record<string, string>) : {};
}
export function extraFilesQuery(tid: number) {
  return queryOptions({ queryKey: [...ADMIN_EXAM_KEY, 'extra-files', tid], queryFn: () => getExtraFiles(tid), staleTime: 0 });
}

/** Adds the file or replaces the one of that name. */
export function saveExtraFile(body: { tid: number; name: string; content: string }) {
  return api.call(adminExamCalls.addExtraFile, { body: body });
}
export function deleteExtraFile(tid: number, name: string) {
  return api.call(adminExamCalls.deleteExtraFile, { query: { tid, name } });
}
