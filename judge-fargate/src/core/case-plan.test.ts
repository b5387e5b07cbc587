import { JudgeStatus as S, type JudgeCaseMode } from '@oj/shared';
import { describe, expect, it } from 'vitest';
import { nextCaseAction, orderCases } from './case-plan.ts';

const judged = (status: S, score: number, groupNum = 1) => ({ status, score, groupNum });

describe('orderCases', () => {
  const cases = [
    { groupNum: 2, id: 'a' },
    { groupNum: 1, id: 'b' },
    { groupNum: 2, id: 'c' },
  ];
  it.each([
    ['default', ['a', 'b', 'c']],
    ['ergodic_without_error', ['a', 'b', 'c']],
    ['subtask_lowest', ['b', 'a', 'c']],
    ['subtask_average', ['b', 'a', 'c']],
  ] as const)('%s', (mode, ids) => expect(orderCases(mode, cases).map((c) => c.id)).toEqual(ids));
});

describe('nextCaseAction', () => {
  it.each<[string, JudgeCaseMode, ReturnType<typeof judged>[], number, string]>([
    ['default runs after a failure', 'default', [judged(S.WRONG_ANSWER, 0)], 1, 'run'],
    ['ergodic runs while all pass', 'ergodic_without_error', [judged(S.ACCEPTED, 10)], 1, 'run'],
    ['ergodic stops at the first failure', 'ergodic_without_error', [judged(S.ACCEPTED, 10), judged(S.TIME_LIMIT_EXCEEDED, 0)], 1, 'stop'],
    ['lowest cancels the rest of a group that scored 0', 'subtask_lowest', [judged(S.WRONG_ANSWER, 0, 1)], 1, 'cancel'],
    ['lowest keeps a group with partial credit going', 'subtask_lowest', [judged(S.PARTIAL_ACCEPTED, 5, 1)], 1, 'run'],
    ['lowest runs the next group', 'subtask_lowest', [judged(S.WRONG_ANSWER, 0, 1)], 2, 'run'],
    ['average runs every case', 'subtask_average', [judged(S.WRONG_ANSWER, 0, 1)], 1, 'run'],
  ])('%s', (_, mode, before, groupNum, action) => expect(nextCaseAction(mode, before, { groupNum })).toBe(action));
});
