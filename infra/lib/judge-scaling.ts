import type { ScalingInterval } from 'aws-cdk-lib/aws-applicationautoscaling';

/** A step-scaling policy holds at most 40 steps. */
const MAX_STEPS = 40;
/** Task counts up to this get a step each; above, counts grow geometrically to fit the policy. */
const EXACT_UP_TO = 10;

/**
 * The task counts the steps can set: every count up to 10, then counts an even ratio apart up to maxTasks
 * (every count up to 40 tasks; 8% apart for 100, 17% for 1,000).
 */
export const taskCounts = (maxTasks: number): number[] => {
  const exact = Math.min(maxTasks, EXACT_UP_TO);
  const counts = Array.from({ length: exact }, (_, i) => i + 1);
  const rest = MAX_STEPS - exact;
  const ratio = (maxTasks / exact) ** (1 / rest);
  for (let i = 1; i <= rest && counts.at(-1)! < maxTasks; i++) {
    const next = Math.min(maxTasks, Math.max(counts.at(-1)! + 1, Math.ceil(exact * ratio ** i)));
    counts.push(i === rest ? maxTasks : next);
  }
  return counts;
};

/**
 * Backlog-per-task scaling as exact-capacity steps: with `backlog` outstanding messages (visible plus in
 * flight) the service runs ceil(backlog / perTask) tasks, rounded up to the next count a step can set, capped at maxTasks. Exact capacity
 * works from zero tasks, where a target-tracking ratio (backlog divided by running tasks) would be undefined.
 * A backlog of zero is left out (no step) and handled by a slower scale-in, so a task is not stopped between
 * two submissions.
 */
export const backlogSteps = (maxTasks: number, perTask: number): ScalingInterval[] => {
  const counts = taskCounts(maxTasks);
  return counts.map((tasks, i) => {
    const lower = (i === 0 ? 0 : counts[i - 1]!) * perTask + 1;
    return i === counts.length - 1 ? { lower, change: tasks } : { lower, upper: tasks * perTask + 1, change: tasks };
  });
};

/** Tasks a step list asks for at a given backlog; undefined where no step applies. */
export const tasksForBacklog = (steps: readonly ScalingInterval[], backlog: number): number | undefined =>
  steps.find((s) => (s.lower ?? -Infinity) <= backlog && backlog < (s.upper ?? Infinity))?.change;
