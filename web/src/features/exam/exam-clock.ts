import { ExamStatus } from '@oj/shared/domain/exam';
import { statusAt } from '../../lib/contest-clock.ts';
import type { ExamDetail } from './api/exam-api.ts';

/**
 * The span the header's clock runs over (spec 001 section 4 "Exam status"): once the viewer has started, their own
 * (from their start to their hand-in, else to their deadline: the earlier of the exam's end and start + duration);
 * before that, the exam's.
 */
export function examWindow(exam: ExamDetail) {
  const startTime = exam.record?.startTime ?? exam.startTime;
  const endTime = exam.record ? (exam.record.endTime ?? exam.record.deadline) : exam.endTime;
  return { startTime, endTime, duration: Math.max(0, Math.round((Date.parse(endTime) - Date.parse(startTime)) / 1000)) };
}

/** The viewer's status at the clock's time: scheduled, running or ended (handed in or out of time). */
export function viewerStatus(exam: ExamDetail, now: number) {
  return statusAt(examWindow(exam), now);
}

/**
 * The viewer's own exam is over: handed in (spec 001 section 4: a record with an end time is ended, whatever the
 * local clock says), or their time is up. Submitting stops and the rank opens to them.
 */
export function viewerDone(exam: ExamDetail, now: number) {
  return exam.record !== null && (exam.record.endTime !== null || viewerStatus(exam, now) === ExamStatus.ENDED);
}

/** 'Submit exam' shows while the viewer's own exam runs. */
export function canHandIn(exam: ExamDetail, now: number) {
  return exam.record !== null && exam.record.endTime === null && viewerStatus(exam, now) === ExamStatus.RUNNING;
}

/** The entry card shows while the exam runs (its own status) and the viewer has not started (admins need no start). */
export function needsEntry(exam: ExamDetail, examStatus: ExamStatus) {
  return !exam.access && examStatus === ExamStatus.RUNNING;
}
