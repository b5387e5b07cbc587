import { PRINT_MIN_CHARS } from '@oj/shared';
import { LIMITS } from '@oj/shared/limits';

// The print call's own rules (PrintTextBody), checked before sending so the messages come in the page's language.

/** Spec 001 sections 5 and 9: print content is required and at least 50 characters long. */
export const PRINT_CONTENT_MIN = PRINT_MIN_CHARS;
/** At most what a code submission may hold. */
export const PRINT_CONTENT_MAX = LIMITS.codeMax;

export type PrintProblem = 'empty' | 'tooShort' | 'tooLong';

export function printContentProblem(content: string): PrintProblem | null {
  if (!content.trim()) return 'empty';
  if (content.length < PRINT_CONTENT_MIN) return 'tooShort';
  if (content.length > PRINT_CONTENT_MAX) return 'tooLong';
  return null;
}
