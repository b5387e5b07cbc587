import { describe, expect, it } from 'vitest';
import { JudgeStatus as S, ProblemType } from '../enums.ts';
import { earnedScore, finalStatus, oiRankScore, summarizeSubtasks, totalScore, type JudgedCase } from './scoring.ts';

const c = (status: S, score: number, groupNum = 1): JudgedCase => ({ status, score, groupNum });

describe('earnedScore', () => {
  it.each([
    [10, S.ACCEPTED, undefined, 10],
    [10, S.WRONG_ANSWER, undefined, 0],
    [10, S.PARTIAL_ACCEPTED, 0.55, 5],
    [7, S.PARTIAL_ACCEPTED, 0.5, 3],
    [10, S.PARTIAL_ACCEPTED, 1.5, 10],
    [10, S.TIME_LIMIT_EXCEEDED, undefined, 0],
  ] as const)('a %i-point case, %i with fraction %s, earns %i', (score, status, fraction, expected) => expect(earnedScore(score, status, fraction)).toBe(expected));
});

describe('totalScore', () => {
  const cases = [c(S.ACCEPTED, 10, 1), c(S.WRONG_ANSWER, 0, 1), c(S.ACCEPTED, 20, 2), c(S.PARTIAL_ACCEPTED, 10, 2), c(S.ACCEPTED, 30, 3)];
  it.each([
    ['default', 70],
    ['ergodic_without_error', 70],
    ['subtask_lowest', 0 + 10 + 30],
    ['subtask_average', 5 + 15 + 30],
  ] as const)('%s mode', (mode, expected) => expect(totalScore(mode, cases, 100)).toBe(expected));

  it('caps the total at the full score', () => {
    expect(totalScore('default', [c(S.ACCEPTED, 60), c(S.ACCEPTED, 60)], 100)).toBe(100);
  });

  it('rounds a group average half up', () => {
    expect(totalScore('subtask_average', [c(S.ACCEPTED, 5), c(S.WRONG_ANSWER, 0)], 100)).toBe(3);
  });
});

describe('finalStatus', () => {
  it.each([
    ['all accepted', ProblemType.OI, [c(S.ACCEPTED, 10), c(S.ACCEPTED, 10)], S.ACCEPTED],
    ['ACM takes the first failure', ProblemType.ACM, [c(S.ACCEPTED, 0), c(S.TIME_LIMIT_EXCEEDED, 0), c(S.WRONG_ANSWER, 0)], S.TIME_LIMIT_EXCEEDED],
    ['OI with some points', ProblemType.OI, [c(S.ACCEPTED, 10), c(S.WRONG_ANSWER, 0)], S.PARTIAL_ACCEPTED],
    ['OI with partial credit only', ProblemType.OI, [c(S.PARTIAL_ACCEPTED, 5), c(S.WRONG_ANSWER, 0)], S.PARTIAL_ACCEPTED],
    ['OI with nothing earned', ProblemType.OI, [c(S.RUNTIME_ERROR, 0), c(S.WRONG_ANSWER, 0)], S.RUNTIME_ERROR],
    ['cancelled cases after a failure', ProblemType.ACM, [c(S.WRONG_ANSWER, 0), c(S.CANCELLED, 0)], S.WRONG_ANSWER],
  ] as const)('%s', (_, type, cases, expected) => expect(finalStatus(type, cases)).toBe(expected));
});

describe('oiRankScore', () => {
  it.each([
    [100, 100, 0, 10],
    [100, 100, 2, 14],
    [50, 100, 1, 6],
    [0, 100, 2, 0],
    [35, 70, 1, 5],
  ] as const)('score %i of %i at difficulty %i is %i', (score, full, difficulty, expected) => expect(oiRankScore(score, full, difficulty)).toBe(expected));
});

describe('summarizeSubtasks', () => {
  it('reports each group with its score, counts and maxima', () => {
    const cases = [
      { ...c(S.ACCEPTED, 10, 2), time: 5, memory: 100 },
      { ...c(S.ACCEPTED, 10, 1), time: 3, memory: 50 },
      { ...c(S.WRONG_ANSWER, 0, 1), time: 9, memory: 70 },
    ];
    const rows = summarizeSubtasks('subtask_lowest', cases).map(({ subtaskDetailList, ...row }) => ({
      ...row,
      cases: subtaskDetailList.length,
    }));
    expect(rows).toEqual([
      { groupNum: 1, status: S.WRONG_ANSWER, score: 0, ac: 1, total: 2, time: 9, memory: 70, cases: 2 },
      { groupNum: 2, status: S.ACCEPTED, score: 10, ac: 1, total: 1, time: 5, memory: 100, cases: 1 },
    ]);
  });
});
