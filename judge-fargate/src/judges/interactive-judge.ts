import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { interactiveVerdict } from '../core/interactive-verdict.ts';
import { interactorLimits } from '../core/limits.ts';
import { caseFiles, outcomeOf, runProgram } from './run-program.ts';
import { prepareChecker, runChecker } from './checker.ts';
import type { JudgeStrategy } from './strategy.ts';

/**
 * The program and the interactor talk through two FIFOs, each run in its own sandbox (two uids); the
 * interactor is called as `interactor <input> <output> <answer>` with twice the program's CPU and memory.
 */
export const interactiveJudge: JudgeStrategy = async (ctx) => {
  const interactor = await prepareChecker(ctx);
  if ('error' in interactor) return interactor;
  return {
    async judgeCase(testCase, seq) {
      const toProgram = join(ctx.scratch, `${seq}.to-program`);
      const fromProgram = join(ctx.scratch, `${seq}.from-program`);
      execFileSync('mkfifo', ['-m', '600', toProgram, fromProgram]);
      const { input, answer, limits } = caseFiles(ctx, testCase);
      const files = [
        ['input', input],
        ['answer', answer],
      ] as const;
      const [ran, judged] = await Promise.all([
        runProgram(ctx, testCase, seq, { stdin: toProgram, stdout: fromProgram }),
        runChecker(ctx, interactor, ['input', 'output', 'answer'], files, {
          seq,
          stdin: fromProgram,
          stdout: toProgram,
          interactor: true,
          limits: interactorLimits(limits),
        }),
      ]);
      return outcomeOf(ran, interactiveVerdict(ran, judged.verdict));
    },
  };
};
