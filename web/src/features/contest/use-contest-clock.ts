import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { useEffect, useState } from 'react';

/** Spec 001 section 9: the clock ticks every second. */
export const TICK_MS = 1000;

/**
 * The contest's clock: the server's `now` when the info arrived, moved on by the local clock, ticking every second
 * until the contest ends (so a wrong local clock does not open or close the contest early).
 */
export const useContestClock = (info: Pick<ContestInfo, 'now' | 'endTime'> | undefined, receivedAt: number): number => {
  const offset = info ? Date.parse(info.now) - receivedAt : 0;
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
  }, [offset, end]);
  return now;
};
