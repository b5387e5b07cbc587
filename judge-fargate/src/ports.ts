/** What the judge needs from the outside world; adapters in ./adapters implement these. */

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
