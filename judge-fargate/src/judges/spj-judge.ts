import { outcomeOf, runProgram } from './run-program.ts';
import { prepareChecker, runChecker } from './checker.ts';
import type { JudgeStrategy } from './strategy.ts';

/** Runs the program, then the special judge as `spj <input> <user output> <answer>`. */
export const spjJudge: JudgeStrategy = async (ctx) => {
  const checker = await prepareChecker(ctx);
  if ('error' in checker) return checker;
  return {
    async judgeCase(testCase, seq) {
      const ran = await runProgram(ctx, testCase, seq);
      if (ran.verdict) return outcomeOf(ran, ran.verdict);
      const files = [
        ['input', ran.input],
        ['user_output', ran.stdout!],
        ['answer', ran.answer],
      ] as const;
      const { verdict } = await runChecker(
        ctx,
        checker,
        files.map(([name]) => name),
        files,
        { seq },
      );
      return outcomeOf(ran, verdict);
    },
  };
};
