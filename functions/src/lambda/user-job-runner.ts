import { handleUserJobMessages } from '../jobs/user-jobs/runner.ts';
import { queueHandler } from './queue-handler.ts';

/** Drains the user jobs queue: each message writes one chunk of a bulk import or generation, or unpacks a test case zip. */
export const handler = queueHandler('user-job-runner', handleUserJobMessages, {});
