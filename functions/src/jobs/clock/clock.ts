import type { DataDeps } from '../../deps.ts';

/** One job the clock runs every minute. It must be safe to run twice at once (two ticks may overlap). */
export interface ClockTask {
  name: string;
  run(deps: DataDeps): Promise<void>;
}

export interface TaskOutcome {
  name: string;
  ok: boolean;
  ms: number;
}

/**
 * One tick: every task at once, each on its own, so a task that throws (or hangs until the function's timeout)
 * is logged and never keeps the others from running.
 */
export function runClock(deps: DataDeps, tasks: readonly ClockTask[]): Promise<TaskOutcome[]> {
  return Promise.all(
    tasks.map(async (task) => {
      const started = Date.now();
      try {
        await task.run(deps);
        return { name: task.name, ok: true, ms: Date.now() - started };
      } catch (err) {
        deps.log.error('clock task failed', { task: task.name, error: String(err), stack: (err as Error).stack });
        return { name: task.name, ok: false, ms: Date.now() - started };
      }
    }),
  );
}
