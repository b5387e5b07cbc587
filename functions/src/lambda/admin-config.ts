import { adminConfigGroup } from '../groups/admin-config/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(adminConfigGroup);
