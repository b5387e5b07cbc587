import { JudgeStatus } from '@oj/shared';
import type { RunResult } from '../ports.ts';

export interface CheckerVerdict {
  status: JudgeStatus;
  /** Partial credit in [0, 1], when the checker gave some. */
  fraction?: number;
  message: string;
}

/** This judge's own special-judge exit codes; 99 is partial credit with the score on stdout. */
const SPJ_EXIT_CODES: Record<number, JudgeStatus> = {
  100: JudgeStatus.ACCEPTED,
  101: JudgeStatus.PRESENTATION_ERROR,
  102: JudgeStatus.WRONG_ANSWER,
  103: JudgeStatus.SYSTEM_ERROR,
};
const SPJ_PARTIAL_EXIT_CODE = 99;

/**
 * testlib's exit codes (its default build): 0 ok, 1 wrong answer, 2 wrong output format (also extra output,
 * and an unexpected end of file unless built with ENABLE_UNEXPECTED_EOF, which exits 8), 3 fail, 4 extra
 * output in old builds, 7 points. A wrong output format is a Wrong Answer here, as the reference rules say.
 */
const TESTLIB_EXIT_CODES: Record<number, JudgeStatus | 'points'> = {
  0: JudgeStatus.ACCEPTED,
  1: JudgeStatus.WRONG_ANSWER,
  2: JudgeStatus.WRONG_ANSWER,
  3: JudgeStatus.SYSTEM_ERROR,
  4: JudgeStatus.WRONG_ANSWER,
  7: 'points',
  8: JudgeStatus.WRONG_ANSWER,
};

/** The names testlib writes before its message, as the last thing on stderr, at the start of a line. */
const TESTLIB_NAMES: Record<string, JudgeStatus> = {
  ok: JudgeStatus.ACCEPTED,
  'wrong answer': JudgeStatus.WRONG_ANSWER,
  'wrong output format': JudgeStatus.WRONG_ANSWER,
  'unexpected eof': JudgeStatus.WRONG_ANSWER,
  FAIL: JudgeStatus.SYSTEM_ERROR,
};
const VERDICT_LINE = /(?:^|\n)(ok|wrong answer|wrong output format|unexpected eof|FAIL|points|partially correct \((\d+)\))(?=[ \n]|$)/g;

interface TestlibVerdict {
  name: string;
  /** The N of `partially correct (N)`. */
  partially?: number;
  /** What follows the name: testlib's message (for `points`, the points first). */
  rest: string;
  /** The verdict line to the end: what the checker said, without the debug output before it. */
  message: string;
}

const lastVerdict = (stderr: string): TestlibVerdict | undefined => {
  const last = [...stderr.matchAll(VERDICT_LINE)].at(-1);
  if (!last) return undefined;
  const message = stderr.slice(last.index).trim();
  return {
    name: last[2] === undefined ? last[1]! : 'partially correct',
    partially: last[2] === undefined ? undefined : Number(last[2]),
    rest: message.slice(last[1]!.length).trim(),
    message,
  };
};

/** A share of 100 points as a verdict: all of it is Accepted, none is Wrong Answer. */
const partial = (points: number, message: string): CheckerVerdict => {
  const fraction = Math.min(1, Math.max(0, points / 100));
  if (fraction === 1) return { status: JudgeStatus.ACCEPTED, message };
  if (fraction === 0) return { status: JudgeStatus.WRONG_ANSWER, message };
  return { status: JudgeStatus.PARTIAL_ACCEPTED, fraction, message };
};

const LEADING_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?(?=\s|$)/;

/**
 * `points X message` (quitp) scores X of 100. `points points_info=INFO message` (quitpi) carries text for a
 * scorer this judge does not run: a number there is taken as the points, anything else accepts the output.
 */
const pointsVerdict = (rest: string, message: string): CheckerVerdict | undefined => {
  const info = rest.match(/^points_info=(\S*)/);
  const points = (info ? info[1]! : rest).match(LEADING_NUMBER);
  if (points) return partial(Number(points[0]), message);
  return info ? { status: JudgeStatus.ACCEPTED, message } : undefined;
};

/**
 * The verdict of a special judge or interactor. A checker that crashed or hit its limits is a System Error.
 * testlib's partial-credit verdicts come first (`quitf(_pc(n))` exits n, which can be any other code);
 * then this judge's codes (100 Accepted, 101 Presentation Error, 102 Wrong Answer, 103 System Error, 99
 * partial with a 0-100 score on stdout); then testlib's codes; any other code is read from testlib's
 * verdict line. The message is testlib's verdict line onward, or all of stderr when it wrote none.
 */
export function checkerVerdict(run: RunResult, stdout: string, stderr: string): CheckerVerdict {
  if (run.killedBy || run.signal || run.exitCode === null) {
    return { status: JudgeStatus.SYSTEM_ERROR, message: `checker did not finish (${run.killedBy ?? `signal ${run.signal}`})` };
  }
  const code = run.exitCode;
  const testlib = lastVerdict(stderr);
  const message = testlib?.message ?? stderr.trim();
  if (testlib?.partially !== undefined) return partial(testlib.partially, message);
  if (testlib?.name === 'points' && (code === 0 || code === 7)) {
    const scored = pointsVerdict(testlib.rest, message);
    if (scored) return scored;
  }
  const own = SPJ_EXIT_CODES[code];
  if (own !== undefined) return { status: own, message };
  if (code === SPJ_PARTIAL_EXIT_CODE) {
    const points = stdout.trim().match(LEADING_NUMBER);
    if (points) return partial(Number(points[0]), message);
    return { status: JudgeStatus.SYSTEM_ERROR, message: `checker gave no score: ${stdout.slice(0, 100)}` };
  }
  const byTestlibCode = TESTLIB_EXIT_CODES[code];
  if (byTestlibCode === 'points') return { status: JudgeStatus.SYSTEM_ERROR, message: `checker gave no points: ${message}` };
  if (byTestlibCode !== undefined) return { status: byTestlibCode, message };
  const byName = testlib && TESTLIB_NAMES[testlib.name];
  if (byName !== undefined) return { status: byName, message };
  return { status: JudgeStatus.SYSTEM_ERROR, message: `checker exit code ${code}: ${message}` };
}
