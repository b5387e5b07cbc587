/**
 * The back office's exam form as data (spec 002 sections 2.12 and 5 "Exam"): what the page edits, the defaults of
 * spec 002 section 3 "Group exam", how it comes from a saved exam and the body it sends. The checks are the API's
 * own schema (ExamFormBody), so each field's first message is the one the server would answer.
 */
import { EXAM_AUTHS } from '@oj/shared/db/items/exam';
import { EXAM_DURATION } from '@oj/shared/domain/exam';
import { ExamFormBody } from '@oj/shared/schemas/exam';
import { fromLocalInput, toLocalInput } from '../../components/local-time.ts';
import type { AdminExam, ExamBody } from './api/admin-exam-api.ts';

export type ExamAuth = (typeof EXAM_AUTHS)[keyof typeof EXAM_AUTHS];

export interface ExamForm {
  id: number | null;
  title: string;
  description: string;
  /** The local date-time pickers' values ('' until picked). */
  startTime: string;
  endTime: string;
  /** Seconds, one of DURATION_CHOICES. */
  duration: number;
  auth: ExamAuth;
  pwd: string;
  visible: boolean;
}

export type ExamField = 'title' | 'description' | 'startTime' | 'endTime' | 'duration' | 'auth' | 'pwd';

/** Half an hour to five hours in half-hour steps. */
export const DURATION_CHOICES: readonly number[] = Array.from({ length: (EXAM_DURATION.max - EXAM_DURATION.min) / EXAM_DURATION.step + 1 }, (_, i) => EXAM_DURATION.min + i * EXAM_DURATION.step);

export const EMPTY_EXAM_FORM: ExamForm = { id: null, title: '', description: '', startTime: '', endTime: '', duration: EXAM_DURATION.default, auth: EXAM_AUTHS.PUBLIC, pwd: '', visible: true };

export function formOfExam(exam: AdminExam): ExamForm {
  return {
    id: exam.id,
    title: exam.title,
    description: exam.description,
    startTime: toLocalInput(exam.startTime),
    endTime: toLocalInput(exam.endTime),
    duration: exam.duration,
    auth: exam.auth === EXAM_AUTHS.PRIVATE ? EXAM_AUTHS.PRIVATE : EXAM_AUTHS.PUBLIC,
    pwd: exam.pwd ?? '',
    visible: exam.visible,
  };
}

/** The body of POST/PUT /api/admin/homework/timed-work: times as ISO (left out until picked), no password for an open exam. */
export function examBody(f: ExamForm): ExamBody {
  const startTime = fromLocalInput(f.startTime);
  const endTime = fromLocalInput(f.endTime);
  return {
    ...(f.id ? { id: f.id } : {}),
    title: f.title,
    description: f.description,
    ...(startTime ? { startTime } : {}),
    ...(endTime ? { endTime } : {}),
    duration: f.duration,
    auth: f.auth,
    pwd: f.auth === EXAM_AUTHS.PUBLIC ? '' : f.pwd,
    visible: f.visible,
  };
}

const FIELDS: readonly PropertyKey[] = ['title', 'description', 'startTime', 'endTime', 'duration', 'auth', 'pwd'] satisfies ExamField[];
const isField = (key: PropertyKey | undefined): key is ExamField => key !== undefined && FIELDS.includes(key);

/** The API's rules checked before sending: each field's first message, in English (the catalogue's keys). */
export function checkExamForm(f: ExamForm): Partial<Record<ExamField, string>> {
  const checked = ExamFormBody.safeParse(examBody(f));
  if (checked.success) return {};
  const errors: Partial<Record<ExamField, string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
