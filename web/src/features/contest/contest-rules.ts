import { contestStatusAt } from '@oj/shared/domain/contest-access';
import { ContestAuth, ContestStatus, ContestType } from '@oj/shared/enums';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';

// What the contest pages show and allow, from the contest, the viewer and the clock (spec 001 section 4). The
// server decides for itself; these rules only keep the pages from offering what it would refuse.

/** The contest's status at the clock's time: the page moves from scheduled to running to ended by itself. */
export const statusAt = (c: Pick<ContestInfo, 'startTime' | 'endTime'>, now: number): ContestStatus => contestStatusAt(c, new Date(now));

/** Live counts and one's own OI results: always once ended and for admins, otherwise while the rank is not sealed. */
export const hasRealTimeView = (c: Pick<ContestInfo, 'sealRank' | 'sealRankTime'>, status: ContestStatus, admin: boolean, now: number): boolean =>
  status === ContestStatus.ENDED || admin || !(c.sealRank && c.sealRankTime && now >= Date.parse(c.sealRankTime));

export interface Viewing {
  status: ContestStatus;
  admin: boolean;
  /** Registered (the password was entered). */
  access: boolean;
}

/** The tabs beyond the overview: off for non-admins while scheduled, and in a private contest until registered. */
export const menuDisabled = (c: Pick<ContestInfo, 'auth'>, v: Viewing): boolean =>
  !v.admin && (v.status === ContestStatus.SCHEDULED || (c.auth === ContestAuth.PRIVATE && !v.access));

/** Private contests ask for the password to enter, protected ones to submit; the overview offers it for both. */
export const needsPassword = (c: Pick<ContestInfo, 'auth'>, v: Viewing): boolean => c.auth !== ContestAuth.PUBLIC && !v.access && !v.admin;

/** A public contest's registration, while one may still take part. */
export const canRegisterOpenly = (c: Pick<ContestInfo, 'auth' | 'allowEndSubmit'>, v: Viewing): boolean =>
  c.auth === ContestAuth.PUBLIC && !v.access && !v.admin && (v.status !== ContestStatus.ENDED || c.allowEndSubmit);

export type SubmitBlock = 'contestEnded' | 'notStarted' | 'loginFirst';

/** Spec 001 section 4: after the end unless allowEndSubmit; before the start unless admin; not logged in. */
export const submitBlock = (c: Pick<ContestInfo, 'allowEndSubmit'>, status: ContestStatus, admin: boolean, loggedIn: boolean): SubmitBlock | null => {
  if (status === ContestStatus.ENDED && !c.allowEndSubmit) return 'contestEnded';
  if (status === ContestStatus.SCHEDULED && !admin) return 'notStarted';
  if (!loggedIn) return 'loginFirst';
  return null;
};

/** After-contest submissions exist only where they are allowed, once it ended: the setting shows then. */
export const showsAfterContestSetting = (c: Pick<ContestInfo, 'allowEndSubmit'>, status: ContestStatus) => status === ContestStatus.ENDED && c.allowEndSubmit;

const WEEK_MS = 7 * 86_400_000;

export type Countdown = { kind: 'startAt'; ms: number } | { kind: 'toStart' | 'remaining'; seconds: number } | { kind: 'ended' };

/** Spec 001 section 4: time to the start (a humanised 'Start At' past a week), time remaining, or ended. */
export const countdown = (c: Pick<ContestInfo, 'startTime' | 'endTime'>, now: number): Countdown => {
  const status = statusAt(c, now);
  if (status === ContestStatus.ENDED) return { kind: 'ended' };
  if (status === ContestStatus.RUNNING) return { kind: 'remaining', seconds: Math.ceil((Date.parse(c.endTime) - now) / 1000) };
  const ms = Date.parse(c.startTime) - now;
  return ms > WEEK_MS ? { kind: 'startAt', ms } : { kind: 'toStart', seconds: Math.ceil(ms / 1000) };
};

/** 0 while scheduled, 100 once over, otherwise the elapsed share of the duration. */
export const progress = (c: Pick<ContestInfo, 'startTime' | 'endTime' | 'duration'>, now: number): number => {
  const status = statusAt(c, now);
  if (status === ContestStatus.SCHEDULED) return 0;
  if (status === ContestStatus.ENDED || c.duration <= 0) return 100;
  return Math.min(100, ((now - Date.parse(c.startTime)) / 1000 / c.duration) * 100);
};

/** Seconds elapsed since the start, bounded by the contest. */
export const elapsedSeconds = (c: Pick<ContestInfo, 'startTime' | 'duration'>, now: number): number =>
  Math.max(0, Math.min(c.duration, Math.floor((now - Date.parse(c.startTime)) / 1000)));

const HUMAN_UNITS: [Intl.NumberFormatOptions['unit'], number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', WEEK_MS],
  ['day', 86_400_000],
];

/** A long wait in its largest unit, rounded ("3 weeks", "2 months"). */
export const humanize = (ms: number, language: string): string => {
  const [unit, size] = HUMAN_UNITS.find(([, size]) => ms >= size) ?? HUMAN_UNITS[HUMAN_UNITS.length - 1]!;
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(Math.round(ms / size));
};

export type TabKey =
  | 'overview'
  | 'problems'
  | 'submissions'
  | 'rank'
  | 'announcements'
  | 'comment'
  | 'print'
  | 'ac-info'
  | 'admin-print'
  | 'rejudge'
  | 'scroll-board';

export interface TabContext {
  admin: boolean;
  superAdmin: boolean;
  /** The site's openContestComment switch. */
  commentOpen: boolean;
}

/** Spec 001 section 2.2: the tabs and when each shows. */
export const visibleTabs = (c: Pick<ContestInfo, 'type' | 'openPrint'>, v: TabContext): TabKey[] => {
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
};

/** The tab a contest path belongs to: a problem belongs to the problem list, a submission to the submissions. */
export const tabOfPath = (pathname: string, cid: number): TabKey => {
  const rest = pathname.slice(`/contest/${cid}`.length).split('/').filter(Boolean);
  if (rest.length === 0) return 'overview';
  if (rest[0] === 'problem') return rest[2] === 'submission-detail' ? 'submissions' : 'problems';
  return rest[0] as TabKey;
};

export const tabPath = (cid: number, tab: TabKey) => (tab === 'overview' ? `/contest/${cid}` : `/contest/${cid}/${tab}`);
