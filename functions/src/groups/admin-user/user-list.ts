import { isAdminRole, pageOf, roleName, isRole, ROLE_DESCRIPTIONS, type Page } from '@oj/shared';
import type { UserItem, UserDirectoryEntry } from '@oj/shared/db/items/user';
import type { AdminUserListQuery, AdminUserRecord, RoleView } from '@oj/shared/schemas/admin-user';
import type { Repositories } from '../../data/repositories.ts';

/** A role as the reference's Role entity shows it (all roles are in use: status 0). */
export function roleView(roleId: number): RoleView {
  return {
    id: roleId,
    role: roleName(roleId),
    description: isRole(roleId) ? ROLE_DESCRIPTIONS[roleId] : '',
    status: 0,
  };
}

const matches = (e: UserDirectoryEntry, keyword: string) => [e.username, e.realname, e.email, e.nickname].some((text) => text?.toLowerCase().includes(keyword));

const toRecord = (u: UserItem): AdminUserRecord => ({
  uid: u.uid,
  username: u.username,
  nickname: u.nickname,
  school: u.school,
  number: u.number,
  gender: u.gender,
  realname: u.realname,
  cfUsername: u.cfUsername,
  github: u.github,
  blog: u.blog,
  email: u.email,
  avatar: u.avatar,
  titleName: u.titleName,
  titleColor: u.titleColor,
  signature: u.signature,
  status: u.status,
  gmtCreate: u.gmtCreate,
  gmtModified: u.gmtModified,
  roles: [roleView(u.roleId)],
});

/**
 * A page of the user list, newest accounts first: filtered in memory over the cached directory, then only the
 * page's profiles read (one BatchGet of at most a page), so the cost is the same for 50 or 50,000 accounts.
 */
export async function userListPage(repos: Repositories, q: AdminUserListQuery): Promise<Page<AdminUserRecord>> {
  const all = await repos.users.userDirectory();
  const { keyword } = q;
  const found = all.filter((e) => (!q.onlyAdmin || isAdminRole(e.roleId)) && (!keyword || matches(e, keyword)));
  const wanted = found.slice((q.currentPage - 1) * q.limit, q.currentPage * q.limit);
  const profiles = new Map((await repos.users.usersByUid(wanted.map((e) => e.uid))).map((u) => [u.uid, u]));
  const records = wanted.flatMap((e) => {
    const u = profiles.get(e.uid);
    return u ? [toRecord(u)] : [];
  });
  return pageOf(records, found.length, q);
}
