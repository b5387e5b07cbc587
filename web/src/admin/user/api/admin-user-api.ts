import type { Page } from '@oj/shared';
import type { HonorItem } from '@oj/shared/db/items';
import type { AdminEditUserBody, AdminUserRecord, RoleWithAuths } from '@oj/shared/schemas/admin-user';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http, request } from '../../../lib/http.ts';
import type { ListParams } from '../../components/list-params.ts';

export type Honor = Pick<HonorItem, 'id' | 'name' | 'color' | 'gmtModified'>;
/** The edit-user body as sent (before the server's parsing). */
export type EditUserBody = z.input<typeof AdminEditUserBody>;

/** Every query of these pages starts with this key, so a change can refresh them all. */
export const ADMIN_USER_KEY = ['admin-user'] as const;

export interface UserListParams extends ListParams {
  onlyAdmin: boolean;
}

export const getUserList = (q: UserListParams) => http.get<Page<AdminUserRecord>>('/api/admin/user/get-user-list', { ...q });
export const userListQuery = (q: UserListParams) => queryOptions({ queryKey: [...ADMIN_USER_KEY, 'list', q], queryFn: () => getUserList(q), placeholderData: keepPreviousData });

export const editUser = (body: EditUserBody) => http.put<null>('/api/admin/user/edit-user', body);
/** Deletes the accounts of these uids (one page's selection at most). */
export const deleteUsers = (ids: string[]) => request<null>('DELETE', '/api/admin/user/delete-user', { body: { ids } });

/** The fixed role table: every role with its permissions. */
export const getRoles = () => http.get<RoleWithAuths[]>('/api/admin/role/list');
export const rolesQuery = () => queryOptions({ queryKey: [...ADMIN_USER_KEY, 'roles'], queryFn: getRoles, staleTime: Infinity });

export const getHonors = () => http.get<Honor[]>('/api/admin/honor');
export const honorsQuery = () => queryOptions({ queryKey: [...ADMIN_USER_KEY, 'honors'], queryFn: getHonors });

export interface HonorInput {
  id?: number;
  name: string;
  color: string;
}
/** Creates the honor, or updates it when it has an id. */
export const saveHonor = ({ id, ...honor }: HonorInput) => (id ? http.put<Honor>('/api/admin/honor', { id, ...honor }) : http.post<Honor>('/api/admin/honor', honor));
export const deleteHonor = (id: number) => request<null>('DELETE', '/api/admin/honor', { query: { id } });
