import { JudgeStatus } from '@oj/shared/enums';
import { describe, expect, it } from 'vitest';
import { shortStatus } from './rank-cells.ts';

describe('shortStatus', () => {
  it('gives a final verdict its short code', () => {
    expect(shortStatus(JudgeStatus.ACCEPTED)).toBe('AC');
    expect(shortStatus(JudgeStatus.PARTIAL_ACCEPTED)).toBe('PAC');
    expect(shortStatus(JudgeStatus.TIME_LIMIT_EXCEEDED)).toBe('TLE');
  });

  it('reads a verdict still on its way, or an unknown one, as a question mark', () => {
    expect(shortStatus(JudgeStatus.PENDING)).toBe('?');
    expect(shortStatus(JudgeStatus.COMPILING)).toBe('?');
    expect(shortStatus(JudgeStatus.JUDGING)).toBe('?');
    expect(shortStatus(99)).toBe('?');
  });
});
