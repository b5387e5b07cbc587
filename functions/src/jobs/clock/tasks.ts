import { RELEASE_CONTEST_RESULTS } from '../../boards/release-results.ts';
import type { ClockTask } from './clock.ts';
import { SWEEP_STUCK_SUBMISSIONS } from './sweep-stuck-submissions.ts';

/** What the clock runs every minute (in AWS an EventBridge rule, locally `npm start`): one line per task. */
export const CLOCK_TASKS: readonly ClockTask[] = [RELEASE_CONTEST_RESULTS, SWEEP_STUCK_SUBMISSIONS];
