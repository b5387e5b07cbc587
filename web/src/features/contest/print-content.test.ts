import { describe, expect, test } from 'vitest';
import { PRINT_CONTENT_MAX, printContentProblem, PRINT_CONTENT_MIN } from './print-content.ts';

describe('print content (spec 001 section 5)', () => {
  test('empty or blank content is refused first', () => {
    expect(printContentProblem('')).toBe('empty');
    expect(printContentProblem(' \n\t ')).toBe('empty');
  });

  test('fewer than 50 characters is refused; 50 and more pass', () => {
    expect(printContentProblem('x'.repeat(PRINT_CONTENT_MIN - 1))).toBe('tooShort');
    expect(printContentProblem('x'.repeat(PRINT_CONTENT_MIN))).toBeNull();
    expect(printContentProblem('int main() {\n  return 0;\n}\n'.repeat(3))).toBeNull();
  });

  test('longer than a code submission may be is refused', () => {
    expect(printContentProblem('z'.repeat(PRINT_CONTENT_MAX))).toBeNull();
    expect(printContentProblem('z'.repeat(PRINT_CONTENT_MAX + 1))).toBe('tooLong');
  });
});
