import type { UserInfo } from '@oj/shared';
import type { ContestStatus } from '@oj/shared/enums';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { isContestScope, useProblemSetScope, type SetSubmitRules } from './problem-set-scope.ts';
import { isSuperAdmin } from './session.ts';

/**
 * What a contest shell tells the pages it hosts (the problem page, the submission list and detail), so those
 * features serve a contest without a copy per kind (ARCHITECTURE.md "Problem sets and scopes"). The shell passes
 * it as its outlet context; outside a contest there is none.
 */
export interface ContestScope extends SetSubmitRules {
  cid: number;
  /** The contest as get-contest-info answered the shell (kept fresh there): hosted pages read it, not fetch it again. */
  info: ContestInfo;
  /** The status on the shell's clock (the server's `now` moved on), fresher than `info.status`. */
  status: ContestStatus;
  /** The viewer is a contest admin (isContestAdmin). */
  admin: boolean;
  /** The shell's include-after-contest setting: problem and submission calls send it as containsEnd. */
  containsEnd: boolean;
  /** Before the start only admins see the contest: their lists ask for the submissions made before it. */
  beforeStart: boolean;
  /** OI without the real-time view: one's own results stay hidden and a new submission covers the last one. */
  hideResults: boolean;
  /** Why submitting is not possible now (spec 001 section 4), as shown to the user, or null. */
  submitBlocked: string | null;
  /** Resolves true once the viewer may submit: a protected contest asks for its password first. */
  ensureSubmitAccess: () => Promise<boolean>;
  /** Told after each accepted submit: a public contest registers its first-time submitters. */
  onSubmitted: () => void;
  /** The focus-mode (full-screen) page of one of its problems; absent where the page already is in focus mode. */
  focusPath?: ((displayId: string) => string) | undefined;
}

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
