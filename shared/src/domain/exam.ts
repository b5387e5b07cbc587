/**
 * Timed exams (spec 001 2.9, sections 4 and 5): the per-user clock, who may start, read, submit and see the rank,
 * and the rank's tally. An exam is a problem set (problem-set-access.ts decides its admins and visibility); what it
 * adds is a clock per user: a participant's exam ends at the earlier of the exam's end and their start plus the
 * duration, or when they hand in. Pure: the caller passes what it read.
 */
import { JudgeStatus, ProblemType } from '../enums.ts';
import { canSeeSet, isSetAdmin, type AccessSet, type Refusal, type Viewer, type ViewerFacts } from './problem-set-access.ts';
import { isRankedVerdict } from './rank-verdicts.ts';

/** Exam submissions name their exam as cid = exam id + this offset (spec 001 section 9). */
export const EXAM_CID_OFFSET = 50_000;
/** Durations the form offers: half an hour to five hours in half-hour steps (seconds). */
export const EXAM_DURATION = { min: 1800, max: 18_000, step: 1800, default: 7200 } as const;

/** The exam's own status, and a participant's: -1 scheduled, 0 running, 1 ended (the reference's numbers). */
export const ExamStatus = { SCHEDULED: -1, RUNNING: 0, ENDED: 1 } as const;
export type ExamStatus = (typeof ExamStatus)[keyof typeof ExamStatus];

export interface ClockExam extends AccessSet {
  startTime: string;
  endTime: string;
  duration: number;
  auth: number;
}

/** A participant's start record (null fields: not started, not handed in). */
export interface StartRecord {
  startedAt: string | null;
  handedInAt: string | null;
}

export function examStatusAt(exam: Pick<ClockExam, 'startTime' | 'endTime'>, now: Date): ExamStatus {
  const t = now.getTime();
  if (t < Date.parse(exam.startTime)) return ExamStatus.SCHEDULED;
  return t < Date.parse(exam.endTime) ? ExamStatus.RUNNING : ExamStatus.ENDED;
}

/** When a participant's exam ends: the earlier of the exam's end and their start plus the duration. */
export function personalEnd(exam: Pick<ClockExam, 'endTime' | 'duration'>, startedAt: string): Date {
  return new Date(Math.min(Date.parse(exam.endTime), Date.parse(startedAt) + exam.duration * 1000));
}

/**
 * The status a participant sees: ended once handed in or past their own end, running while started, otherwise
 * the exam's own status (spec 001 section 4 "Exam status").
 */
export function participantStatus(exam: ClockExam, record: StartRecord | undefined, now: Date): ExamStatus {
  if (!record?.startedAt) return examStatusAt(exam, now);
  if (record.handedInAt || now.getTime() >= personalEnd(exam, record.startedAt).getTime()) return ExamStatus.ENDED;
  return ExamStatus.RUNNING;
}

export const EXAM_ENDED = 'The exam has ended, code cannot be submitted';
const NOT_STARTED = 'Please start the exam first';

/** For a group's exam, the viewer's standing in the group (group-access.ts groupSetFacts): its members take part, its root administers. */
export type GroupFacts = Pick<ViewerFacts, 'groupMember' | 'groupRoot'>;

/** Whether the viewer may start (register for) the exam now; the password is checked by the caller. */
export function canStartExam(exam: ClockExam, viewer: Viewer, record: StartRecord | undefined, now: Date, group: GroupFacts = {}): Refusal {
  const hidden = canSeeSet('exam', exam, viewer, { registered: false, ...group });
  if (hidden) return hidden;
  if (record?.startedAt) return 'You have already started this exam';
  const status = examStatusAt(exam, now);
  if (status === ExamStatus.SCHEDULED) return 'The exam has not started yet';
  if (status === ExamStatus.ENDED) return 'The exam has ended';
  return null;
}

/** Whether the viewer may read the exam's problems and their own submissions: its admins, and whoever has started it. */
export function canEnterExam(exam: ClockExam, viewer: Viewer | undefined, record: StartRecord | undefined, group: GroupFacts = {}): Refusal {
  if (isSetAdmin(exam, viewer, group)) return null;
  return record?.startedAt ? null : NOT_STARTED;
}

/** Whether the viewer may submit now: its admins at any time; a participant between their start and their end. */
export function canSubmitInExam(exam: ClockExam, viewer: Viewer, record: StartRecord | undefined, now: Date, group: GroupFacts = {}): Refusal {
  if (isSetAdmin(exam, viewer, group)) return null;
  if (!record?.startedAt) return NOT_STARTED;
  return participantStatus(exam, record, now) === ExamStatus.ENDED ? EXAM_ENDED : null;
}

/** The rank opens to a participant once their exam is over (handed in, or their time is up); its admins see it always. */
export function canSeeExamRank(exam: ClockExam, viewer: Viewer, record: StartRecord | undefined, now: Date, group: GroupFacts = {}): Refusal {
  if (isSetAdmin(exam, viewer, group)) return null;
  if (!record?.startedAt) return NOT_STARTED;
  return participantStatus(exam, record, now) === ExamStatus.ENDED ? null : 'The rank is available after handing in the exam';
}

/** One counted submission made in an exam, as its participant row stores it (`e<submitId>`). */
export interface ExamEntry {
  /** Problem id. */
  p: number;
  st: number;
  /** The submission's exam score (examScore). */
  sc: number;
}

export interface ExamMark {
  score: number;
  status: number;
}

export interface ExamTally {
  score: number;
  /** By problem id. */
  marks: Record<string, ExamMark>;
}

/** Full marks of an accepted ACM problem; an OI problem scores its judged score (out of its own full marks). */
export const ACM_FULL_SCORE = 100;

/** What a judged submission scores in an exam. */
export function examScore(problemType: number, status: number, score: number | null): number {
  return problemType === ProblemType.OI ? (score ?? 0) : status === JudgeStatus.ACCEPTED ? ACM_FULL_SCORE : 0;
}

/**
 * Folds a participant's entries: each problem keeps its best score (a later attempt never lowers it; among equal
 * scores the later submission's status shows), and the total is the sum of the problems' best scores.
 */
export function tallyExam(entries: Iterable<readonly [submitId: number, entry: ExamEntry]>): ExamTally {
  const marks: Record<string, ExamMark> = {};
  for (const [, e] of [...entries].sort(([a], [b]) => a - b)) {
    if (!isRankedVerdict(e.st)) continue;
    const mark = marks[e.p];
    if (!mark || e.sc >= mark.score) marks[e.p] = { score: e.sc, status: e.st };
  }
  return { score: Object.values(marks).reduce((sum, m) => sum + m.score, 0), marks };
}
