import { userBatchGroup } from '../groups/user-batch/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(userBatchGroup);
