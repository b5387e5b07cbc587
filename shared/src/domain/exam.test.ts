import { describe, expect, it } from 'vitest';
import { JudgeStatus as S } from '../enums.ts';
import { canSubmitInExam, examScore, ExamStatus, participantStatus, personalEnd, tallyExam } from './exam.ts';

const exam = { uid: 'author', visible: true, gid: null, startTime: '2026-01-01T08:00:00.000Z', endTime: '2026-01-01T10:00:00.000Z', duration: 3600, auth: 0 };
const learner = { uid: 'u1', username: 'ann', roleId: 1002 };
const at = (time: string) => new Date(`2026-01-01T${time}:00.000Z`);

describe('the exam clock', () => {
  it('ends at the earlier of the exam end and the start plus the duration', () => {
    expect(personalEnd(exam, at('08:30').toISOString())).toEqual(at('09:30'));
    expect(personalEnd(exam, at('09:40').toISOString())).toEqual(at('10:00'));
  });

  it('a participant runs until their end or their hand-in; submitting needs a running clock', () => {
    const record = { startedAt: at('09:40').toISOString(), handedInAt: null };
    expect(participantStatus(exam, record, at('09:59'))).toBe(ExamStatus.RUNNING);
    expect(participantStatus(exam, record, at('10:00'))).toBe(ExamStatus.ENDED);
    expect(participantStatus(exam, { ...record, handedInAt: at('09:45').toISOString() }, at('09:50'))).toBe(ExamStatus.ENDED);
    expect(participantStatus(exam, undefined, at('07:00'))).toBe(ExamStatus.SCHEDULED);
    expect(canSubmitInExam(exam, learner, record, at('09:50'))).toBeNull();
    expect(canSubmitInExam(exam, learner, record, at('10:01'))).toBe('The exam has ended, code cannot be submitted');
    expect(canSubmitInExam(exam, learner, undefined, at('09:00'))).toBe('Please start the exam first');
    expect(canSubmitInExam(exam, { ...learner, uid: 'author' }, undefined, at('11:00'))).toBeNull();
  });
});

describe('the exam tally', () => {
  it('keeps each problem best score (later equal scores show their status) and ignores unfinished verdicts', () => {
    const tally = tallyExam([
      [1, { p: 10, st: S.PARTIAL_ACCEPTED, sc: 40 }],
      [2, { p: 10, st: S.WRONG_ANSWER, sc: 0 }],
      [3, { p: 11, st: S.ACCEPTED, sc: 100 }],
      [4, { p: 12, st: S.PENDING, sc: 0 }],
      [5, { p: 10, st: S.PARTIAL_ACCEPTED, sc: 40 }],
    ]);
    expect(tally).toEqual({ score: 140, marks: { 10: { score: 40, status: S.PARTIAL_ACCEPTED }, 11: { score: 100, status: S.ACCEPTED } } });
  });

  it('scores an accepted ACM problem 100 and an OI problem its judged score', () => {
    expect(examScore(0, S.ACCEPTED, null)).toBe(100);
    expect(examScore(0, S.WRONG_ANSWER, null)).toBe(0);
    expect(examScore(1, S.PARTIAL_ACCEPTED, 35)).toBe(35);
  });
});
