import { describe, expect, it } from 'vitest';
import { JudgeStatus as S } from '../enums.ts';
import { byTrainingRank, tallyTraining, type TrainingEntry } from './training-rank.ts';

const e = (p: number, st: number, t: number | null = null): TrainingEntry => ({ p, st, t });

describe('a training row tally', () => {
  it('shows the latest verdict until accepted, then stays accepted with the fastest accepted run time', () => {
    const tally = tallyTraining([
      [1, e(1000, S.WRONG_ANSWER)],
      [3, e(1000, S.ACCEPTED, 40)],
      [4, e(1000, S.WRONG_ANSWER)],
      [5, e(1000, S.ACCEPTED, 25)],
      [6, e(1000, S.ACCEPTED, 90)],
      [2, e(1001, S.TIME_LIMIT_EXCEEDED)],
      [7, e(1001, S.COMPILE_ERROR)],
    ]);
    expect(tally).toEqual({
      ac: 1,
      totalRunTime: 25,
      marks: { 1000: { status: S.ACCEPTED, runTime: 25, ac: true }, 1001: { status: S.COMPILE_ERROR, runTime: null, ac: false } },
    });
  });

  it('orders entries by submission, not by the order given', () => {
    expect(
      tallyTraining([
        [9, e(1, S.WRONG_ANSWER)],
        [8, e(1, S.ACCEPTED, 5)],
      ]).marks[1],
    ).toEqual({ status: S.ACCEPTED, runTime: 5, ac: true });
    expect(
      tallyTraining([
        [8, e(1, S.WRONG_ANSWER)],
        [9, e(1, S.RUNTIME_ERROR)],
      ]).marks[1]!.status,
    ).toBe(S.RUNTIME_ERROR);
  });

  it('leaves out what is not a final verdict (pending, judging, system error, cancelled)', () => {
    const tally = tallyTraining([
      [1, e(1, S.PENDING)],
      [2, e(2, S.JUDGING)],
      [3, e(3, S.SYSTEM_ERROR)],
      [4, e(4, S.CANCELLED)],
    ]);
    expect(tally).toEqual({ ac: 0, totalRunTime: 0, marks: {} });
  });

  it('a rejudge that takes the only AC back takes the problem off the totals', () => {
    expect(tallyTraining([[1, e(1, S.ACCEPTED, 10)]]).ac).toBe(1);
    expect(tallyTraining([[1, e(1, S.WRONG_ANSWER)]])).toEqual({ ac: 0, totalRunTime: 0, marks: { 1: { status: S.WRONG_ANSWER, runTime: null, ac: false } } });
  });

  it('ranks more solved first, then less total run time', () => {
    const rows = [
      { id: 'slow', ac: 2, totalRunTime: 90 },
      { id: 'few', ac: 1, totalRunTime: 1 },
      { id: 'fast', ac: 2, totalRunTime: 10 },
    ];
    expect(rows.sort(byTrainingRank).map((r) => r.id)).toEqual(['fast', 'slow', 'few']);
  });
});
