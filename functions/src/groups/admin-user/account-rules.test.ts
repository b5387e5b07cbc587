import { permissionsOf, Role } from '@oj/shared';
import { UserItem } from '@oj/shared/db/items/user';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/session-user.ts';
import { deleteRefusal, editRefusal } from './account-rules.ts';

const caller = (uid: string, roleId: Role): SessionUser => ({ uid, username: uid, roleId, permissions: permissionsOf(roleId) });
const account = (uid: string, roleId: Role) => UserItem.parse({ uid, username: uid, passwordHash: 'h', roleId, gmtCreate: 'x', gmtModified: 'x' });
const ROOT_ONLY = "Only a super admin may change a super admin's account or grant the super admin role";

// The calls are root's (user_admin), but the rules do not lean on that: a manager who is not a super admin
// (were the role table to grant one user_admin) still could neither make nor unmake one.
describe('account rules', () => {
  const root = caller('root', Role.ROOT);
  const manager = caller('mgr', Role.ADMIN);
  it.each([
    ['root edits a user', root, account('u', Role.USER), { type: Role.ADMIN, status: 1 }, undefined],
    ['root grants root', root, account('u', Role.USER), { type: Role.ROOT, status: 0 }, undefined],
    ['root demotes another root', root, account('r2', Role.ROOT), { type: Role.USER, status: 0 }, undefined],
    ['root edits their own profile', root, account('root', Role.ROOT), { type: Role.ROOT, status: 0 }, undefined],
    ['root demotes themselves', root, account('root', Role.ROOT), { type: Role.ADMIN, status: 0 }, 'You cannot change your own role; ask another super admin'],
    ['root disables themselves', root, account('root', Role.ROOT), { type: Role.ROOT, status: 1 }, 'You cannot disable your own account'],
    ['a manager grants root', manager, account('u', Role.USER), { type: Role.ROOT, status: 0 }, ROOT_ONLY],
    ['a manager demotes a root', manager, account('r2', Role.ROOT), { type: Role.USER, status: 0 }, ROOT_ONLY],
    ['a manager edits a user', manager, account('u', Role.USER), { type: Role.NO_SUBMIT, status: 0 }, undefined],
    ['a manager changes their own role', manager, account('mgr', Role.ADMIN), { type: Role.USER, status: 0 }, 'You cannot change your own role; ask another super admin'],
  ] as const)('%s', (_, who, target, change, refusal) => {
    expect(editRefusal(who, target, change)).toBe(refusal);
  });

  it('nobody deletes themselves; only a super admin deletes a super admin', () => {
    expect(deleteRefusal(root, account('root', Role.ROOT))).toBe('You cannot delete your own account');
    expect(deleteRefusal(root, account('r2', Role.ROOT))).toBeUndefined();
    expect(deleteRefusal(manager, account('r2', Role.ROOT))).toBe(ROOT_ONLY);
    expect(deleteRefusal(manager, account('u', Role.USER))).toBeUndefined();
  });
});
