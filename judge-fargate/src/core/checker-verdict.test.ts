import { JudgeStatus as S } from '@oj/shared';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../ports.ts';
import { checkerVerdict } from './checker-verdict.ts';

const exit = (exitCode: number | null, over: Partial<RunResult> = {}): RunResult => ({
  exitCode,
  signal: null,
  cpuUs: 1000,
  wallUs: 1000,
  memoryKb: 1000,
  killedBy: null,
  outputLimitExceeded: false,
  isolation: { uid: 60000, uidSwitched: true, landlock: true },
  ...over,
});

describe('checkerVerdict by exit code', () => {
  it.each([
    [0, S.ACCEPTED],
    [100, S.ACCEPTED],
    [101, S.PRESENTATION_ERROR],
    [102, S.WRONG_ANSWER],
    [103, S.SYSTEM_ERROR],
  ])('exit %i', (code, status) => expect(checkerVerdict(exit(code), '', '').status).toBe(status));

  it.each([
    ['40', S.PARTIAL_ACCEPTED, 0.4],
    ['100', S.ACCEPTED, undefined],
    ['0', S.WRONG_ANSWER, undefined],
    ['37.5 points', S.PARTIAL_ACCEPTED, 0.375],
  ])('exit 99 with stdout %s', (stdout, status, fraction) => {
    const v = checkerVerdict(exit(99), stdout, '');
    expect([v.status, v.fraction]).toEqual([status, fraction]);
  });

  it('is a System Error when exit 99 gives no score', () => {
    expect(checkerVerdict(exit(99), 'nope', '').status).toBe(S.SYSTEM_ERROR);
  });
});

describe('checkerVerdict from testlib stderr', () => {
  it.each([
    ['wrong answer expected 3, found 4', 1, S.WRONG_ANSWER, undefined],
    ['wrong output format Unexpected end of file', 2, S.WRONG_ANSWER, undefined],
    ['partially correct (30) half done', 16 + 30, S.PARTIAL_ACCEPTED, 0.3],
    ['points 75 nice', 7, S.PARTIAL_ACCEPTED, 0.75],
    ['FAIL answer file is broken', 3, S.SYSTEM_ERROR, undefined],
    ['something else', 5, S.SYSTEM_ERROR, undefined],
  ])('%s', (stderr, code, status, fraction) => {
    const v = checkerVerdict(exit(code), '', stderr);
    expect([v.status, v.fraction]).toEqual([status, fraction]);
    expect(v.message).toContain(stderr.split(' ')[0]);
  });
});

describe('checkerVerdict of testlib exit codes and messages', () => {
  it.each([
    ['wrong answer, no message', 1, '', S.WRONG_ANSWER, undefined],
    ['wrong output format, no message', 2, '', S.WRONG_ANSWER, undefined],
    ['fail, no message', 3, '', S.SYSTEM_ERROR, undefined],
    ['extra output (old builds)', 4, '', S.WRONG_ANSWER, undefined],
    ['unexpected eof (ENABLE_UNEXPECTED_EOF)', 8, 'unexpected eof Unexpected end of file - int32 expected', S.WRONG_ANSWER, undefined],
    ['points without a number', 7, 'points nope', S.SYSTEM_ERROR, undefined],
    ['points at exit 0 (builds where POINTS_EXIT_CODE is 0)', 0, 'points 50', S.PARTIAL_ACCEPTED, 0.5],
    ['quitp with a fraction', 7, 'points 12.5 two of sixteen', S.PARTIAL_ACCEPTED, 0.125],
    ['quitpi with a number', 7, 'points points_info=40 d=0.5', S.PARTIAL_ACCEPTED, 0.4],
    ['quitpi with text for a scorer', 7, 'points points_info=pa=1,ja=2 d=1', S.ACCEPTED, undefined],
    ['_pc(1), which exits 1 like a wrong answer', 1, 'partially correct (1) tiny', S.PARTIAL_ACCEPTED, 0.01],
    ['_pc(102), which exits like our Wrong Answer', 102, 'partially correct (60) ', S.PARTIAL_ACCEPTED, 0.6],
    ['TESTSYS build: 50 + n', 80, 'partially correct (30) ', S.PARTIAL_ACCEPTED, 0.3],
    ['an ejudge build (wrong answer exits 5)', 5, 'wrong answer 1st numbers differ', S.WRONG_ANSWER, undefined],
  ])('%s', (_, code, stderr, status, fraction) => {
    const v = checkerVerdict(exit(code), '', stderr);
    expect([v.status, v.fraction]).toEqual([status, fraction]);
  });

  it('finds the verdict after debug output and keeps only its message', () => {
    const v = checkerVerdict(exit(1), '', 'reading 3 numbers\nok so far\nwrong answer 2nd numbers differ - expected: 4, found: 5');
    expect([v.status, v.message]).toEqual([S.WRONG_ANSWER, 'wrong answer 2nd numbers differ - expected: 4, found: 5']);
  });

  it('keeps all of stderr when no testlib verdict is in it', () => {
    expect(checkerVerdict(exit(102), '', ' custom text \n').message).toBe('custom text');
  });
});

describe('checkerVerdict of a checker that did not finish', () => {
  it.each([
    ['killed at its time limit', exit(null, { killedBy: 'cpu', signal: 9 })],
    ['crashed', exit(null, { signal: 11 })],
  ])('%s is a System Error', (_, run) => expect(checkerVerdict(run, '', 'ok').status).toBe(S.SYSTEM_ERROR));
});
