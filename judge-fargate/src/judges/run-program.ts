import { chmodSync, copyFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { programLimits } from '../core/limits.ts';
import { runVerdict, timeMs, withOutOfMemory, type Verdict } from '../core/run-verdict.ts';
import type { CaseOutcome, TestCase } from '../core/types.ts';
import { copyProgramFile, readHead, readTail, within } from '../files.ts';
import { RUN_ENV, runArgv } from '../languages.ts';
import type { RunLimits, RunRequest, RunResult } from '../ports.ts';
import type { JudgeContext } from './strategy.ts';

export const USER_OUTPUT_PREVIEW_BYTES = 1024;
/** Enough of stderr's start (a JVM's exception) and end (a Python traceback) to see a failed allocation. */
const STDERR_PEEK_BYTES = 4096;

export interface ProgramRun {
  run: RunResult;
  /** null: it ended normally within the limits, so its output decides. */
  verdict: Verdict | null;
  input: string;
  answer: string;
  /** The file its stdout went to (none when it talked to an interactor). */
  stdout?: string;
}

/** The test case's files and the submission's sandbox limits for it. */
export function caseFiles(ctx: JudgeContext, testCase: TestCase): { input: string; answer: string; limits: RunLimits } {
  const input = within(ctx.dataDir, testCase.input);
  const answer = within(ctx.dataDir, testCase.output);
  const limits = programLimits(ctx.request.problem, ctx.program.lang.limitAddressSpace, statSync(answer).size);
  return { input, answer, limits };
}

/** Runs the submission in a fresh box. `io` overrides its stdin and stdout (the interactive judge's FIFOs). */
export async function runProgram(ctx: JudgeContext, testCase: TestCase, seq: number, io: { stdin?: string; stdout?: string } = {}): Promise<ProgramRun> {
  const { problem } = ctx.request;
  const { input, answer, limits } = caseFiles(ctx, testCase);
  // With file IO the input is a read-only file in the box and the answer is read back from the box.
  const fileIO = io.stdin ? undefined : problem.fileIO;
  const dir = ctx.deps.workspace.newBox(ctx.program.dir);
  const output = join(ctx.scratch, `${seq}.out`);
  const stderr = join(ctx.scratch, `${seq}.err`);
  if (fileIO) {
    copyFileSync(input, within(dir, fileIO.input));
    chmodSync(within(dir, fileIO.input), 0o444);
  }
  const request: RunRequest = {
    dir,
    argv: runArgv(ctx.program.lang, problem.memoryLimitMb),
    env: RUN_ENV,
    stdin: io.stdin ?? (fileIO ? undefined : input),
    stdout: io.stdout ?? (fileIO ? join(ctx.scratch, `${seq}.stdout`) : output),
    stderr,
    limits,
  };
  try {
    const run = await ctx.deps.sandbox.run(request);
    const verdict = withOutOfMemory(
      runVerdict(run, { timeMs: problem.timeLimitMs, memoryKb: problem.memoryLimitMb * 1024 }),
      () => `${readHead(stderr, STDERR_PEEK_BYTES)}\n${readTail(stderr, STDERR_PEEK_BYTES)}`,
    );
    // A missing (or non-regular) output file reads as empty output, which the comparison then judges.
    if (fileIO && !copyProgramFile(within(dir, fileIO.output), output)) writeFileSync(output, '');
    return { run, verdict, input, answer, stdout: io.stdout ? undefined : output };
  } finally {
    ctx.deps.workspace.remove(request.dir);
  }
}

/** A case outcome with the run's time and memory. */
export function outcomeOf(ran: ProgramRun, verdict: { status: CaseOutcome['status']; message?: string; fraction?: number }): CaseOutcome {
  return {
    status: verdict.status,
    timeMs: timeMs(ran.run),
    memoryKb: ran.run.memoryKb,
    fraction: verdict.fraction,
    message: verdict.message || undefined,
    userOutput: ran.stdout && readHead(ran.stdout, USER_OUTPUT_PREVIEW_BYTES),
  };
}
