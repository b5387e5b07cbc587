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

describe('checkerVerdict of a checker that did not finish', () => {
  it.each([
    ['killed at its time limit', exit(null, { killedBy: 'cpu', signal: 9 })],
    ['crashed', exit(null, { signal: 11 })],
  ])('%s is a System Error', (_, run) => expect(checkerVerdict(run, '', 'ok').status).toBe(S.SYSTEM_ERROR));
});
