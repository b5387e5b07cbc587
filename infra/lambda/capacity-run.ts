import { isWarm, minCapacity, startTimeRange, type CapacityPolicy } from './capacity-decision.ts';
import type { CapacityPort } from './capacity-port.ts';

/** The schedule starts a run every minute (EventBridge's shortest rate). */
export const RUN_EVERY_SECONDS = 60;
/** While a contest is warm or a queue holds work, a run looks at the queues this often... */
export const CHECK_EVERY_SECONDS = 10;
/** ...until this long after its start, so that runs do not overlap (the function's timeout is 60 s). */
export const RUN_SECONDS = 50;

/** The longest a burst can wait to be seen while a run keeps checking: between two checks, or from a run's last check to the next run. */
export const longestCheckGapSeconds = (): number =>
  Math.max(CHECK_EVERY_SECONDS, RUN_EVERY_SECONDS - Math.floor(RUN_SECONDS / CHECK_EVERY_SECONDS) * CHECK_EVERY_SECONDS);

export interface RunClock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

/**
 * One run: reads the contests once, then sets the minimum task count from them and the backlog, again every
 * CHECK_EVERY_SECONDS while a contest is warm or work is queued, so a burst starts tasks within seconds instead of
 * waiting for the next run or for the CloudWatch alarm. A quiet minute costs one check.
 */
export const runCapacity = async (port: CapacityPort, policy: CapacityPolicy, clock: RunClock) => {
  const started = clock.now().getTime();
  const contests = await port.contests(startTimeRange(clock.now(), policy));
  const previous = await port.minCapacity();
  let current = previous;
  const checks: { backlog: number; minCapacity: number }[] = [];
  for (;;) {
    const now = clock.now();
    const backlog = await port.backlog();
    const wanted = minCapacity(contests, backlog, now, policy);
    if (wanted !== current) await port.setMinCapacity(wanted);
    current = wanted;
    checks.push({ backlog, minCapacity: wanted });
    const busy = backlog > 0 || contests.some((c) => isWarm(c, now, policy));
    if (!busy || now.getTime() - started + CHECK_EVERY_SECONDS * 1000 > RUN_SECONDS * 1000) break;
    await clock.sleep(CHECK_EVERY_SECONDS * 1000);
  }
  return { contests: contests.length, previous, checks };
};
