import { JudgeStatus } from '@oj/shared';
import { constants } from 'node:os';
import type { RunResult } from '../ports.ts';

export interface Verdict {
  status: JudgeStatus;
  message: string;
}

const signalName = (signal: number): string => Object.entries(constants.signals).find(([, n]) => n === signal)?.[0] ?? `signal ${signal}`;

/**
 * How a run ended, judged against the problem's real limits (the sandbox's are looser). null means it
 * ended normally within them and its output decides.
 */
export function runVerdict(run: RunResult, limits: { timeMs: number; memoryKb: number }): Verdict | null {
  if (run.killedBy === 'cpu' || run.killedBy === 'wall' || run.cpuUs > limits.timeMs * 1000) {
    return { status: JudgeStatus.TIME_LIMIT_EXCEEDED, message: run.killedBy === 'wall' ? 'wall clock limit' : '' };
  }
  if (run.killedBy === 'memory' || run.memoryKb > limits.memoryKb) {
    return { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, message: '' };
  }
  if (run.outputLimitExceeded) return { status: JudgeStatus.RUNTIME_ERROR, message: 'output limit exceeded' };
  if (run.killedBy === 'disk') return { status: JudgeStatus.RUNTIME_ERROR, message: 'disk limit exceeded' };
  if (run.signal) return { status: JudgeStatus.RUNTIME_ERROR, message: signalName(run.signal) };
  if (run.exitCode !== 0) return { status: JudgeStatus.RUNTIME_ERROR, message: `exit code ${run.exitCode}` };
  return null;
}

/**
 * What runtimes print when an allocation fails under the limits (the JVM's heap is capped at the memory
 * limit, native and Python runs by the address space), before they exit: the run exceeded its memory.
 */
const OUT_OF_MEMORY = [
  /java\.lang\.OutOfMemoryError/,
  /(?:^|\n)MemoryError\b/,
  /std::bad_alloc/,
  /fatal error: runtime: out of memory/,
  /JavaScript heap out of memory/,
  /memory allocation of \d+ bytes failed/,
];

/**
 * A Runtime Error whose stderr says an allocation failed becomes a Memory Limit Exceeded. stderr is read
 * only for Runtime Errors (not on the path of every passing case).
 */
export function withOutOfMemory(verdict: Verdict | null, stderr: () => string): Verdict | null {
  if (verdict?.status !== JudgeStatus.RUNTIME_ERROR) return verdict;
  const text = stderr();
  return OUT_OF_MEMORY.some((marker) => marker.test(text)) ? { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, message: 'allocation failed' } : verdict;
}

export function timeMs(run: RunResult): number {
  return Math.round(run.cpuUs / 1000);
}
