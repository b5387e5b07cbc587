import { contestStatusAt } from '@oj/shared/domain/contest-access';
import { ContestStatus } from '@oj/shared/enums';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { useEffect, useState } from 'react';
import { formatSeconds } from './format.ts';

// A contest's clock as its pages show it (the contest shell, the outside scoreboard, focus mode): the server's time
// moved on by the local clock, the status it gives, the progress and the countdown (spec 001 sections 2.2, 4).

type Times = Pick<ContestInfo, 'startTime' | 'endTime'>;

/** Spec 001 section 9: the clock ticks every second. */
export const TICK_MS = 1000;

/** The server's time in a reply, when it gives one (an exam's info does not: its clock is the local one). */
type ServerNow = { now?: string | undefined };

/** How far the server's clock is ahead of this one, from a reply's `now` and when it arrived. */
export function clockOffset(info: ServerNow | undefined, receivedAt: number) {
  return info?.now ? Date.parse(info.now) - receivedAt : 0;
}

/**
 * The server's `now` when the info arrived (`receivedAt`, the query's dataUpdatedAt), moved on by the local clock
 * and ticking every second until the contest ends, so a wrong local clock neither opens nor closes it early.
 */
export function useContestClock(info: (ServerNow & Pick<ContestInfo, 'endTime'>) | undefined, receivedAt: number): number {
  const offset = clockOffset(info, receivedAt);
  const [now, setNow] = useState(() => Date.now() + offset);
  const end = info ? Date.parse(info.endTime) : 0;
  useEffect(() => {
    setNow(Date.now() + offset);
    if (!info) return;
    const timer = setInterval(() => {
      const next = Date.now() + offset;
      setNow(next);
      if (next >= end) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new info object with the same times must not restart the clock
  }, [offset, end]);
  return now;
}

/** The status at the clock's time (shared's rule, as the server decides it): a page moves on by itself. */
export function statusAt(c: Times, now: number): ContestStatus {
  return contestStatusAt(c, new Date(now));
}

const STATUS_STYLE = {
  [ContestStatus.SCHEDULED]: { key: 'scheduled', color: 'yellow' },
  [ContestStatus.RUNNING]: { key: 'running', color: 'green' },
  [ContestStatus.ENDED]: { key: 'ended', color: 'red' },
} as const;

/** A status's name (under `contest.status.` in common) and colour. */
export function statusStyle(status: number) {
  return STATUS_STYLE[status as ContestStatus] ?? STATUS_STYLE[ContestStatus.ENDED];
}

const WEEK_MS = 7 * 86_400_000;

export type Countdown = { kind: 'startAt'; ms: number } | { kind: 'toStart' | 'remaining'; seconds: number } | { kind: 'ended' };

/** Spec 001 section 4: time to the start (a humanised 'Start At' past a week), time remaining, or ended. */
export function countdown(c: Times, now: number): Countdown {
  const status = statusAt(c, now);
  if (status === ContestStatus.ENDED) return { kind: 'ended' };
  if (status === ContestStatus.RUNNING) return { kind: 'remaining', seconds: Math.ceil((Date.parse(c.endTime) - now) / 1000) };
  const ms = Date.parse(c.startTime) - now;
  return ms > WEEK_MS ? { kind: 'startAt', ms } : { kind: 'toStart', seconds: Math.ceil(ms / 1000) };
}

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The countdown in words (spec 001 section 4), with common's `contest.` messages: "Starts in 1:29:00", "Time left
 * 3:46:42", "Start At 2 weeks", "Ended". The clock counts down to the start or the end and is never negative.
 */
export function countdownText(value: Countdown, t: Translate, language: string): string {
  switch (value.kind) {
    case 'toStart':
      return t('contest.startsIn', { time: formatSeconds(value.seconds) });
    case 'remaining':
      return t('contest.timeLeft', { time: formatSeconds(value.seconds) });
    case 'startAt':
      return t('contest.startAt', { time: humanize(value.ms, language) });
    case 'ended':
      return t('contest.status.ended');
  }
}

/** 0 while scheduled, 100 once over, otherwise the elapsed share of the duration. */
export function progress(c: Times & Pick<ContestInfo, 'duration'>, now: number): number {
  const status = statusAt(c, now);
  if (status === ContestStatus.SCHEDULED) return 0;
  if (status === ContestStatus.ENDED || c.duration <= 0) return 100;
  return Math.min(100, ((now - Date.parse(c.startTime)) / 1000 / c.duration) * 100);
}

/** Seconds elapsed since the start, bounded by the contest. */
export function elapsedSeconds(c: Pick<ContestInfo, 'startTime' | 'duration'>, now: number): number {
  return Math.max(0, Math.min(c.duration, Math.floor((now - Date.parse(c.startTime)) / 1000)));
}

const HUMAN_UNITS: [Intl.NumberFormatOptions['unit'], number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', WEEK_MS],
  ['day', 86_400_000],
];

/** A long wait in its largest unit, rounded ("3 weeks", "2 months"). */
export function humanize(ms: number, language: string): string {
  const [unit, size] = HUMAN_UNITS.find(([, size]) => ms >= size) ?? HUMAN_UNITS[HUMAN_UNITS.length - 1]!;
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(Math.round(ms / size));
}
