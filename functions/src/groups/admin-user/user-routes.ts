import { Permission } from '@oj/shared';
import { adminUserCalls } from '@oj/shared/api/admin-user';
import { AdminEditUserBody, AdminUserListQuery, DeleteUsersBody } from '@oj/shared/schemas/admin-user';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { loginWithPermission, route, type RouteDef } from '../../http/route.ts';
import { DuplicateUserError } from '../../domain/users.ts';
import { hashPassword } from '../../services/passwords.ts';
import { deleteRefusal, editRefusal } from './account-rules.ts';
import { noticeRoleChange } from './role-notice.ts';
import { userListPage } from './user-list.ts';

/** The reference's guard of every user call: Perm("user_admin"), which only the super admin has. */
export const USER_ADMIN = loginWithPermission(Permission.USER_ADMIN);

export const userRoutes: RouteDef[] = [
  route(adminUserCalls.getUserList, {
    access: USER_ADMIN,
    query: AdminUserListQuery,
    handler: ({ deps, query }) => userListPage(deps.repos, query),
  }),
  route(adminUserCalls.editUser, {
    access: USER_ADMIN,
    body: AdminEditUserBody,
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      const target = await deps.repos.users.getUser(body.uid, true);
      if (!target) throw notFound('The user does not exist');
      const refusal = editRefusal(me, target, body);
      if (refusal) throw forbidden(refusal);
      const changes = {
        username: body.username,
        email: body.email,
        realname: body.realname,
        roleId: body.type,
        status: body.status,
        titleName: body.titleName,
        titleColor: body.titleColor,
        passwordHash: body.setNewPwd && body.password ? await hashPassword(body.password) : undefined,
      };
      try {
        await deps.repos.users.editAccount(target, changes, deps.now());
      } catch (err) {
        if (err instanceof DuplicateUserError) throw badRequest(err.message);
        throw err;
      }
      if (target.roleId !== body.type) await noticeRoleChange(deps, me, target.uid, target.roleId, body.type);
      return null;
    },
  }),
  route(adminUserCalls.deleteUser, {
    access: USER_ADMIN,
    body: DeleteUsersBody,
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      const targets = await deps.repos.users.usersByUid(body.ids);
      if (!targets.length) throw notFound('The selected users do not exist');
      for (const target of targets) {
        const refusal = deleteRefusal(me, target);
        if (refusal) throw forbidden(refusal);
      }
      await Promise.all(targets.map((target) => deps.repos.users.deleteUser(target)));
      return null;
    },
  }),
];
