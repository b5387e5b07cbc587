import { JudgeStatus as S } from '@oj/shared';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../ports.ts';
import { interactiveVerdict } from './interactive-verdict.ts';
import type { Verdict } from './run-verdict.ts';

const program = (signal: number | null, verdict: Verdict | null) => ({
  run: {
    exitCode: signal ? null : 0,
    signal,
    cpuUs: 1000,
    wallUs: 1000,
    memoryKb: 1000,
    killedBy: null,
    outputLimitExceeded: false,
    isolation: { uid: 60000, uidSwitched: true, landlock: true },
  } satisfies RunResult,
  verdict,
});
const AC = { status: S.ACCEPTED, message: 'ok' };
const WA = { status: S.WRONG_ANSWER, message: 'wrong answer' };
const TLE = { status: S.TIME_LIMIT_EXCEEDED, message: '' };
const RE = { status: S.RUNTIME_ERROR, message: 'SIGSEGV' };
const PIPE = { status: S.RUNTIME_ERROR, message: 'SIGPIPE' };

describe('interactiveVerdict', () => {
  it.each([
    ['both fine', program(null, null), AC, S.ACCEPTED],
    ['the interactor rejects', program(null, null), WA, S.WRONG_ANSWER],
    ['the program times out', program(9, TLE), WA, S.TIME_LIMIT_EXCEEDED],
    ['the program crashes', program(11, RE), WA, S.RUNTIME_ERROR],
    ['SIGPIPE after the interactor accepted', program(13, PIPE), AC, S.ACCEPTED],
    ['SIGPIPE and the interactor rejects', program(13, PIPE), WA, S.WRONG_ANSWER],
  ])('%s', (_, p, interactor, status) => expect(interactiveVerdict(p, interactor).status).toBe(status));
});
