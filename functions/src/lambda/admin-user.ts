import { adminUserGroup } from '../groups/admin-user/routes.ts';
import { createHandler } from './create-handler.ts';
import * as honors from '../data/honors.ts';
import * as notices from '../data/notices.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(adminUserGroup, { honors, notices, users });
