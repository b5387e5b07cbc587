/**
 * Who may do what in a contest (spec 001 sections 4 and 6, judging.md): the problem sets' access rule
 * (problem-set-access.ts: admins, visibility, groups, the password gate) plus the contest's clock and account rule.
 * Pure: the caller passes what it read (the contest, the viewer, whether the viewer is registered, the group facts)
 * and gets a decision with the message to show.
 */
import { ContestAuth, ContestStatus } from '../enums.ts';
import { matchesAccountRule } from './account-limit.ts';
import { canSeeSet, isSetAdmin, passGate, type AccessSet, type Refusal, type Viewer, type ViewerFacts } from './problem-set-access.ts';
import { isSealed, type BoardContest } from './scoreboard.ts';

export type { Refusal, Viewer, ViewerFacts } from './problem-set-access.ts';

export interface AccessContest extends AccessSet {
  auth: number;
  startTime: string;
  endTime: string;
  openAccountLimit: boolean;
  accountLimitRule: string | null;
  allowEndSubmit: boolean;
}

export function contestStatusAt(c: Pick<AccessContest, 'startTime' | 'endTime'>, now: Date): ContestStatus {
  const t = now.getTime();
  if (t < Date.parse(c.startTime)) return ContestStatus.SCHEDULED;
  if (t < Date.parse(c.endTime)) return ContestStatus.RUNNING;
  return ContestStatus.ENDED;
}

/** The contest's creator, the super admin, and for a group contest the group's root. */
export const isContestAdmin: (c: AccessContest, viewer: Viewer | undefined, facts?: Pick<ViewerFacts, 'groupRoot'>) => boolean = isSetAdmin;

/** Whether the contest exists for this viewer at all (hidden contests are for their admins only). */
export function canSeeContest(c: AccessContest, viewer: Viewer | undefined, facts: ViewerFacts): Refusal {
  return canSeeSet('contest', c, viewer, facts);
}

/** Whether the viewer may enter: see the problems, the submissions and the rank (the menu is enabled). */
export function canEnterContest(c: AccessContest, viewer: Viewer | undefined, facts: ViewerFacts, now: Date): Refusal {
  const hidden = canSeeContest(c, viewer, facts);
  if (hidden) return hidden;
  if (isContestAdmin(c, viewer, facts)) return null;
  if (contestStatusAt(c, now) === ContestStatus.SCHEDULED) return 'The contest has not started yet';
  if (c.auth === ContestAuth.PRIVATE) {
    const gate = passGate('contest', c, true, viewer, facts);
    if (gate) return gate;
    if (viewer && !accountAllowed(c, viewer)) return 'Only accounts matching the contest rule may take part';
  }
  return null;
}

/** Whether the contest's account rule (when it has one switched on) lets this account take part. */
export function accountAllowed(c: Pick<AccessContest, 'openAccountLimit' | 'accountLimitRule'>, viewer: Pick<Viewer, 'username'>) {
  return !c.openAccountLimit || !c.accountLimitRule || matchesAccountRule(c.accountLimitRule, viewer.username);
}

/** Whether registering may be tried (the password is checked by the caller). */
export function canRegister(c: AccessContest, viewer: Viewer, facts: ViewerFacts, now: Date): Refusal {
  const hidden = canSeeContest(c, viewer, facts);
  if (hidden) return hidden;
  if (facts.registered) return 'You have already registered for this contest';
  if (contestStatusAt(c, now) === ContestStatus.ENDED && !c.allowEndSubmit) return 'The contest has ended';
  if (!accountAllowed(c, viewer)) return 'Only accounts matching the contest rule may take part';
  return null;
}

/**
 * Whether the viewer may submit now: admins at any time; others while it runs (after it only when it allows
 * after-contest submissions), registered for password contests, and within the account rule.
 */
export function canSubmitInContest(c: AccessContest, viewer: Viewer, facts: ViewerFacts, now: Date): Refusal {
  const hidden = canSeeContest(c, viewer, facts);
  if (hidden) return hidden;
  if (isContestAdmin(c, viewer, facts)) return null;
  const status = contestStatusAt(c, now);
  if (status === ContestStatus.SCHEDULED) return 'The contest has not started yet';
  if (status === ContestStatus.ENDED && !c.allowEndSubmit) return 'The contest has ended';
  const gate = passGate('contest', c, c.auth !== ContestAuth.PUBLIC, viewer, facts);
  if (gate) return gate;
  if (!accountAllowed(c, viewer)) return 'Only accounts matching the contest rule may take part';
  return null;
}

/**
 * Real-time permission: live counts on the problem list and results of one's own OI submissions. Everyone has
 * it while the board is not sealed; contest admins always.
 */
export function hasRealTimeView(c: AccessContest & Pick<BoardContest, 'sealRank' | 'sealRankTime' | 'autoRealRank'>, viewer: Viewer | undefined, facts: Pick<ViewerFacts, 'groupRoot'>, now: Date): boolean {
  return isContestAdmin(c, viewer, facts) || !isSealed(c, now);
}
