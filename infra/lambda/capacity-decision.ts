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
export function startTimeRange(now: Date, policy: CapacityPolicy) {
  return {
    from: new Date(now.getTime() - LOOKBACK_HOURS * 60 * MINUTE).toISOString(),
    // '~' sorts after the '#cid' suffix of every key that starts at the bound itself.
    to: `${new Date(now.getTime() + policy.leadMinutes * MINUTE).toISOString()}~`,
  };
}

export function isWarm(contest: ContestWindow, now: Date, policy: CapacityPolicy): boolean {
  const start = Date.parse(contest.startTime);
  const end = Date.parse(contest.endTime);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return now.getTime() >= start - policy.leadMinutes * MINUTE && now.getTime() < end;
}

/** Tasks that give every outstanding message (waiting or being judged) a slot of its own, at most `maxTasks`. */
export function backlogTasks(backlog: number, policy: CapacityPolicy): number {
  return Math.min(policy.maxTasks, Math.ceil(Math.max(0, backlog) / policy.slotsPerTask));
}

/**
 * The tasks wanted now: enough for the backlog (a slot per outstanding message), and while contests are warm at
 * least one task per `contestantsPerTask` registered participants and `minTasks`; never above `maxTasks`.
 */
export function wantedTasks(contests: readonly ContestWindow[], backlog: number, now: Date, policy: CapacityPolicy): number {
  const forBacklog = backlogTasks(backlog, policy);
  const warm = contests.filter((c) => isWarm(c, now, policy));
  if (warm.length === 0) return forBacklog;
  const participants = warm.reduce((sum, c) => sum + Math.max(0, c.participantCount), 0);
  return Math.min(policy.maxTasks, Math.max(forBacklog, policy.minTasks, Math.ceil(participants / policy.contestantsPerTask)));
}

/** A fleet larger than the work shrinks once it has been larger for this long (waves of a burst reuse its tasks)... */
export const SHRINK_AFTER_MINUTES = 2;
/** ...and keeps one task until nothing was wanted for this long, so a task is not stopped between two submissions. */
export const IDLE_MINUTES = 10;

/** The largest count wanted in each of the last IDLE_MINUTES minutes that wanted a task: [epoch minute, tasks], oldest first. */
export type FleetMemory = readonly (readonly [minute: number, tasks: number])[];

/**
 * The judge service's task count: at once as many as wanted, never fewer than the most wanted over the last
 * SHRINK_AFTER_MINUTES, one while anything was wanted over the last IDLE_MINUTES, then none. A count set from
 * outside (a deploy's oj:judgeDesiredCount, an operator's update-service) is held as if it had been wanted now.
 * Task scale-in protection keeps a task that is judging from being the one stopped.
 */
export function fleetSize(memory: FleetMemory, now: Date, wanted: number, current: number): { tasks: number; memory: FleetMemory } {
  const minute = Math.floor(now.getTime() / MINUTE);
  // every count this function sets is at most the largest it remembers (before forgetting the old minutes)
  const known = Math.max(0, ...memory.map(([, tasks]) => tasks));
  const kept = memory.filter(([m]) => m > minute - IDLE_MINUTES);
  const seen = Math.max(wanted, current > known ? current : 0);
  const last = kept.at(-1);
  const next: FleetMemory = seen === 0 ? kept : last?.[0] === minute ? [...kept.slice(0, -1), [minute, Math.max(last[1], seen)]] : [...kept, [minute, seen]];
  const recent = Math.max(0, ...next.filter(([m]) => m > minute - SHRINK_AFTER_MINUTES).map(([, tasks]) => tasks));
  return { tasks: Math.max(recent, next.length > 0 ? 1 : 0), memory: next };
}
