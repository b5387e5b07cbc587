/**
 * The back office's users, roles and honors (spec 002 section 2.12; the reference's AdminUserController): the
 * requests, and the replies (UserRolesVO for the user list; the role list and the honors are this project's own).
 */
import { z } from 'zod';
import { GENDERS } from '../enums.ts';
import { isRole } from '../roles.ts';
import { emailField, passwordField, realnameField, usernameField } from './account.ts';
import { pageQuery, queryBool } from './common.ts';
import { hasHiddenCharacters } from './names.ts';

/** The reference's page size of the user list. */
const USER_PAGE = 10;
export const USER_KEYWORD_MAX = 100;
/** How many users one delete-user call may name (the back office selects from one page). */
export const DELETE_USERS_MAX = 100;
export const TITLE_NAME_MAX = 20;

export const AdminUserListQuery = pageQuery(USER_PAGE).extend({
  onlyAdmin: queryBool.default(false),
  /** Matched, ignoring case, inside the username, real name, email or nickname. */
  keyword: z
    .string()
    .trim()
    .max(USER_KEYWORD_MAX, `The keyword must be at most ${USER_KEYWORD_MAX} characters`)
    .optional()
    .transform((v) => v?.toLowerCase() || undefined),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

/** Blank text is no value (the reference client sends '' for an empty box). */
const blankIsNull = (field: z.ZodType<string>) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    field
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  );

/** A colour as the back office's colour picker gives it: #rgb, #rrggbb, #rrggbbaa, rgb(...) or rgba(...). */
const COLOR = /^(#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;
export const colorField = z.string({ error: 'The colour is required' }).trim().regex(COLOR, 'The colour must be like #1e90ff or rgb(30, 144, 255)');

export const titleNameField = z
  .string()
  .trim()
  .normalize('NFKC')
  .max(TITLE_NAME_MAX, `The title must be at most ${TITLE_NAME_MAX} characters`)
  .refine((v) => !hasHiddenCharacters(v), 'The title may not contain control, invisible or formatting characters');

/** PUT /api/admin/user/edit-user: the reference's AdminEditUserDTO. `type` is the role id. */
export const AdminEditUserBody = z
  .object({
    uid: z.string({ error: 'Say which user (uid)' }).trim().min(1, 'Say which user (uid)').max(64, 'Say which user (uid)'),
    username: usernameField,
    realname: blankIsNull(realnameField),
    email: blankIsNull(emailField),
    setNewPwd: z.boolean({ error: 'The new password switch (setNewPwd) must be true or false' }).default(false),
    password: z.string().nullish(),
    type: z.number({ error: 'The role (type) must be a role id' }).int().refine(isRole, 'The role (type) must be one of 1000 to 1008'),
    status: z.union([z.literal(0), z.literal(1)], { error: 'The status must be 0 (normal) or 1 (disabled)' }),
    titleName: blankIsNull(titleNameField),
    titleColor: blankIsNull(colorField),
  })
  .superRefine((b, ctx) => {
    if (!b.setNewPwd) return;
    const checked = passwordField.safeParse(b.password ?? '');
    if (!checked.success) ctx.addIssue({ code: 'custom', path: ['password'], message: checked.error.issues[0]!.message });
  })
  .refine((b) => b.titleColor === null || b.titleName !== null, { message: 'A title colour needs a title name', path: ['titleColor'] });
export type AdminEditUserBody = z.infer<typeof AdminEditUserBody>;

/** DELETE /api/admin/user/delete-user: {ids: [uid...]}. */
export const DeleteUsersBody = z.object({
  ids: z
    .array(z.string({ error: 'Each selected user is a uid' }).trim().min(1, 'Each selected user is a uid').max(64, 'Each selected user is a uid'), { error: 'Selected users must not be empty' })
    .min(1, 'Selected users must not be empty')
    .max(DELETE_USERS_MAX, `At most ${DELETE_USERS_MAX} users can be deleted at once`)
    .transform((ids) => [...new Set(ids)]),
});

/** A role as the reference's Role entity carries it (its dates left out: the table is fixed). */
export const RoleView = z.object({ id: z.number(), role: z.string(), description: z.string(), status: z.number() });
export type RoleView = z.infer<typeof RoleView>;

/** A record of GET /api/admin/user/get-user-list: the reference's UserRolesVO without the password (a hash, never sent) and course (not kept). */
export const AdminUserRecord = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  school: z.string().nullable(),
  number: z.string().nullable(),
  gender: z.enum(GENDERS),
  realname: z.string().nullable(),
  cfUsername: z.string().nullable(),
  github: z.string().nullable(),
  blog: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  signature: z.string().nullable(),
  status: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
  roles: z.array(RoleView),
});
export type AdminUserRecord = z.infer<typeof AdminUserRecord>;

/** GET /api/admin/role/list (this project's own): each role with the permissions (auths) it has. */
export const RoleWithAuths = RoleView.extend({
  auths: z.array(z.object({ id: z.number(), name: z.string(), permission: z.string(), status: z.number() })),
});
export type RoleWithAuths = z.infer<typeof RoleWithAuths>;

/** Honors (titles) in the catalogue the super admin keeps; users get one through edit-user's titleName and titleColor. */
export const HonorBody = z.object({
  name: z.preprocess((v) => v ?? '', titleNameField.min(1, 'The title name is required')),
  color: colorField,
});
export const HonorUpdateBody = HonorBody.extend({
  id: z.number({ error: 'Say which honor (id)' }).int('Say which honor (id)').positive('Say which honor (id)'),
});
export const HonorIdQuery = z.object({ id: z.coerce.number({ error: 'Say which honor (id)' }).int('Say which honor (id)').positive('Say which honor (id)') });
