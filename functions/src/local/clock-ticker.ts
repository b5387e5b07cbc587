import type { DataDeps } from '../deps.ts';
import { runClock, type ClockTask } from '../jobs/clock/clock.ts';
import { CLOCK_TASKS } from '../jobs/clock/tasks.ts';

export const CLOCK_INTERVAL_MS = 60_000;

/**
 * Locally, what the EventBridge rule does in AWS: a tick of the clock every minute. A tick still running when the
 * next is due is not overlapped (in AWS two may overlap; tasks are safe either way).
 */
export function startClockTicker(deps: DataDeps, tasks: readonly ClockTask[] = CLOCK_TASKS, intervalMs = CLOCK_INTERVAL_MS) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= runClock(deps, tasks).finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
