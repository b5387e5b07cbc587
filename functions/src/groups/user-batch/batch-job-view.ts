import type { BatchJob } from '@oj/shared/schemas/user-batch';
import type { UserJobItem } from '@oj/shared/db/items/user-job';
import type { DataDeps } from '../../deps.ts';

function jobState(job: UserJobItem): BatchJob['state'] {
  return job.chunksDone >= job.chunks ? 'done' : job.chunksDone > 0 ? 'running' : 'queued';
}

/** The job as the progress bar and the report read it: its counts and the rows refused so far. */
export async function batchJobView(deps: DataDeps, job: UserJobItem): Promise<BatchJob> {
  const chunks = job.chunksDone ? await deps.repos.userJobs.userJobChunks(job.id, ['n', 'failures', 'expiresAt']) : [];
  return {
    id: job.id,
    kind: job.kind,
    state: jobState(job),
    total: job.total,
    processed: job.processed,
    created: job.created,
    failed: job.failed,
    gmtCreate: job.gmtCreate,
    gmtModified: job.gmtModified,
    failures: chunks.flatMap((c) => c.failures),
  };
}
