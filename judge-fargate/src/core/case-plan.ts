import { JudgeStatus, type JudgeCaseMode } from '@oj/shared';
import { groupCases, isSubtaskMode, type JudgedCase } from '@oj/shared/domain/index';

export type CaseAction = 'run' | 'cancel' | 'stop';

/** Cases in judging order: by group for the subtask modes, as given otherwise. */
export function orderCases<T extends { groupNum: number }>(mode: JudgeCaseMode, cases: readonly T[]): T[] {
  return isSubtaskMode(mode) ? [...groupCases(cases).values()].flat() : [...cases];
}

/**
 * What to do with the next case, given those judged before it: `ergodic_without_error` stops at the first
 * case that is not Accepted; `subtask_lowest` cancels the rest of a group once one of its cases scored 0.
 */
export function nextCaseAction(mode: JudgeCaseMode, judged: readonly JudgedCase[], next: { groupNum: number }): CaseAction {
  if (mode === 'ergodic_without_error' && judged.some((c) => c.status !== JudgeStatus.ACCEPTED)) return 'stop';
  if (mode === 'subtask_lowest' && judged.some((c) => c.groupNum === next.groupNum && c.score === 0)) return 'cancel';
  return 'run';
}
