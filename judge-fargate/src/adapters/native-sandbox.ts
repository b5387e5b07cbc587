import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { RunRequest, RunResult, Sandbox } from '../ports.ts';

export interface NativeSandboxOptions {
  /** The built sandbox/runner.c. */
  runnerPath: string;
  /** The uid pool (used when the judge runs as root): uids base .. base + count - 1. */
  uidBase: number;
  uidCount: number;
  /** Where runners lock their uids: one machine-wide place per pool. */
  lockDir: string;
  /** What programs may read besides the system's toolchain and their box (where Landlock is available). */
  readable: readonly string[];
  /** false: run as on a kernel without Landlock even where it is available (tests of that case). */
  landlock?: boolean;
}

interface RawResult extends Omit<RunResult, 'exitCode' | 'signal' | 'isolation'> {
  exitCode: number;
  signal: number;
  uid: number;
  uidSwitched: boolean;
  landlock: boolean;
  error?: string;
}

/** The runner's request: its command-line arguments, each NUL-terminated, then an empty one. */
export function encodeRequest(r: RunRequest): string {
  const l = r.limits;
  const args = [
    ['--dir', r.dir],
    ['--cpu-ms', l.cpuMs],
    ['--wall-ms', l.wallMs],
    ['--memory-kb', l.memoryKb],
    ['--as-kb', l.addressSpaceKb ?? 0],
    ['--stack-kb', l.stackKb],
    ['--output-bytes', l.outputBytes],
    ['--processes', l.processes],
    ['--files', l.files],
    ['--disk-kb', l.diskKb],
    ['--disk-files', l.diskFiles],
    ...(r.stdin ? [['--stdin', r.stdin]] : []),
    ...(r.stdout ? [['--stdout', r.stdout]] : []),
    ...(r.stderr ? [['--stderr', r.stderr]] : []),
    ...(r.stdoutFirst ? [['--stdout-first']] : []),
    ...(r.ignoreSigpipe ? [['--ignore-sigpipe']] : []),
    ...Object.entries(r.env).map(([k, v]) => ['--env', `${k}=${v}`]),
    ['--', ...r.argv],
  ]
    .flat()
    .map(String);
  if (args.some((a) => a.includes('\0'))) throw new Error('sandbox request contains a NUL byte');
  return `${args.join('\0')}\0\0`;
}

export function parseResult(line: string): RunResult {
  const raw = JSON.parse(line) as RawResult;
  if (raw.error !== undefined) throw new Error(`sandbox runner failed: ${raw.error}`);
  return {
    exitCode: raw.signal ? null : raw.exitCode,
    signal: raw.signal || null,
    cpuUs: raw.cpuUs,
    wallUs: raw.wallUs,
    memoryKb: raw.memoryKb,
    killedBy: raw.killedBy,
    outputLimitExceeded: raw.outputLimitExceeded,
    isolation: { uid: raw.uid, uidSwitched: raw.uidSwitched, landlock: raw.landlock },
  };
}

/** One long-lived `oj-runner --serve`: it owns one uid of the pool and runs one request at a time. */
class RunnerProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffered = '';
  private pending?: { resolve: (line: string) => void; reject: (e: Error) => void };
  private exited?: Error;

  constructor(runnerPath: string, args: string[]) {
    this.child = spawn(runnerPath, ['--serve', ...args], { stdio: 'pipe', env: {} });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      this.buffered += chunk;
      const end = this.buffered.indexOf('\n');
      if (end < 0 || !this.pending) return;
      const line = this.buffered.slice(0, end);
      this.buffered = this.buffered.slice(end + 1);
      const { resolve } = this.pending;
      this.pending = undefined;
      resolve(line);
    });
    let stderr = '';
    this.child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    this.child.on('error', (e) => this.fail(e));
    this.child.stdin.on('error', (e) => this.fail(e));
    this.child.on('exit', (code, signal) => {
      // a runner that failed prints its reason as its last line
      const reason = this.buffered.trim() || stderr.trim();
      this.fail(new Error(`sandbox runner exited (${signal ?? code}) ${reason}`));
    });
  }

  private fail(e: Error) {
    this.exited ??= e;
    this.pending?.reject(e);
    this.pending = undefined;
  }

  get alive(): boolean {
    return !this.exited;
  }

  async run(request: RunRequest): Promise<RunResult> {
    if (this.exited) throw this.exited;
    const line = await new Promise<string>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.child.stdin.write(encodeRequest(request));
    });
    try {
      return parseResult(line);
    } catch (e) {
      // it reported its own failure and is exiting: never hand it another request
      this.fail(e as Error);
      throw e;
    }
  }

  async close(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.stdin.end();
    await exited;
  }
}

/** The Sandbox port over the native runner: a pool of serving runners, one per concurrent run. */
export class NativeSandbox implements Sandbox {
  private readonly idle: RunnerProcess[] = [];
  private readonly all = new Set<RunnerProcess>();

  constructor(private readonly options: NativeSandboxOptions) {}

  private start(): RunnerProcess {
    const { runnerPath, uidBase, uidCount, lockDir, readable, landlock = true } = this.options;
    // unprivileged, the runner cannot switch uid: it runs as the caller and says so in every result
    const pool = process.getuid?.() === 0 ? ['--uid-base', uidBase, '--uid-count', uidCount, '--lock-dir', lockDir] : [];
    const args = [...pool, ...readable.flatMap((path) => ['--read', path]), ...(landlock ? [] : ['--no-landlock'])];
    const runner = new RunnerProcess(runnerPath, args.map(String));
    this.all.add(runner);
    return runner;
  }

  async run(request: RunRequest): Promise<RunResult> {
    const runner = this.idle.pop() ?? this.start();
    try {
      return await runner.run(request);
    } finally {
      if (runner.alive) this.idle.push(runner);
      else this.all.delete(runner);
    }
  }

  async close(): Promise<void> {
    this.idle.length = 0;
    await Promise.all([...this.all].map((r) => r.close()));
    this.all.clear();
  }
}
