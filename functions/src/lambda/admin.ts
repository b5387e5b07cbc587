import { adminGroup } from '../groups/admin/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(adminGroup);
