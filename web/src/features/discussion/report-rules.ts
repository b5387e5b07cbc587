import { COMMUNITY_LIMITS, type ReportTag } from '@oj/shared/schemas/community';

/** The locale key of each of the six report tags (the server stores the tags in English, REPORT_TAGS). */
export const REPORT_TAG_KEYS: Record<ReportTag, 'spam' | 'illegal' | 'vulgar' | 'fraud' | 'abuse' | 'plagiarism'> = {
  'Spam advertising': 'spam',
  'Illegal content': 'illegal',
  'Vulgar content': 'vulgar',
  'Gambling or fraud': 'fraud',
  'Abusive arguments': 'abuse',
  Plagiarism: 'plagiarism',
};

/** Spec 001 section 5: a tag or a reason is needed, and the reason holds at most 200 characters. */
export function reportProblem(tags: readonly ReportTag[], reason: string): 'empty' | 'tooLong' | null {
  if (tags.length === 0 && !reason.trim()) return 'empty';
  if (reason.length > COMMUNITY_LIMITS.reportReasonMax) return 'tooLong';
  return null;
}
