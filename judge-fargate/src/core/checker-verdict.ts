import { JudgeStatus } from '@oj/shared';
import type { RunResult } from '../ports.ts';

export interface CheckerVerdict {
  status: JudgeStatus;
  /** Partial credit in [0, 1], when the checker gave some. */
  fraction?: number;
  message: string;
}

const EXIT_CODES: Record<number, JudgeStatus> = {
  0: JudgeStatus.ACCEPTED,
  100: JudgeStatus.ACCEPTED,
  101: JudgeStatus.PRESENTATION_ERROR,
  102: JudgeStatus.WRONG_ANSWER,
  103: JudgeStatus.SYSTEM_ERROR,
};
const PARTIAL_EXIT_CODE = 99;

/** A share of 100 points as a verdict: all of it is Accepted, none is Wrong Answer. */
const partial = (points: number, message: string): CheckerVerdict => {
  const fraction = Math.min(1, Math.max(0, points / 100));
  if (fraction === 1) return { status: JudgeStatus.ACCEPTED, message };
  if (fraction === 0) return { status: JudgeStatus.WRONG_ANSWER, message };
  return { status: JudgeStatus.PARTIAL_ACCEPTED, fraction, message };
};

// testlib writes its verdict at the start of stderr.
const TESTLIB: [RegExp, (m: RegExpMatchArray, message: string) => CheckerVerdict][] = [
  [/^ok\b/, (_, message) => ({ status: JudgeStatus.ACCEPTED, message })],
  [/^wrong answer\b/, (_, message) => ({ status: JudgeStatus.WRONG_ANSWER, message })],
  [/^wrong output format\b/, (_, message) => ({ status: JudgeStatus.WRONG_ANSWER, message })],
  [/^partially correct \((\d+(?:\.\d+)?)\)/, (m, message) => partial(Number(m[1]), message)],
  [/^points (\d+(?:\.\d+)?)/, (m, message) => partial(Number(m[1]), message)],
  [/^FAIL\b/, (_, message) => ({ status: JudgeStatus.SYSTEM_ERROR, message })],
];

/**
 * The verdict of a special judge or interactor: exit codes 0/100 Accepted, 101 Presentation Error,
 * 102 Wrong Answer, 103 System Error, 99 partial with its 0-100 score on stdout; any other exit is read as
 * a testlib checker's stderr. A checker that crashed or hit its limits is a System Error.
 */
export const checkerVerdict = (run: RunResult, stdout: string, stderr: string): CheckerVerdict => {
  const message = stderr.trim();
  if (run.killedBy || run.signal || run.exitCode === null) {
    return { status: JudgeStatus.SYSTEM_ERROR, message: `checker did not finish (${run.killedBy ?? `signal ${run.signal}`})` };
  }
  const byExit = EXIT_CODES[run.exitCode];
  if (byExit !== undefined) return { status: byExit, message };
  if (run.exitCode === PARTIAL_EXIT_CODE) {
    const points = Number(stdout.trim().split(/\s+/)[0]);
    if (Number.isFinite(points)) return partial(points, message);
    return { status: JudgeStatus.SYSTEM_ERROR, message: `checker gave no score: ${stdout.slice(0, 100)}` };
  }
  for (const [pattern, verdict] of TESTLIB) {
    const m = message.match(pattern);
    if (m) return verdict(m, message);
  }
  return { status: JudgeStatus.SYSTEM_ERROR, message: `checker exit code ${run.exitCode}: ${message}` };
};
