import { readFileSync } from 'node:fs';
import { compareOutput } from '../core/compare-output.ts';
import { outcomeOf, runProgram } from './run-program.ts';
import type { JudgeStrategy } from './strategy.ts';

/** Runs the program on the input and compares its output with the answer. */
export const defaultJudge: JudgeStrategy = async (ctx) => ({
  async judgeCase(testCase, seq) {
    const ran = await runProgram(ctx, testCase, seq);
    if (ran.verdict) return outcomeOf(ran, ran.verdict);
    const status = compareOutput(readFileSync(ran.stdout!), readFileSync(ran.answer), ctx.request.problem.removeTrailingBlanks);
    return outcomeOf(ran, { status });
  },
});
