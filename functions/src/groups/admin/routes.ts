import { ADMIN_ROLES, LoginBody, type Role } from '@oj/shared';
import { adminCalls } from '@oj/shared/api/admin';
import { forbidden } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { PUBLIC, loginWithRoles, route, type GroupDef } from '../../http/route.ts';
import { checkCredentials, startSession } from '../../services/account/sign-in.ts';
import { toUserInfo } from '../../services/account/user-info.ts';
import { dashboardRoutes } from './dashboard.ts';

export const adminAccountRoutes = [
  route(adminCalls.login, {
    access: PUBLIC,
    body: LoginBody,
    handler: async ({ c, deps, body, ip }) => {
      const user = await checkCredentials(deps, body.username, body.password, ip);
      if (!ADMIN_ROLES.includes(user.roleId as Role)) throw forbidden('This account is not an administrator');
      return toUserInfo(await startSession(c, deps, user, ip));
    },
  }),
  route(adminCalls.logout, {
    access: loginWithRoles(...ADMIN_ROLES),
    handler: async ({ deps, user }) => {
      await deps.repos.users.bumpTokenVersion(requireUser(user).uid);
      return null;
    },
  }),
];

export const adminGroup: GroupDef = { name: 'admin', routes: [...adminAccountRoutes, ...dashboardRoutes], table: 'readwrite' };
