import type { HonorItem } from '@oj/shared/db/items/user';
import type { AdminEditUserBody } from '@oj/shared/schemas/admin-user';
import type { GenerateUserBody } from '@oj/shared/schemas/user-batch';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListParams } from '../../../components/list-params.ts';
import { api } from '../../../lib/api.ts';
import { adminUserCalls } from '@oj/shared/api/admin-user';
import { userBatchCalls } from '@oj/shared/api/user-batch';

export type Honor = Pick<HonorItem, 'id' | 'name' | 'color' | 'gmtModified'>;
/** The edit-user body as sent (before the server's parsing). */
export type EditUserBody = z.input<typeof AdminEditUserBody>;

/** Every query of these pages starts with this key, so a change can refresh them all. */
export const ADMIN_USER_KEY = ['admin-user'] as const;

export interface UserListParams extends ListParams {
  onlyAdmin: boolean;
}

export function getUserList(q: UserListParams) {
  return api.call(adminUserCalls.getUserList, { query: { ...q } });
}
export function userListQuery(q: UserListParams) {
  return queryOptions({ queryKey: [...ADMIN_USER_KEY, 'list', q], queryFn: () => getUserList(q), placeholderData: keepPreviousData });
}

export function editUser(body: EditUserBody) {
  return api.call(adminUserCalls.editUser, { body: body });
}
/** Deletes the accounts of these uids (one page's selection at most). */
export function deleteUsers(ids: string[]) {
  return api.call(adminUserCalls.deleteUser, { body: { ids } });
}

/** The fixed role table: every role with its permissions. */
export function getRoles() {
  return api.call(adminUserCalls.getList);
}
export function rolesQuery() {
  return queryOptions({ queryKey: [...ADMIN_USER_KEY, 'roles'], queryFn: getRoles, staleTime: Infinity });
}

export function getHonors() {
  return api.call(adminUserCalls.getHonor);
}
export function honorsQuery() {
  return queryOptions({ queryKey: [...ADMIN_USER_KEY, 'honors'], queryFn: getHonors });
}

export interface HonorInput {
  id?: number;
  name: string;
  color: string;
}
/** Creates the honor, or updates it when it has an id. */
export function saveHonor({ id, ...honor }: HonorInput) {
  return id ? api.call(adminUserCalls.updateHonor, { body: { id, ...honor } }) : api.call(adminUserCalls.addHonor, { body: honor });
}
export function deleteHonor(id: number) {
  return api.call(adminUserCalls.deleteHonor, { query: { id } });
}

/** Every row's problems (the shared row rules, names given twice, names already taken) before anything is written. */
export function previewUserRows(users: string[][]) {
  return api.call(userBatchCalls.addBatchPreview, { body: { users } });
}
/** Starts the job that writes the rows (a refused row is skipped and reported). */
export function importUserRows(users: string[][]) {
  return api.call(userBatchCalls.insertBatchUser, { body: { users } });
}
/** Starts the job that writes the generated accounts; its key names the spreadsheet. */
export function generateUsers(body: GenerateUserInput) {
  return api.call(userBatchCalls.generateUser, { body: body });
}
export type GenerateUserInput = z.input<typeof GenerateUserBody>;

const JOB_POLL_MS = 1000;
export function getBatchJob(id: string) {
  return api.call(userBatchCalls.getBatchJob, { query: { id } });
}
/** A running job is read every second until it is done. */
export function batchJobQuery(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_USER_KEY, 'job', id],
    queryFn: () => getBatchJob(id),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.state === 'done' ? false : JOB_POLL_MS),
  });
}
/** Queues a job whose runs stopped again, where it stopped. */
export function resumeBatchJob(id: string) {
  return api.call(userBatchCalls.addBatchJobResume, { body: { id } });
}

/** The generated accounts (username, password) as .xlsx. */
export function downloadGeneratedUsers(key: string) {
  return api.download(userBatchCalls.generateUserExcel, { key }, `${key}.xlsx`);
}
