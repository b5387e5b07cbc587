import type { GroupDef } from '../../http/route.ts';
import { honorRoutes } from './honor-routes.ts';
import { roleRoutes } from './role-routes.ts';
import { userRoutes } from './user-routes.ts';

/**
 * The back office's users (reference block admin/AdminUserController: list, edit, delete; the bulk import and
 * generation are the user-batch group's), the role table and the honors catalogue.
 */
export const adminUserGroup: GroupDef = { name: 'admin-user', routes: [...userRoutes, ...roleRoutes, ...honorRoutes], table: 'readwrite' };
