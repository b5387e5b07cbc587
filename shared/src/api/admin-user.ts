import type { HonorItem } from '../db/items/user.ts';
import type { AdminEditUserBody, AdminUserListQuery, AdminUserRecord, DeleteUsersBody, HonorBody, HonorIdQuery, HonorUpdateBody, RoleWithAuths } from '../schemas/admin-user.ts';
import type { Page } from '../schemas/common.ts';
import { type BodyOf, type QueryOf, del, get, post, put } from './call.ts';

/** The admin-user group's calls (functions/src/groups/admin-user). */
export const adminUserCalls = {
  getUserList: get<{ query: QueryOf<typeof AdminUserListQuery>; reply: Page<AdminUserRecord> }>('/api/admin/user/get-user-list'),
  editUser: put<{ body: BodyOf<typeof AdminEditUserBody>; reply: null }>('/api/admin/user/edit-user'),
  deleteUser: del<{ body: BodyOf<typeof DeleteUsersBody>; reply: null }>('/api/admin/user/delete-user'),
  getList: get<{ reply: RoleWithAuths[] }>('/api/admin/role/list'),
  getHonor: get<{ reply: Pick<HonorItem, 'id' | 'name' | 'color' | 'gmtModified'>[] }>('/api/admin/honor'),
  addHonor: post<{ body: BodyOf<typeof HonorBody>; reply: Pick<HonorItem, 'id' | 'name' | 'color' | 'gmtModified'> }>('/api/admin/honor'),
  updateHonor: put<{ body: BodyOf<typeof HonorUpdateBody>; reply: Pick<HonorItem, 'id' | 'name' | 'color' | 'gmtModified'> }>('/api/admin/honor'),
  deleteHonor: del<{ query: QueryOf<typeof HonorIdQuery>; reply: null }>('/api/admin/honor'),
};
