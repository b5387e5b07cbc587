import type { ScalingInterval } from 'aws-cdk-lib/aws-applicationautoscaling';

/**
 * Backlog-per-task scaling as exact-capacity steps: with `backlog` outstanding messages (visible plus in
 * flight) the service runs ceil(backlog / perTask) tasks, capped at maxTasks. Exact capacity works from zero
 * tasks, where a target-tracking ratio (backlog divided by running tasks) would be undefined. A backlog of
 * zero is left out (no step) and handled by a slower scale-in, so a task is not stopped between two submissions.
 */
export const backlogSteps = (maxTasks: number, perTask: number): ScalingInterval[] => {
  const steps: ScalingInterval[] = [];
  for (let tasks = 1; tasks <= maxTasks; tasks++) {
    const lower = (tasks - 1) * perTask + 1;
    steps.push(tasks === maxTasks ? { lower, change: tasks } : { lower, upper: tasks * perTask + 1, change: tasks });
  }
  return steps;
};

/** Tasks a step list asks for at a given backlog; undefined where no step applies. */
export const tasksForBacklog = (steps: readonly ScalingInterval[], backlog: number): number | undefined =>
  steps.find((s) => (s.lower ?? -Infinity) <= backlog && backlog < (s.upper ?? Infinity))?.change;
