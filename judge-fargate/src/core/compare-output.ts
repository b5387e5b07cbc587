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

const BOM = '\xEF\xBB\xBF';

/** A leading UTF-8 byte order mark dropped and Windows line ends read as newlines (editors add both). */
const normalized = (b: Buffer): string => {
  const s = text(b);
  return (s.startsWith(BOM) ? s.slice(BOM.length) : s).replaceAll('\r\n', '\n');
};

const withoutWhitespace = (s: string): string => s.replace(/[ \t\n\v\f\r]+/g, '');

/**
 * The default checker (the judge README tables it against testlib's lcmp and wcmp). Both outputs lose a
 * leading BOM and read \r\n as \n. With trailing blanks removed the answer is Accepted or Wrong Answer;
 * otherwise identical text is Accepted, identical but for whitespace is Presentation Error, anything else
 * is Wrong Answer.
 */
export function compareOutput(user: Buffer, expected: Buffer, removeTrailingBlanks: boolean): JudgeStatus {
  const [got, want] = [normalized(user), normalized(expected)];
  if (removeTrailingBlanks) {
    return withoutTrailingBlanks(got) === withoutTrailingBlanks(want) ? JudgeStatus.ACCEPTED : JudgeStatus.WRONG_ANSWER;
  }
  if (got === want) return JudgeStatus.ACCEPTED;
  if (withoutWhitespace(got) === withoutWhitespace(want)) return JudgeStatus.PRESENTATION_ERROR;
  return JudgeStatus.WRONG_ANSWER;
}
