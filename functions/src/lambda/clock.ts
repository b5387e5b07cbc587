import { createDataDeps, type DataDeps } from '../deps.ts';
import { parseEnv } from '../env.ts';
import { runClock } from '../jobs/clock/clock.ts';
import { CLOCK_TASKS } from '../jobs/clock/tasks.ts';
import { traced } from '../observability/tracing.ts';
import * as contestRelease from '../data/contest-release.ts';
import * as effects from '../data/effects.ts';
import * as inFlight from '../data/in-flight.ts';

let deps: DataDeps | undefined;

/**
 * Run every minute by an EventBridge rule: one tick of the clock's tasks. A failed task is logged, not thrown, so
 * the asynchronous invoke is not retried (the next tick tries again) and the other tasks' work is not repeated.
 */
export const handler = traced('clock', async () => {
  deps ??= createDataDeps(parseEnv(), { contestRelease, effects, inFlight });
  return { tasks: await runClock(deps, CLOCK_TASKS) };
});
