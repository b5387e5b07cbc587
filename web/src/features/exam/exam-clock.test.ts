import { describe, expect, test } from 'vitest';
import type { ExamDetail } from './api/exam-api.ts';
import { examDetail } from '../../test/exam-detail.ts';
import { statusAt } from '../../lib/contest-clock.ts';
import { canHandIn, examWindow, needsEntry, viewerDone, viewerStatus } from './exam-clock.ts';

const at = (iso: string) => Date.parse(iso);
const exam = (over: Partial<ExamDetail> = {}) => examDetail({ startTime: '2026-11-23T10:00:00.000Z', endTime: '2026-11-23T18:00:00.000Z', ...over });
const started = { startTime: '2026-11-23T12:00:00.000Z', endTime: null, deadline: '2026-11-23T14:00:00.000Z' };

describe('the exam clock', () => {
  test('before starting the clock is the exam window, and the entry card shows while it runs', () => {
    expect(examWindow(exam())).toEqual({ startTime: '2026-11-23T10:00:00.000Z', endTime: '2026-11-23T18:00:00.000Z', duration: 8 * 3600 });
    const entry = (e: ExamDetail, iso: string) => needsEntry(e, statusAt(e, at(iso)));
    expect(entry(exam(), '2026-11-23T09:00:00Z')).toBe(false);
    expect(entry(exam(), '2026-11-23T11:00:00Z')).toBe(true);
    expect(entry(exam(), '2026-11-23T18:00:00Z')).toBe(false);
    expect(entry(exam({ access: true }), '2026-11-23T11:00:00Z')).toBe(false);
    // Not started: never done, even once the exam itself has ended.
    expect(viewerDone(exam(), at('2026-11-23T19:00:00Z'))).toBe(false);
    expect(canHandIn(exam({ access: true }), at('2026-11-23T11:00:00Z'))).toBe(false);
  });

  test('once started the clock runs to the deadline: hand in while it runs, ended after it', () => {
    const mine = exam({ record: started, access: true });
    expect(examWindow(mine)).toEqual({ startTime: started.startTime, endTime: started.deadline, duration: 7200 });
    expect(canHandIn(mine, at('2026-11-23T13:59:59Z'))).toBe(true);
    expect(viewerDone(mine, at('2026-11-23T13:59:59Z'))).toBe(false);
    expect(viewerStatus(mine, at('2026-11-23T14:00:00Z'))).toBe(1);
    expect(viewerDone(mine, at('2026-11-23T14:00:00Z'))).toBe(true);
    expect(canHandIn(mine, at('2026-11-23T14:00:00Z'))).toBe(false);
  });

  test('handing in ends the exam of the viewer at the hand-in time', () => {
    const handed = exam({ record: { ...started, endTime: '2026-11-23T12:30:00.000Z' }, access: true });
    expect(examWindow(handed).duration).toBe(1800);
    expect(viewerStatus(handed, at('2026-11-23T12:40:00Z'))).toBe(1);
    expect(canHandIn(handed, at('2026-11-23T12:20:00Z'))).toBe(false);
    expect(viewerDone(handed, at('2026-11-23T12:20:00Z'))).toBe(true);
  });
});
