import { describe, expect, test } from 'vitest';
import { adminExam } from '../../test/admin-exam.ts';
import { checkExamForm, DURATION_CHOICES, EMPTY_EXAM_FORM, examBody, formOfExam, type ExamForm } from './exam-form.ts';

const filled: ExamForm = { ...EMPTY_EXAM_FORM, title: 'Midterm', description: 'Two **hours**', startTime: '2026-11-02T08:00', endTime: '2026-11-02T12:00' };

const saved = adminExam({
  id: 7,
  title: 'Final',
  description: 'D',
  startTime: new Date('2026-12-01T09:00').toISOString(),
  endTime: new Date('2026-12-01T17:00').toISOString(),
  duration: 5400,
  pwd: 'secret',
  visible: false,
});

describe('the exam form', () => {
  test('a new form has the spec defaults: empty title and description, visible, two hours, open, no password', () => {
    expect(EMPTY_EXAM_FORM).toEqual({ id: null, title: '', description: '', startTime: '', endTime: '', duration: 7200, auth: 0, pwd: '', visible: true });
  });

  test('the durations offered: half an hour to five hours in half-hour steps', () => {
    expect(DURATION_CHOICES).toEqual([1800, 3600, 5400, 7200, 9000, 10800, 12600, 14400, 16200, 18000]);
  });

  test('each required field with the API message, the title and description ones as the spec words them', () => {
    expect(checkExamForm(EMPTY_EXAM_FORM)).toEqual({
      title: 'exam title cannot be empty',
      description: 'exam description cannot be empty',
      startTime: 'Start time is required',
      endTime: 'End time is required',
    });
    expect(checkExamForm({ ...filled, title: '   ', description: ' \n ' })).toEqual({ title: 'exam title cannot be empty', description: 'exam description cannot be empty' });
    expect(checkExamForm(filled)).toEqual({});
  });

  test('the end must come after the start', () => {
    expect(checkExamForm({ ...filled, endTime: '2026-11-02T07:00' })).toEqual({ endTime: 'The end time must be after the start time' });
    expect(checkExamForm({ ...filled, endTime: filled.startTime })).toEqual({ endTime: 'The end time must be after the start time' });
  });

  test('a private exam needs its password; an open one sends none', () => {
    expect(checkExamForm({ ...filled, auth: 1 })).toEqual({ pwd: 'Password is required' });
    expect(checkExamForm({ ...filled, auth: 1, pwd: '  ' })).toEqual({ pwd: 'Password is required' });
    expect(checkExamForm({ ...filled, auth: 1, pwd: 'pw' })).toEqual({});
    expect(examBody({ ...filled, pwd: 'left over' }).pwd).toBe('');
  });

  test('a duration off the half-hour steps is refused with the API message', () => {
    expect(checkExamForm({ ...filled, duration: 2000 }).duration).toBe('The duration must be 0.5 to 5 hours in half-hour steps (1800 to 18000 seconds)');
    expect(checkExamForm({ ...filled, duration: 19_800 }).duration).toBe('The duration must be 0.5 to 5 hours in half-hour steps (1800 to 18000 seconds)');
  });

  test('the body carries ISO times and no id for a new exam; an edited exam comes back as it was, with its id', () => {
    expect(examBody(filled)).toEqual({
      title: 'Midterm',
      description: 'Two **hours**',
      startTime: new Date('2026-11-02T08:00').toISOString(),
      endTime: new Date('2026-11-02T12:00').toISOString(),
      duration: 7200,
      auth: 0,
      pwd: '',
      visible: true,
    });
    expect(examBody(formOfExam(saved))).toEqual({
      id: 7,
      title: 'Final',
      description: 'D',
      startTime: saved.startTime,
      endTime: saved.endTime,
      duration: 5400,
      auth: 1,
      pwd: 'secret',
      visible: false,
    });
  });
});
