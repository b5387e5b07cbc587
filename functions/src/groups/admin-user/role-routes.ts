import { ADMIN_ROLES, PERMISSION_TABLE, ROLES, ROLE_PERMISSIONS } from '@oj/shared';
import { adminUserCalls } from '@oj/shared/api/admin-user';
import type { RoleWithAuths } from '@oj/shared/schemas/admin-user';
import { loginWithRoles, route, type RouteDef } from '../../http/route.ts';
import { roleView } from './user-list.ts';

/** Every role with the permissions it has, from the one table the access checks read (shared/src/roles.ts). */
const ROLE_LIST: RoleWithAuths[] = ROLES.map((id) => ({
  ...roleView(id),
  auths: PERMISSION_TABLE.filter((p) => ROLE_PERMISSIONS[id].includes(p.permission)).map((p) => ({ ...p, status: 0 })),
}));

/** GET /api/admin/role/list (this project's own call): the table is read-only, and any back-office role may read it. */
export const roleRoutes: RouteDef[] = [route(adminUserCalls.getList, { access: loginWithRoles(...ADMIN_ROLES), handler: async () => ROLE_LIST })];
