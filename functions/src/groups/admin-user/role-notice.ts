import { isRole, ROLE_DESCRIPTIONS, ROLE_DESCRIPTIONS_ZH, type Role } from '@oj/shared';
import type { Deps } from '../../deps.ts';
import type { SessionUser } from '../../http/session-user.ts';

const roleText = (roleId: number, table: Record<Role, string>) => (isRole(roleId) ? table[roleId] : String(roleId));

/** Tells a user their role changed, in their sys box, in both languages. */
export function noticeRoleChange(deps: Deps, admin: SessionUser, uid: string, from: number, to: number) {
  return deps.repos.notices.createNotice(
    {
      type: 'Single',
      recipientId: uid,
      adminId: admin.uid,
      title: '权限变更通知 (Role change notice)',
      content:
        `你的角色已由【${roleText(from, ROLE_DESCRIPTIONS_ZH)}】变更为【${roleText(to, ROLE_DESCRIPTIONS_ZH)}】，能做的操作可能随之改变。\n\n` +
        `Your role has changed from "${roleText(from, ROLE_DESCRIPTIONS)}" to "${roleText(to, ROLE_DESCRIPTIONS)}"; what you may do on the site may have changed with it.`,
    },
    deps.now(),
    'sys',
  );
}
