import { JudgeStatus as S } from '@oj/shared';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../ports.ts';
import { runVerdict, withOutOfMemory } from './run-verdict.ts';

const run = (over: Partial<RunResult>): RunResult => ({
  exitCode: 0,
  signal: null,
  cpuUs: 100_000,
  wallUs: 120_000,
  memoryKb: 10_000,
  killedBy: null,
  outputLimitExceeded: false,
  isolation: { uid: 60000, uidSwitched: true, landlock: true },
  ...over,
});
const limits = { timeMs: 1000, memoryKb: 65_536 };

describe('runVerdict', () => {
  it.each([
    ['a clean exit', run({}), null],
    ['CPU just at the limit', run({ cpuUs: 1_000_000 }), null],
    ['CPU over the real limit but under the sandbox one', run({ cpuUs: 1_000_001 }), S.TIME_LIMIT_EXCEEDED],
    ['killed at the CPU limit', run({ killedBy: 'cpu', signal: 9, exitCode: null }), S.TIME_LIMIT_EXCEEDED],
    ['killed at the wall clock limit (sleeping)', run({ killedBy: 'wall', cpuUs: 1000, signal: 9, exitCode: null }), S.TIME_LIMIT_EXCEEDED],
    ['memory over the real limit', run({ memoryKb: 65_537 }), S.MEMORY_LIMIT_EXCEEDED],
    ['killed at the memory cap', run({ killedBy: 'memory', signal: 9, exitCode: null }), S.MEMORY_LIMIT_EXCEEDED],
    ['TLE wins over MLE', run({ cpuUs: 2_000_000, memoryKb: 100_000 }), S.TIME_LIMIT_EXCEEDED],
    ['output limit', run({ outputLimitExceeded: true, signal: 25, exitCode: null }), S.RUNTIME_ERROR],
    ['a segfault', run({ signal: 11, exitCode: null }), S.RUNTIME_ERROR],
    ['a nonzero exit', run({ exitCode: 1 }), S.RUNTIME_ERROR],
  ])('%s', (_, result, status) => expect(runVerdict(result, limits)?.status ?? null).toBe(status));

  it('names the signal and the exit code', () => {
    expect(runVerdict(run({ signal: 11, exitCode: null }), limits)?.message).toBe('SIGSEGV');
    expect(runVerdict(run({ signal: 8, exitCode: null }), limits)?.message).toBe('SIGFPE');
    expect(runVerdict(run({ exitCode: 3 }), limits)?.message).toBe('exit code 3');
  });
});

describe('withOutOfMemory', () => {
  const re = { status: S.RUNTIME_ERROR, message: 'exit code 1' };
  it.each([
    ['Java', 'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space\n\tat Main.main'],
    ['Python', 'Traceback (most recent call last):\n  File "main.py", line 1\nMemoryError\n'],
    ['C++', "terminate called after throwing an instance of 'std::bad_alloc'"],
    ['Rust', 'memory allocation of 8589934592 bytes failed'],
  ])("turns a Runtime Error with %s's failed allocation into MLE", (_, stderr) => {
    expect(withOutOfMemory(re, () => stderr)?.status).toBe(S.MEMORY_LIMIT_EXCEEDED);
  });

  it('keeps other Runtime Errors, and reads stderr only for Runtime Errors', () => {
    expect(withOutOfMemory(re, () => 'Segmentation fault')).toBe(re);
    let reads = 0;
    const stderr = () => (reads++, 'MemoryError');
    expect(withOutOfMemory(null, stderr)).toBeNull();
    expect(withOutOfMemory({ status: S.WRONG_ANSWER, message: '' }, stderr)?.status).toBe(S.WRONG_ANSWER);
    expect(reads).toBe(0);
  });
});
