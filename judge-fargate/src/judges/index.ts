import type { JudgeMode } from '@oj/shared';
import { defaultJudge } from './default-judge.ts';
import { interactiveJudge } from './interactive-judge.ts';
import { spjJudge } from './spj-judge.ts';
import type { JudgeStrategy } from './strategy.ts';

/** Judge strategies by the problem's judge mode. */
export const JUDGES: Record<JudgeMode, JudgeStrategy> = {
  default: defaultJudge,
  spj: spjJudge,
  interactive: interactiveJudge,
};
