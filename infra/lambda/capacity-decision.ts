/** A contest as the capacity function reads it from the contest index. */
export interface ContestWindow {
  cid: string;
  startTime: string;
  endTime: string;
  participantCount: number;
}

export interface CapacityPolicy {
  /** Tasks kept running while any contest is warm (from leadMinutes before its start to its end). */
  minTasks: number;
  /** Registered participants one task is provisioned for ahead of the start. */
  contestantsPerTask: number;
  /** The service's maximum; the minimum never exceeds it. */
  maxTasks: number;
  leadMinutes: number;
}

/**
 * Contests that started longer ago than this are not kept warm: a days-long contest is served by the
 * backlog scaling alone, which is where its sparse submissions belong.
 */
export const LOOKBACK_HOURS = 24;

const MINUTE = 60_000;

/** The contest-index sort-key range to read: contests starting between the lookback and the lead time. */
export const startTimeRange = (now: Date, policy: CapacityPolicy) => ({
  from: new Date(now.getTime() - LOOKBACK_HOURS * 60 * MINUTE).toISOString(),
  // '~' sorts after the '#cid' suffix of every key that starts at the bound itself.
  to: `${new Date(now.getTime() + policy.leadMinutes * MINUTE).toISOString()}~`,
});

export const isWarm = (contest: ContestWindow, now: Date, policy: CapacityPolicy): boolean => {
  const start = Date.parse(contest.startTime);
  const end = Date.parse(contest.endTime);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return now.getTime() >= start - policy.leadMinutes * MINUTE && now.getTime() < end;
};

/**
 * The judge service's minimum task count. While contests are warm: one task per `contestantsPerTask`
 * registered participants, at least `minTasks`, at most `maxTasks`. Otherwise one task when any queue holds
 * work (so a submission never waits for delayed queue metrics to wake the service), else zero.
 */
export const minCapacity = (contests: readonly ContestWindow[], backlog: number, now: Date, policy: CapacityPolicy): number => {
  const floor = backlog > 0 ? 1 : 0;
  const warm = contests.filter((c) => isWarm(c, now, policy));
  if (warm.length === 0) return floor;
  const participants = warm.reduce((sum, c) => sum + Math.max(0, c.participantCount), 0);
  return Math.min(policy.maxTasks, Math.max(floor, policy.minTasks, Math.ceil(participants / policy.contestantsPerTask)));
};
