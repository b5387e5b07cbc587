/**
 * The roles and permissions: THE table every access check reads (the API's route guards, the session's
 * permissions, the back office's role list). It is the reference's role, auth and role_auth tables as data; the
 * table is fixed (nobody edits roles), so it lives in code rather than in the database.
 */

/** Numeric role ids (spec 000 section 3.2). */
export const Role = {
  ROOT: 1000,
  ADMIN: 1001,
  USER: 1002,
  NO_SUBMIT: 1003,
  NO_DISCUSS: 1004,
  MUTED: 1005,
  NO_SUBMIT_NO_DISCUSS: 1006,
  NO_SUBMIT_MUTED: 1007,
  PROBLEM_ADMIN: 1008,
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export const ROLES: readonly Role[] = Object.values(Role);

export function isRole(id: number): id is Role {
  return (ROLES as readonly number[]).includes(id);
}

/** The role names the reference API speaks of in its Roles(...) guards. */
export const ROLE_NAMES: Record<Role, string> = {
  1000: 'root',
  1001: 'admin',
  1002: 'default_user',
  1003: 'no_submit',
  1004: 'no_discuss',
  1005: 'mute_user',
  1006: 'no_submit_no_discuss',
  1007: 'no_submit_mute_user',
  1008: 'problem_admin',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  1000: 'Super administrator',
  1001: 'Administrator',
  1002: 'Default user',
  1003: 'Banned from submitting',
  1004: 'Banned from discussion posts',
  1005: 'Muted',
  1006: 'Banned from submitting and discussion posts',
  1007: 'Banned from submitting and muted',
  1008: 'Problem administrator',
};

/** The same descriptions in Chinese, for texts sent to users in both languages (the role change notice). */
export const ROLE_DESCRIPTIONS_ZH: Record<Role, string> = {
  1000: '超级管理员',
  1001: '管理员',
  1002: '普通用户',
  1003: '禁止提交的用户',
  1004: '禁止发布讨论的用户',
  1005: '禁言用户',
  1006: '禁止提交且禁止发布讨论的用户',
  1007: '禁止提交且禁言的用户',
  1008: '题目管理员',
};

export const ADMIN_ROLES: readonly Role[] = [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN];
export function isAdminRole(roleId: number): boolean {
  return (ADMIN_ROLES as readonly number[]).includes(roleId);
}

/** Permissions named by the reference API's Perm(...) guards. */
export const Permission = {
  PROBLEM_ADMIN: 'problem_admin',
  SUBMIT: 'submit',
  CONTEST_ADMIN: 'contest_admin',
  REJUDGE: 'rejudge',
  ANNOUNCEMENT_ADMIN: 'announcement_admin',
  USER_ADMIN: 'user_admin',
  SYSTEM_INFO_ADMIN: 'system_info_admin',
  DISCUSSION_ADD: 'discussion_add',
  DISCUSSION_DEL: 'discussion_del',
  DISCUSSION_EDIT: 'discussion_edit',
  COMMENT_ADD: 'comment_add',
  REPLY_ADD: 'reply_add',
  GROUP_ADD: 'group_add',
  GROUP_DEL: 'group_del',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

/** Each permission with the reference's id and the name of what it covers (the back office's role list). */
export const PERMISSION_TABLE: readonly { id: number; name: string; permission: Permission }[] = [
  { id: 1, name: 'problem', permission: Permission.PROBLEM_ADMIN },
  { id: 2, name: 'submit', permission: Permission.SUBMIT },
  { id: 3, name: 'contest', permission: Permission.CONTEST_ADMIN },
  { id: 4, name: 'rejudge', permission: Permission.REJUDGE },
  { id: 5, name: 'announcement', permission: Permission.ANNOUNCEMENT_ADMIN },
  { id: 6, name: 'user', permission: Permission.USER_ADMIN },
  { id: 7, name: 'system_info', permission: Permission.SYSTEM_INFO_ADMIN },
  { id: 8, name: 'discussion', permission: Permission.DISCUSSION_ADD },
  { id: 9, name: 'discussion', permission: Permission.DISCUSSION_DEL },
  { id: 10, name: 'discussion', permission: Permission.DISCUSSION_EDIT },
  { id: 11, name: 'comment', permission: Permission.COMMENT_ADD },
  { id: 12, name: 'reply', permission: Permission.REPLY_ADD },
  { id: 13, name: 'group', permission: Permission.GROUP_ADD },
  { id: 14, name: 'group', permission: Permission.GROUP_DEL },
];

const { SUBMIT, DISCUSSION_ADD, DISCUSSION_DEL, DISCUSSION_EDIT, COMMENT_ADD, REPLY_ADD, GROUP_ADD, GROUP_DEL } = Permission;
const DEFAULT_USER: readonly Permission[] = [SUBMIT, DISCUSSION_ADD, DISCUSSION_DEL, DISCUSSION_EDIT, COMMENT_ADD, REPLY_ADD, GROUP_ADD, GROUP_DEL];
const STAFF: readonly Permission[] = [Permission.PROBLEM_ADMIN, Permission.CONTEST_ADMIN, ...DEFAULT_USER];

/**
 * What each role may do, as the reference's role_auth table grants it. Only the super admin manages users,
 * announcements, site settings and rejudges; admins and problem admins run problems and contests. The
 * restricted roles keep editing and deleting their own discussions but lose groups, and lose submitting, posting
 * discussions, or speaking at all (comments and replies) as their names say.
 */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  1000: PERMISSION_TABLE.map((p) => p.permission),
  1001: STAFF,
  1002: DEFAULT_USER,
  1003: [DISCUSSION_ADD, DISCUSSION_DEL, DISCUSSION_EDIT, COMMENT_ADD, REPLY_ADD],
  1004: [SUBMIT, DISCUSSION_DEL, DISCUSSION_EDIT, COMMENT_ADD, REPLY_ADD],
  1005: [SUBMIT, DISCUSSION_DEL, DISCUSSION_EDIT],
  1006: [DISCUSSION_DEL, DISCUSSION_EDIT, COMMENT_ADD, REPLY_ADD],
  1007: [DISCUSSION_DEL, DISCUSSION_EDIT],
  1008: STAFF,
};

/** A stored role id's permissions; an id outside the table grants nothing. */
export function permissionsOf(roleId: number): readonly Permission[] {
  return isRole(roleId) ? ROLE_PERMISSIONS[roleId] : [];
}

/** A stored role id's name; an id outside the table reads as the default user's. */
export function roleName(roleId: number): string {
  return ROLE_NAMES[isRole(roleId) ? roleId : Role.USER];
}
