import { adminUserGroup } from '../groups/admin-user/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(adminUserGroup);
