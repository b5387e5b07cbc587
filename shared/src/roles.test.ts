import { describe, expect, it } from 'vitest';
import { PERMISSION_TABLE, permissionsOf, Role, ROLE_PERMISSIONS, ROLES, roleName } from './roles.ts';

// The reference's role_auth rows as (auth id, role id) pairs, written out from its SQL seed, with its auth ids:
// 1 problem_admin, 2 submit, 3 contest_admin, 4 rejudge, 5 announcement_admin, 6 user_admin, 7 system_info_admin,
// 8 discussion_add, 9 discussion_del, 10 discussion_edit, 11 comment_add, 12 reply_add, 13 group_add, 14 group_del.
const REFERENCE_ROLE_AUTH: Record<number, number[]> = {
  1000: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  1001: [1, 2, 3, 8, 9, 10, 11, 12, 13, 14],
  1002: [2, 8, 9, 10, 11, 12, 13, 14],
  1003: [8, 9, 10, 11, 12],
  1004: [2, 9, 10, 11, 12],
  1005: [2, 9, 10],
  1006: [9, 10, 11, 12],
  1007: [9, 10],
  1008: [1, 2, 3, 8, 9, 10, 11, 12, 13, 14],
};
const REFERENCE_AUTHS = [
  'problem_admin',
  'submit',
  'contest_admin',
  'rejudge',
  'announcement_admin',
  'user_admin',
  'system_info_admin',
  'discussion_add',
  'discussion_del',
  'discussion_edit',
  'comment_add',
  'reply_add',
  'group_add',
  'group_del',
];

describe('the role table', () => {
  it("numbers the permissions as the reference's auth table does", () => {
    expect(PERMISSION_TABLE.map((p) => [p.id, p.permission])).toEqual(REFERENCE_AUTHS.map((p, i) => [i + 1, p]));
  });

  it("grants each of the nine roles exactly what the reference's role_auth grants", () => {
    expect(ROLES).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008]);
    for (const role of ROLES) {
      const ids = ROLE_PERMISSIONS[role].map((p) => PERMISSION_TABLE.find((row) => row.permission === p)!.id).sort((a, b) => a - b);
      expect(ids, String(role)).toEqual(REFERENCE_ROLE_AUTH[role]);
    }
  });

  it('reads stored ids outside the table as granting nothing, named as the default user', () => {
    expect(permissionsOf(Role.ROOT)).toContain('user_admin');
    expect(permissionsOf(999)).toEqual([]);
    expect(roleName(999)).toBe('default_user');
    expect(roleName(Role.PROBLEM_ADMIN)).toBe('problem_admin');
  });
});
