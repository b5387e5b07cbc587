import { ContestAuth, ContestStatus, ContestType } from '@oj/shared/enums';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';

// What the contest pages show and allow, from the contest, the viewer and the clock (spec 001 section 4). The
// server decides for itself; these rules only keep the pages from offering what it would refuse.

/** Live counts and one's own OI results: always once ended and for admins, otherwise while the rank is not sealed. */
export function hasRealTimeView(c: Pick<ContestInfo, 'sealRank' | 'sealRankTime'>, status: ContestStatus, admin: boolean, now: number): boolean {
  return status === ContestStatus.ENDED || admin || !(c.sealRank && c.sealRankTime && now >= Date.parse(c.sealRankTime));
}

export interface Viewing {
  status: ContestStatus;
  admin: boolean;
  /** Registered (the password was entered). */
  access: boolean;
}

/** The tabs beyond the overview: off for non-admins while scheduled, and in a private contest until registered. */
export function menuDisabled(c: Pick<ContestInfo, 'auth'>, v: Viewing): boolean {
  return !v.admin && (v.status === ContestStatus.SCHEDULED || (c.auth === ContestAuth.PRIVATE && !v.access));
}

/** Private contests ask for the password to enter, protected ones to submit; the overview offers it for both. */
export function needsPassword(c: Pick<ContestInfo, 'auth'>, v: Viewing): boolean {
  return c.auth !== ContestAuth.PUBLIC && !v.access && !v.admin;
}

/** A public contest's registration, while one may still take part. */
export function canRegisterOpenly(c: Pick<ContestInfo, 'auth' | 'allowEndSubmit'>, v: Viewing): boolean {
  return c.auth === ContestAuth.PUBLIC && !v.access && !v.admin && (v.status !== ContestStatus.ENDED || c.allowEndSubmit);
}

export type SubmitBlock = 'contestEnded' | 'notStarted' | 'loginFirst';

/** Spec 001 section 4: after the end unless allowEndSubmit; before the start unless admin; not logged in. */
export function submitBlock(c: Pick<ContestInfo, 'allowEndSubmit'>, status: ContestStatus, admin: boolean, loggedIn: boolean): SubmitBlock | null {
  if (status === ContestStatus.ENDED && !c.allowEndSubmit) return 'contestEnded';
  if (status === ContestStatus.SCHEDULED && !admin) return 'notStarted';
  if (!loggedIn) return 'loginFirst';
  return null;
}

/** After-contest submissions exist only where they are allowed, once it ended: the setting shows then. */
export function showsAfterContestSetting(c: Pick<ContestInfo, 'allowEndSubmit'>, status: ContestStatus) {
  return status === ContestStatus.ENDED && c.allowEndSubmit;
}

export type TabKey = 'overview' | 'problems' | 'submissions' | 'rank' | 'announcements' | 'comment' | 'print' | 'ac-info' | 'admin-print' | 'rejudge' | 'scroll-board';

export interface TabContext {
  admin: boolean;
  superAdmin: boolean;
  /** The site's openContestComment switch. */
  commentOpen: boolean;
}

/** Spec 001 section 2.2: the tabs and when each shows. */
export function visibleTabs(c: Pick<ContestInfo, 'type' | 'openPrint'>, v: TabContext): TabKey[] {
  const acm = c.type === ContestType.ACM;
  const shown: [TabKey, boolean][] = [
    ['overview', true],
    ['problems', true],
    ['submissions', true],
    ['rank', true],
    ['announcements', true],
    ['comment', v.commentOpen],
    ['print', c.openPrint],
    ['ac-info', v.admin && acm],
    ['admin-print', v.admin && c.openPrint],
    ['rejudge', v.superAdmin],
    ['scroll-board', v.admin && acm],
  ];
  return shown.filter(([, on]) => on).map(([key]) => key);
}

/** The tab a contest path belongs to: a problem belongs to the problem list, a submission to the submissions. */
export function tabOfPath(pathname: string, cid: number): TabKey {
  const rest = pathname.slice(`/contest/${cid}`.length).split('/').filter(Boolean);
  if (rest.length === 0) return 'overview';
  if (rest[0] === 'problem') return rest[2] === 'submission-detail' ? 'submissions' : 'problems';
  return rest[0] as TabKey;
}

export function tabPath(cid: number, tab: TabKey) {
  return tab === 'overview' ? `/contest/${cid}` : `/contest/${cid}/${tab}`;
}
