import { fleetSize, isWarm, startTimeRange, wantedTasks, type CapacityPolicy } from './capacity-decision.ts';
import type { CapacityPort } from './capacity-port.ts';

/** The schedule starts a run every minute (EventBridge's shortest rate). */
export const RUN_EVERY_SECONDS = 60;
/** While a contest is warm or a queue holds work, a run looks at the queues this often... */
export const CHECK_EVERY_SECONDS = 10;
/** ...until this long after its start, so that runs do not overlap (the function's timeout is 60 s). */
export const RUN_SECONDS = 50;

/** The longest a burst can wait to be seen while a run keeps checking: between two checks, or from a run's last check to the next run. */
export function longestCheckGapSeconds(): number {
  return Math.max(CHECK_EVERY_SECONDS, RUN_EVERY_SECONDS - Math.floor(RUN_SECONDS / CHECK_EVERY_SECONDS) * CHECK_EVERY_SECONDS);
}

export interface RunClock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

/**
 * One run: reads the contests, the service's count and the fleet's memory once, then sets the task count from the
 * contests and the backlog (capacity-decision.ts), again every CHECK_EVERY_SECONDS while a contest is warm or work
 * is queued, so a burst starts tasks within seconds instead of waiting for the next run. A quiet minute costs one
 * check; the memory is written back only when it changed.
 */
export async function runCapacity(port: CapacityPort, policy: CapacityPolicy, clock: RunClock) {
  const started = clock.now().getTime();
  const contests = await port.contests(startTimeRange(clock.now(), policy));
  const previous = await port.desiredCount();
  const remembered = await port.memory();
  let memory = remembered;
  let current = previous;
  const checks: { backlog: number; wanted: number; tasks: number }[] = [];
  for (;;) {
    const now = clock.now();
    const backlog = await port.backlog();
    const wanted = wantedTasks(contests, backlog, now, policy);
    const next = fleetSize(memory, now, wanted, current);
    if (next.tasks !== current) await port.setDesiredCount(next.tasks);
    current = next.tasks;
    memory = next.memory;
    checks.push({ backlog, wanted, tasks: current });
    const busy = backlog > 0 || contests.some((c) => isWarm(c, now, policy));
    if (!busy || now.getTime() - started + CHECK_EVERY_SECONDS * 1000 > RUN_SECONDS * 1000) break;
    await clock.sleep(CHECK_EVERY_SECONDS * 1000);
  }
  if (JSON.stringify(memory) !== JSON.stringify(remembered)) await port.saveMemory(memory);
  return { contests: contests.length, previous, checks };
}
