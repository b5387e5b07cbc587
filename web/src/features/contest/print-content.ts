/** Spec 001 sections 5 and 9: print content is required and at least 50 characters long. */
export const PRINT_CONTENT_MIN = 50;

export type PrintProblem = 'empty' | 'tooShort';

export const printContentProblem = (content: string): PrintProblem | null => {
  if (!content.trim()) return 'empty';
  if (content.length < PRINT_CONTENT_MIN) return 'tooShort';
  return null;
};
