import { handleUserJobMessages } from '../jobs/user-jobs/runner.ts';
import { queueHandler } from './queue-handler.ts';
import * as accountHolders from '../data/account-holders.ts';
import * as testcaseUploads from '../data/testcase-uploads.ts';
import * as userJobs from '../data/user-jobs.ts';
import * as users from '../data/users.ts';

/** Drains the user jobs queue: each message writes one chunk of a bulk import or generation, or unpacks a test case zip. */
export const handler = queueHandler('user-job-runner', handleUserJobMessages, { accountHolders, testcaseUploads, userJobs, users });
