/** What the judge needs from the outside world; adapters in ./adapters implement these. */
import type { z } from 'zod';
import type { CompileCheckItem, TestRunItem } from '@oj/shared/db/items/judge-tasks';
import type { ProblemItem } from '@oj/shared/db/items/problem';
import type { SubmissionItem } from '@oj/shared/db/items/submission';
import type { JudgeResult } from './core/types.ts';

export type KilledBy = 'cpu' | 'wall' | 'memory' | 'disk';

export interface RunLimits {
  /** CPU time (user + system) after which the program is killed. */
  cpuMs: number;
  wallMs: number;
  /** Resident memory of the whole process tree after which it is killed (polled). */
  memoryKb: number;
  /** Address-space rlimit, for runtimes that tolerate one. */
  addressSpaceKb?: number;
  stackKb: number;
  /** File size limit: bounds stdout, stderr and every file the program writes. */
  outputBytes: number;
  processes: number;
  files: number;
  /** What the run may leave on disk in its box (hard-linked program files included). */
  diskKb: number;
  diskFiles: number;
}

export interface RunRequest {
  /** The working directory (it becomes the run's own, owned by its uid). */
  dir: string;
  argv: readonly string[];
  /** The whole environment of the program: nothing is inherited. */
  env: Readonly<Record<string, string>>;
  /** Files (or FIFOs) opened by the sandbox for the program's stdio; /dev/null when absent. */
  stdin?: string;
  stdout?: string;
  stderr?: string;
  /**
   * Open stdout before stdin. Set for the interactor of an interactive pair (joined to the program by two
   * FIFOs), so the program starts only once the interactor has both its ends open.
   */
  stdoutFirst?: boolean;
  /**
   * Start with SIGPIPE ignored: writing to a peer that exited fails with EPIPE instead of killing. Set for
   * interactors, so a program that quits early meets the interactor's verdict, not a race.
   */
  ignoreSigpipe?: boolean;
  limits: RunLimits;
}

export interface RunResult {
  /** null when the program was ended by a signal. */
  exitCode: number | null;
  signal: number | null;
  cpuUs: number;
  wallUs: number;
  /** Peak resident memory. */
  memoryKb: number;
  killedBy: KilledBy | null;
  outputLimitExceeded: boolean;
  isolation: { uid: number; uidSwitched: boolean; landlock: boolean };
}

/** Runs one command under limits. Rejects only when the sandbox itself fails. */
export interface Sandbox {
  run(request: RunRequest): Promise<RunResult>;
  close(): Promise<void>;
}

/** Test data by problem and data version. */
export interface TestData {
  /** A local directory with the problem's files for that version (inputs, answers, checker support files). */
  fetch(problemId: string, dataVersion: string): Promise<string>;
}

export type TestRunOutcome = Pick<TestRunItem, 'status' | 'time' | 'memory' | 'stderr' | 'userOutput'>;

/**
 * Where the worker reads what to judge and writes what it found. A submission is claimed with a token before it is
 * judged; every write after the claim holds only while the claim and the judge version do, so a rejudge, a manual
 * judge or another worker that took over makes a stale judge's writes fail instead of overwriting.
 */
export interface ResultStore {
  submission(submitId: number): Promise<SubmissionItem | undefined>;
  code(submitId: number): Promise<string>;
  problem(pid: number): Promise<ProblemItem | undefined>;
  /** Takes an unfinished submission of this judge version; false when it is finished, moved on or not there. */
  claim(submitId: number, judgeVersion: number, token: string, judger: string, now: Date): Promise<boolean>;
  /** Shows the claim is still being worked on; does nothing once the claim is lost. */
  renewClaim(submitId: number, token: string, now: Date): Promise<void>;
  /** Compiled: the cases are running. */
  markJudging(submitId: number, token: string): Promise<void>;
  /** Writes the verdict and the case results together; false when the claim was lost meanwhile. */
  finish(submitId: number, judgeVersion: number, token: string, result: JudgeResult, now: Date): Promise<boolean>;
  /** Counts a judgement that threw and answers how many there have been (0 when the submission is gone). */
  countFailure(submitId: number): Promise<number>;
  /** Ends an unfinished submission of this judge version as System Error with the reason. */
  failUnjudged(submitId: number, judgeVersion: number, reason: string): Promise<void>;
  /** Applies a final submission's effects (counters, ranks, scoreboards) once, however often it is called. */
  applyEffects(submitId: number): Promise<void>;
  testRun(key: string): Promise<TestRunItem | undefined>;
  finishTestRun(key: string, result: TestRunOutcome): Promise<void>;
  compileCheck(key: string): Promise<z.infer<typeof CompileCheckItem> | undefined>;
  finishCompileCheck(key: string, state: 'ok' | 'error', message: string): Promise<void>;
}
