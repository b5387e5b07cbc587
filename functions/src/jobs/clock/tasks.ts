import type { ClockTask } from './clock.ts';

/** What the clock runs every minute (in AWS an EventBridge rule, locally `npm start`): one line per task. */
export const CLOCK_TASKS: readonly ClockTask[] = [
];
