import type { BatchJob, BatchJobQuery, BatchJobResumeBody, BatchJobStarted, BatchPreview, GenerateUserBody, GeneratedUsersQuery, UserRowsBody } from '../schemas/user-batch.ts';
import { type BodyOf, type QueryOf, any, get, post } from './call.ts';

/** The user-batch group's calls (functions/src/groups/user-batch). */
export const userBatchCalls = {
  addBatchPreview: post<{ body: BodyOf<typeof UserRowsBody>; reply: BatchPreview }>('/api/admin/user/batch-preview'),
  insertBatchUser: post<{ body: BodyOf<typeof UserRowsBody>; reply: BatchJobStarted }>('/api/admin/user/insert-batch-user'),
  generateUser: post<{ body: BodyOf<typeof GenerateUserBody>; reply: BatchJobStarted }>('/api/admin/user/generate-user'),
  getBatchJob: get<{ query: QueryOf<typeof BatchJobQuery>; reply: BatchJob }>('/api/admin/user/batch-job'),
  addBatchJobResume: post<{ body: BodyOf<typeof BatchJobResumeBody>; reply: BatchJob }>('/api/admin/user/batch-job-resume'),
  generateUserExcel: any<{ query: QueryOf<typeof GeneratedUsersQuery>; reply: Blob }>('/api/file/generate-user-excel'),
};
