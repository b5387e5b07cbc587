import type { UserInfo } from '@oj/shared';
import { COMMUNITY_LIMITS } from '@oj/shared/schemas/community';
import { isAdmin, isSuperAdmin } from '../../lib/session.ts';

/** Spec 001 sections 5 and 9: the discussion form's fields and limits. */
const DISCUSSION_LIMITS = { title: COMMUNITY_LIMITS.titleMax, description: COMMUNITY_LIMITS.descriptionMax, content: COMMUNITY_LIMITS.contentMax } as const;

export interface DiscussionForm {
  title: string;
  description: string;
  categoryId: number | null;
  content: string;
  topPriority: boolean;
}

export type FormField = 'title' | 'description' | 'category' | 'content';
export type FormProblem = { field: FormField; kind: 'required' } | { field: Exclude<FormField, 'category'>; kind: 'tooLong'; max: number };

export function emptyDiscussionForm(): DiscussionForm {
  return { title: '', description: '', categoryId: null, content: '', topPriority: false };
}

/** A new problem discussion's title is prefixed with the problem id in square brackets. */
export function titleToSend(title: string, pid: string | null, creating: boolean) {
  return creating && pid ? `[${pid}] ${title.trim()}` : title.trim();
}

/** The first field that breaks a rule, in the form's order, or null when the form may be sent. */
export function formProblem(f: DiscussionForm, sentTitle: string): FormProblem | null {
  if (!f.title.trim()) return { field: 'title', kind: 'required' };
  if (sentTitle.length > DISCUSSION_LIMITS.title) return { field: 'title', kind: 'tooLong', max: DISCUSSION_LIMITS.title };
  if (!f.description.trim()) return { field: 'description', kind: 'required' };
  if (f.description.length > DISCUSSION_LIMITS.description) return { field: 'description', kind: 'tooLong', max: DISCUSSION_LIMITS.description };
  if (f.categoryId === null) return { field: 'category', kind: 'required' };
  if (!f.content.trim()) return { field: 'content', kind: 'required' };
  if (f.content.length > DISCUSSION_LIMITS.content) return { field: 'content', kind: 'tooLong', max: DISCUSSION_LIMITS.content };
  return null;
}

/** The author and the super admin edit a discussion (admins pin it through the back office's call). */
export function mayEdit(d: { uid: string }, viewer: UserInfo | null): boolean {
  return !!viewer && (viewer.uid === d.uid || isSuperAdmin(viewer));
}

/** Spec 001 section 6: the author and admins delete a discussion. */
export function mayDelete(d: { uid: string }, viewer: UserInfo | null): boolean {
  return !!viewer && (viewer.uid === d.uid || isAdmin(viewer));
}
