/**
 * The back office's user edit form as data (spec 002 2.12 "Users"; the reference's AdminEditUserDTO): what the
 * dialog edits, how it comes from a listed user and the body it sends. The checks are the API's own schema
 * (AdminEditUserBody), so each field's message is the one the server would answer.
 */
import { isRole, Role } from '@oj/shared';
import type { AdminUserRecord } from '@oj/shared/schemas/admin-user';
import { AdminEditUserBody } from '@oj/shared/schemas/admin-user';
import { formErrors } from '../../lib/validate.ts';
import type { EditUserBody } from './api/admin-user-api.ts';

/** A title as users wear it: a copy of an honor's name and colour. */
export interface Title {
  name: string;
  color: string;
}

export interface UserForm {
  uid: string;
  username: string;
  realname: string;
  email: string;
  setNewPwd: boolean;
  password: string;
  role: Role;
  /** 0 normal, 1 disabled. */
  status: 0 | 1;
  title: Title | null;
}

export type UserField = 'username' | 'realname' | 'email' | 'password' | 'type' | 'status' | 'titleName' | 'titleColor';

/** A user's role: the one the list gives (an unknown id reads as the default user's, as the API's access checks do). */
export function roleOf(user: Pick<AdminUserRecord, 'roles'>): Role {
  const id = user.roles[0]?.id;
  return id !== undefined && isRole(id) ? id : Role.USER;
}

export function formOfUser(user: AdminUserRecord): UserForm {
  return {
    uid: user.uid,
    username: user.username,
    realname: user.realname ?? '',
    email: user.email ?? '',
    setNewPwd: false,
    password: '',
    role: roleOf(user),
    status: user.status === 1 ? 1 : 0,
    title: user.titleName ? { name: user.titleName, color: user.titleColor ?? '' } : null,
  };
}

/** PUT /api/admin/user/edit-user: the password only with the switch on; no title clears the user's. */
export function userBody(f: UserForm): EditUserBody {
  return {
    uid: f.uid,
    username: f.username,
    realname: f.realname,
    email: f.email,
    setNewPwd: f.setNewPwd,
    password: f.setNewPwd ? f.password : null,
    type: f.role,
    status: f.status,
    titleName: f.title?.name ?? null,
    titleColor: f.title?.color || null,
  };
}

/** The API's rules checked before sending: each field's first message, translated. */
export function checkUserForm(f: UserForm): Partial<Record<UserField, string>> {
  return formErrors<UserField>(AdminEditUserBody, userBody(f) as Record<UserField, unknown>);
}
