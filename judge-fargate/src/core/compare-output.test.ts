import { JudgeStatus as S } from '@oj/shared';
import { describe, expect, it } from 'vitest';
import { compareOutput } from './compare-output.ts';

const cmp = (user: string, expected: string, removeTrailingBlanks: boolean) =>
  compareOutput(Buffer.from(user), Buffer.from(expected), removeTrailingBlanks);

describe('compareOutput with trailing blanks removed', () => {
  it.each([
    ['identical', '1 2\n3\n', '1 2\n3\n', S.ACCEPTED],
    ['missing final newline', '3', '3\n', S.ACCEPTED],
    ['blanks before newlines', '1 2  \t\n3 \r\n', '1 2\n3\n', S.ACCEPTED],
    ['trailing blank lines', '3\n\n\n  \n', '3\n', S.ACCEPTED],
    ['a blank line inside', '1\n\n2\n', '1\n2\n', S.WRONG_ANSWER],
    ['leading spaces matter', ' 3\n', '3\n', S.WRONG_ANSWER],
    ['different spacing inside a line', '1  2\n', '1 2\n', S.WRONG_ANSWER],
    ['different answer', '4\n', '3\n', S.WRONG_ANSWER],
    ['empty output', '', '3\n', S.WRONG_ANSWER],
  ])('%s', (_, user, expected, status) => expect(cmp(user, expected, true)).toBe(status));
});

describe('compareOutput byte for byte', () => {
  it.each([
    ['identical', '1 2\n3\n', '1 2\n3\n', S.ACCEPTED],
    ['missing final newline', '3', '3\n', S.PRESENTATION_ERROR],
    ['trailing blank', '3 \n', '3\n', S.PRESENTATION_ERROR],
    ['a blank line inside', '1\n\n2\n', '1\n2\n', S.PRESENTATION_ERROR],
    ['split differently', '12\n', '1 2\n', S.PRESENTATION_ERROR],
    ['different answer', '4\n', '3\n', S.WRONG_ANSWER],
  ])('%s', (_, user, expected, status) => expect(cmp(user, expected, false)).toBe(status));

  it('treats a UTF-8 byte 0xA0 as a character, not a space', () => {
    expect(cmp('à\n', 'Ã\n', false)).toBe(S.WRONG_ANSWER);
    expect(cmp('à\n', 'Ã\n', true)).toBe(S.WRONG_ANSWER);
  });

  it('handles long runs of blanks (a backtracking regex would not finish)', () => {
    const blanks = ' '.repeat(1 << 22);
    expect(cmp(`${blanks}x`, 'x', true)).toBe(S.WRONG_ANSWER);
    expect(cmp(`x${blanks}\n`, 'x', true)).toBe(S.ACCEPTED);
  });
});
