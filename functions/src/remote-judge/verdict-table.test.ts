import { JudgeStatus } from '@oj/shared';
import { describe, expect, it } from 'vitest';
import { verdictOf } from './verdict-table.ts';

describe('verdictOf', () => {
  const table = { WJ: 'waiting', AC: JudgeStatus.ACCEPTED } as const;

  it('maps a known word, and fails on one the table lacks (also inherited names) as garbage', () => {
    expect(verdictOf('AC', table, 'AC')).toBe(JudgeStatus.ACCEPTED);
    expect(verdictOf('AC', table, 'WJ')).toBe('waiting');
    for (const word of ['XYZ', 'toString']) expect(() => verdictOf('AC', table, word)).toThrow(expect.objectContaining({ failure: 'garbage', retry: true }));
  });
});
