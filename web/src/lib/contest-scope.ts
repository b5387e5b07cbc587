import type { UserInfo } from '@oj/shared';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { isContestScope, useProblemSetScope, type ContestScope } from './problem-set-scope.ts';
import { isSuperAdmin } from './session.ts';

export function contestProblemPath(cid: number, displayId: string) {
  return `/contest/${cid}/problem/${encodeURIComponent(displayId)}`;
}
/** ContestFullProblemDetails: the problem in focus mode. */
export function contestFocusPath(cid: number, displayId: string) {
  return `${contestProblemPath(cid, displayId)}/full-screen`;
}
export function contestSubmissionPath(cid: number, displayId: string, submitId: number) {
  return `${contestProblemPath(cid, displayId)}/submission-detail/${submitId}`;
}
export function contestSubmissionsPath(cid: number, query?: Record<string, string>) {
  return `/contest/${cid}/submissions${query ? `?${new URLSearchParams(query).toString()}` : ''}`;
}

/** The contest this page is shown in, or undefined on the site's own pages. */
export function useContestScope(): ContestScope | undefined {
  const scope = useProblemSetScope();
  return isContestScope(scope) ? scope : undefined;
}

/** For a page that only exists as a contest's tab (the rank, the scroll board's settings). */
export function useHostingContest(): ContestScope {
  const scope = useContestScope();
  if (!scope) throw new Error('This page is a contest tab: the contest shell hosts it');
  return scope;
}

/** The creator or the super admin (spec 001 section 6; a group contest's group root is recognised by the server only). */
export function isContestAdmin(c: Pick<ContestInfo, 'author'>, user: UserInfo | null): boolean {
  return !!user && (user.username === c.author || isSuperAdmin(user));
}
