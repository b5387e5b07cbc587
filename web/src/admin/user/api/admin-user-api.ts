import type { Page } from '@oj/shared';
import type { HonorItem } from '@oj/shared/db/items/user';
import type { AdminEditUserBody, AdminUserRecord, RoleWithAuths } from '@oj/shared/schemas/admin-user';
import type { BatchJob, BatchJobStarted, BatchPreview, GenerateUserBody } from '@oj/shared/schemas/user-batch';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { download, http, request } from '../../../lib/http.ts';
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

/** Every row's problems (the shared row rules, names given twice, names already taken) before anything is written. */
export const previewUserRows = (users: string[][]) => http.post<BatchPreview>('/api/admin/user/batch-preview', { users });
/** Starts the job that writes the rows (a refused row is skipped and reported). */
export const importUserRows = (users: string[][]) => http.post<BatchJobStarted>('/api/admin/user/insert-batch-user', { users });
/** Starts the job that writes the generated accounts; its key names the spreadsheet. */
export const generateUsers = (body: GenerateUserInput) => http.post<BatchJobStarted>('/api/admin/user/generate-user', body);
export type GenerateUserInput = z.input<typeof GenerateUserBody>;

const JOB_POLL_MS = 1000;
export const getBatchJob = (id: string) => http.get<BatchJob>('/api/admin/user/batch-job', { id });
/** A running job is read every second until it is done. */
export const batchJobQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_USER_KEY, 'job', id],
    queryFn: () => getBatchJob(id),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.state === 'done' ? false : JOB_POLL_MS),
  });
/** Queues a job whose runs stopped again, where it stopped. */
export const resumeBatchJob = (id: string) => http.post<BatchJob>('/api/admin/user/batch-job-resume', { id });

/** The generated accounts (username, password) as .xlsx. */
export const downloadGeneratedUsers = (key: string) => download('/api/file/generate-user-excel', { key }, `${key}.xlsx`);
