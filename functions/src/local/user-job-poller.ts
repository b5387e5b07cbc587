import type { DataDeps } from '../deps.ts';
import { handleUserJobMessages } from '../jobs/user-jobs/runner.ts';
import { startQueuePoller } from './queue-poller.ts';

/** Locally, what the user job runner function does in AWS: drains the user jobs queue (account chunks, test-case unpacking). */
export function startUserJobPoller(deps: DataDeps) {
  return startQueuePoller(deps, 'userJobs', handleUserJobMessages);
}
