import { JudgeStatus as S } from '@oj/shared';
import { describe, expect, it } from 'vitest';
import { compareOutput } from './compare-output.ts';

const cmp = (user: string, expected: string, removeTrailingBlanks: boolean) => compareOutput(Buffer.from(user, 'latin1'), Buffer.from(expected, 'latin1'), removeTrailingBlanks);

const BOM = '\xEF\xBB\xBF';
const { ACCEPTED: AC, WRONG_ANSWER: WA, PRESENTATION_ERROR: PE } = S;

// The tricky cases of the judge README's comparator table: [case, output, answer, blanks removed, byte for byte]
const TABLE = [
  ['identical', '1 2\n3\n', '1 2\n3\n', AC, AC],
  ['different answer', '4\n', '3\n', WA, WA],
  ['missing final newline', '3', '3\n', AC, PE],
  ['blanks before newlines', '1 2  \t\n3 \n', '1 2\n3\n', AC, PE],
  ['trailing blank lines', '3\n\n\n  \n', '3\n', AC, PE],
  ['a blank line inside', '1\n\n2\n', '1\n2\n', WA, PE],
  ['leading spaces', ' 3\n', '3\n', WA, PE],
  ['double spaces inside a line', '1  2\n', '1 2\n', WA, PE],
  ['a tab for a space', '1\t2\n', '1 2\n', WA, PE],
  ['tokens split differently', '12\n', '1 2\n', WA, PE],
  ['\\r\\n line ends in the output', '1 2\r\n3\r\n', '1 2\n3\n', AC, AC],
  ['\\r\\n line ends in the answer', '1 2\n3\n', '1 2\r\n3\r\n', AC, AC],
  ['a lone \\r is whitespace', '1\r2\n', '1 2\n', WA, PE],
  ['a UTF-8 BOM before the output', `${BOM}3\n`, '3\n', AC, AC],
  ['a UTF-8 BOM before the answer', '3\n', `${BOM}3\n`, AC, AC],
  ['a BOM later is text', `3${BOM}\n`, '3\n', WA, WA],
  ['empty output, empty answer', '', '', AC, AC],
  ['blank output, empty answer', ' \n\n', '', AC, PE],
  ['empty output, an answer', '', '3\n', WA, WA],
  ['output, empty answer', '3\n', '', WA, WA],
] as const;

describe('compareOutput', () => {
  it.each(TABLE)('%s', (_, user, expected, blanksRemoved, byteForByte) => {
    expect([cmp(user, expected, true), cmp(user, expected, false)]).toEqual([blanksRemoved, byteForByte]);
  });

  it('treats a UTF-8 byte 0xA0 as a character, not a space', () => {
    expect(compareOutput(Buffer.from('à\n'), Buffer.from('Ã\n'), false)).toBe(WA);
    expect(compareOutput(Buffer.from('à\n'), Buffer.from('Ã\n'), true)).toBe(WA);
  });

  it('handles long runs of blanks (a backtracking regex would not finish)', () => {
    const blanks = ' '.repeat(1 << 22);
    expect(cmp(`${blanks}x`, 'x', true)).toBe(WA);
    expect(cmp(`x${blanks}\n`, 'x', true)).toBe(AC);
  });
});
