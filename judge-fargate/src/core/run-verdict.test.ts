import { JudgeStatus as S } from '@oj/shared';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../ports.ts';
import { runVerdict } from './run-verdict.ts';

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
