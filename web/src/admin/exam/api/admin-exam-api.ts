import type { Page } from '@oj/shared';
import type { AdminContestProblemRow } from '@oj/shared/schemas/admin-contest-view';
import type { AdminExamView, ExamFormBody, ExamInfo, ExamProblemEntry } from '@oj/shared/schemas/exam';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http, request } from '../../../lib/http.ts';
import type { ListParams } from '../../components/list-params.ts';

export type AdminExam = z.infer<typeof AdminExamView>;
export type ExamEntry = z.infer<typeof ExamProblemEntry>;
/** The exam form as sent (ExamFormBody before the server's parsing); a time not picked yet is left out. */
export type ExamBody = Omit<z.input<typeof ExamFormBody>, 'startTime' | 'endTime'> & { startTime?: string; endTime?: string };

/** Every query of these pages starts with this key, so a change can refresh them all (the list, exam and problem queries are exam-office.ts's). */
export const ADMIN_EXAM_KEY = ['admin-exam'] as const;

export const getExamList = (q: ListParams) => http.get<Page<AdminExam>>('/api/admin/homework/get-timed-work-list', { ...q });

/** The exam with its password; only its author and the super admin may read it. */
export const getExam = (tid: number) => http.get<AdminExam>('/api/admin/homework/timed-work', { tid });

export const createExam = (body: ExamBody) => http.post<AdminExam>('/api/admin/homework/timed-work', body);
export const updateExam = (body: ExamBody) => http.put<AdminExam>('/api/admin/homework/timed-work', body);
/** The super admin only: the exam goes with its problems and participant rows; submissions stay. */
export const deleteExam = (id: number) => request<null>('DELETE', '/api/admin/homework/timed-work', { query: { id } });
export const changeExamVisible = (id: number, visible: boolean) => request<null>('PUT', '/api/admin/homework/change-timed-work-visible', { query: { id, visible } });

export interface ExamProblemParams extends ListParams {
  tid: number;
  /** True: the exam's problems; false: the public problems that may be added. */
  queryExisted: boolean;
}

/** A problem as the exam's list call gives it (the contest's row without its auth and origin, with its difficulty). */
export type ExamProblemRow = Pick<AdminContestProblemRow, 'id' | 'problemId' | 'title' | 'type' | 'author'> & { difficulty: number };

/** A page of problems and, keyed by pid, the exam's entries (display id and title). */
export interface ExamProblemList {
  problemList: Page<ExamProblemRow>;
  timedProblemMap: Record<string, ExamEntry>;
}

export const getExamProblems = (q: ExamProblemParams) => http.get<ExamProblemList>('/api/admin/homework/get-problem-list', { ...q });

/** The problem shows in the exam under the display id asked, with its own title. */
export const addExamProblem = (body: { tid: number; pid: number; displayId: string }) => http.post<ExamEntry>('/api/admin/homework/add-problem-from-public', body);
/** Takes the problem out of the exam (the problem itself stays). */
export const removeExamProblem = (tid: number, pid: number) => request<null>('DELETE', '/api/admin/homework/problem', { query: { tid, pid } });

/**
 * The exam's extra files, name to content. The back office's exam read leaves them out; the exam page's info call
 * gives them to whoever may open the exam's problems, its admins included, as JSON text (null when there are none).
 */
export const getExtraFiles = async (tid: number): Promise<Record<string, string>> => {
  const info = await http.get<z.infer<typeof ExamInfo>>('/api/homework/get-timed-work-info', { tid });
  return info.extraFile ? (JSON.parse(info.extraFile) as Record<string, string>) : {};
};
export const extraFilesQuery = (tid: number) => queryOptions({ queryKey: [...ADMIN_EXAM_KEY, 'extra-files', tid], queryFn: () => getExtraFiles(tid), staleTime: 0 });

/** Adds the file or replaces the one of that name. */
export const saveExtraFile = (body: { tid: number; name: string; content: string }) => http.post<null>('/api/admin/homework/extra-file', body);
export const deleteExtraFile = (tid: number, name: string) => request<null>('DELETE', '/api/admin/homework/extra-file', { query: { tid, name } });
