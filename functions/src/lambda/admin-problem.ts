import { adminProblemGroup } from '../groups/admin-problem/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(adminProblemGroup);
