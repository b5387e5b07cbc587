import { adminContestGroup } from '../groups/admin-contest/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(adminContestGroup);
