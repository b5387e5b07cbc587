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
  /** Submissions one task judges at once (oj:judgeConcurrency). */
  slotsPerTask: number;
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

/** Tasks that give every outstanding message (waiting or being judged) a slot of its own, at most `maxTasks`. */
export const backlogTasks = (backlog: number, policy: CapacityPolicy): number => Math.min(policy.maxTasks, Math.ceil(Math.max(0, backlog) / policy.slotsPerTask));

/**
 * The judge service's minimum task count: enough tasks for the backlog (a slot per outstanding message), and while
 * contests are warm at least one task per `contestantsPerTask` registered participants and `minTasks`; never above
 * `maxTasks`. Raising the minimum above the running count starts tasks at once, without waiting for the CloudWatch
 * alarm of the step policy; lowering it stops none (the step policy and the idle alarm scale in).
 */
export const minCapacity = (contests: readonly ContestWindow[], backlog: number, now: Date, policy: CapacityPolicy): number => {
  const forBacklog = backlogTasks(backlog, policy);
  const warm = contests.filter((c) => isWarm(c, now, policy));
  if (warm.length === 0) return forBacklog;
  const participants = warm.reduce((sum, c) => sum + Math.max(0, c.participantCount), 0);
  return Math.min(policy.maxTasks, Math.max(forBacklog, policy.minTasks, Math.ceil(participants / policy.contestantsPerTask)));
};
