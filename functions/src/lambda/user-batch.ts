import { userBatchGroup } from '../groups/user-batch/routes.ts';
import { createHandler } from './create-handler.ts';
import * as accountHolders from '../data/account-holders.ts';
import * as userJobs from '../data/user-jobs.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(userBatchGroup, { accountHolders, userJobs, users });
