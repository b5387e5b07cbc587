import { JudgeStatus } from '@oj/shared';
import { constants } from 'node:os';
import type { RunResult } from '../ports.ts';
import type { CheckerVerdict } from './checker-verdict.ts';
import type { Verdict } from './run-verdict.ts';

/**
 * Combines the program's run with the interactor's verdict. The program's TLE or MLE come first; a crash
 * of the program comes before the interactor's complaint about it; a program ended by SIGPIPE because the
 * interactor had already finished is fine when the interactor accepts.
 */
export function interactiveVerdict(program: { run: RunResult; verdict: Verdict | null }, interactor: CheckerVerdict): CheckerVerdict {
  const v = program.verdict;
  if (v && (v.status === JudgeStatus.TIME_LIMIT_EXCEEDED || v.status === JudgeStatus.MEMORY_LIMIT_EXCEEDED)) return v;
  const brokenPipe = program.run.signal === constants.signals.SIGPIPE;
  if (v && !brokenPipe) return v;
  return interactor;
}
