import { JudgeStatus } from '@oj/shared';

/** Bytes as a string of one char per byte, so comparisons stay byte-exact whatever the encoding. */
const text = (b: Buffer): string => b.toString('latin1');

// ASCII whitespace only: in latin1, other "spaces" (0xA0) are bytes of multi-byte UTF-8 characters.
const isBlank = (code: number): boolean => code === 32 || (code >= 9 && code <= 13);

const trimEndAscii = (s: string): string => {
  let end = s.length;
  while (end > 0 && isBlank(s.charCodeAt(end - 1))) end--;
  return s.slice(0, end);
};

/** Drops the blanks before each newline and the trailing whitespace of the whole output (linear time). */
const withoutTrailingBlanks = (s: string): string => trimEndAscii(s.split('\n').map(trimEndAscii).join('\n'));

const withoutWhitespace = (s: string): string => s.replace(/[ \t\n\v\f\r]+/g, '');

/**
 * The default checker. With trailing blanks removed the answer is Accepted or Wrong Answer; otherwise
 * identical bytes are Accepted, identical but for whitespace is Presentation Error, anything else is Wrong Answer.
 */
export const compareOutput = (user: Buffer, expected: Buffer, removeTrailingBlanks: boolean): JudgeStatus => {
  if (removeTrailingBlanks) {
    return withoutTrailingBlanks(text(user)) === withoutTrailingBlanks(text(expected))
      ? JudgeStatus.ACCEPTED
      : JudgeStatus.WRONG_ANSWER;
  }
  if (user.equals(expected)) return JudgeStatus.ACCEPTED;
  if (withoutWhitespace(text(user)) === withoutWhitespace(text(expected))) return JudgeStatus.PRESENTATION_ERROR;
  return JudgeStatus.WRONG_ANSWER;
};
