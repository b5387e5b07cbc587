import { Permission, Role } from '@oj/shared';
import { userBatchCalls } from '@oj/shared/api/user-batch';
import { USER_BATCH_MAX_ROWS } from '@oj/shared/domain/user-import';
import { BatchJobQuery, BatchJobResumeBody, GenerateUserBody, GeneratedUsersQuery, UserRowsBody, type BatchJobStarted } from '@oj/shared/schemas/user-batch';
import type { UserJobKind, UserJobRow } from '@oj/shared/db/items/user-job';
import type { DataDeps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { attachmentHeader } from '../../http/content-disposition.ts';
import { loginWithPermission, loginWithRoles, route, type GroupDef } from '../../http/route.ts';
import { queueUserJob } from '../../services/judge-queue.ts';
import { batchJobView } from './batch-job-view.ts';
import { accountsSpreadsheet, generatedUsers } from './generated-users.ts';
import { importJobRows, previewImport } from './import-rows.ts';

const USER_ADMIN = loginWithPermission(Permission.USER_ADMIN);

/** 5,000 rows of seven columns are some 700 KB as JSON; the cells' own limit keeps a body under this. */
const ROWS_BODY_MAX_BYTES = USER_BATCH_MAX_ROWS * 400;

const startJob = async (deps: DataDeps, kind: UserJobKind, uid: string, rows: UserJobRow[]): Promise<BatchJobStarted> => {
  const job = await deps.repos.userJobs.createUserJob(kind, uid, rows, deps.now());
  await queueUserJob(deps, job.id);
  return { id: job.id, total: job.total, ...(kind === 'generate' ? { key: job.id } : {}) };
};

const requireJob = async (deps: DataDeps, id: string) => {
  const job = await deps.repos.userJobs.getUserJob(id, deps.now(), true);
  if (!job) throw notFound('The batch job does not exist or has expired');
  return job;
};

/**
 * Bulk accounts (spec 002 section 5). The reference writes them inside the request; 5,000 rows of password
 * hashing do not fit in one (about 45 ms a row), so both calls store the rows as a job, queue it and answer at
 * once: the job runner writes them a chunk at a time, and the back office follows the job's progress and reads
 * its per-row report through batch-job.
 */
export const userBatchRoutes = [
  route(userBatchCalls.addBatchPreview, {
    access: USER_ADMIN,
    body: UserRowsBody,
    maxBodyBytes: ROWS_BODY_MAX_BYTES,
    handler: ({ deps, body }) => previewImport(deps.repos, body.users),
  }),
  route(userBatchCalls.insertBatchUser, {
    access: USER_ADMIN,
    body: UserRowsBody,
    maxBodyBytes: ROWS_BODY_MAX_BYTES,
    // Departure from the reference: it answers null after writing; this answers the job writing the rows.
    handler: ({ deps, body, user }) => startJob(deps, 'import', requireUser(user).uid, importJobRows(body.users)),
  }),
  route(userBatchCalls.generateUser, {
    access: USER_ADMIN,
    body: GenerateUserBody,
    handler: async ({ deps, body, user }) => startJob(deps, 'generate', requireUser(user).uid, await generatedUsers(deps.repos, body)),
  }),
  route(userBatchCalls.getBatchJob, {
    access: USER_ADMIN,
    query: BatchJobQuery,
    handler: async ({ deps, query }) => batchJobView(deps, await requireJob(deps, query.id)),
  }),
  route(userBatchCalls.addBatchJobResume, {
    access: USER_ADMIN,
    body: BatchJobResumeBody,
    // For a job whose runs kept failing (its message went to the dead-letter queue): queues it again, where it stopped.
    handler: async ({ deps, body }) => {
      const job = await requireJob(deps, body.id);
      if (job.chunksDone < job.chunks) await queueUserJob(deps, job.id);
      return batchJobView(deps, job);
    },
  }),
  route(userBatchCalls.generateUserExcel, {
    access: loginWithRoles(Role.ROOT),
    query: GeneratedUsersQuery,
    // Every generated account but those the job refused (an account taken meanwhile), so it can be downloaded
    // at once, as the reference's client does, while the job is still writing.
    handler: async ({ deps, query }) => {
      const job = await requireJob(deps, query.key);
      if (job.kind !== 'generate') throw notFound('The batch job does not exist or has expired');
      const chunks = await deps.repos.userJobs.userJobChunks(job.id);
      const refused = new Set(chunks.flatMap((c) => c.failures.map((f) => f.row)));
      const accounts = chunks.flatMap((c) => c.rows).flatMap((r) => (r.password && !refused.has(r.row) ? [{ username: r.username, password: r.password }] : []));
      return new Response(new Uint8Array(await accountsSpreadsheet(accounts)), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': attachmentHeader(`${job.id}.xlsx`),
          'Cache-Control': 'no-store',
        },
      });
    },
  }),
];

export const userBatchGroup: GroupDef = { name: 'user-batch', routes: userBatchRoutes, table: 'readwrite', queues: ['userJobs'] };
