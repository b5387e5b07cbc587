import { withCorrelationId } from '@oj/shared/correlation';
import type { DataDeps } from '../../deps.ts';
import type { QueuedMessage } from '../../observability/queued-message.ts';
import { queueUserJob, type UserJobMessage } from '../../services/judge-queue.ts';
import { unpackTestcases } from './unpack-testcases.ts';
import { writeChunk } from './write-chunk.ts';

/**
 * Writes the job's next chunk and queues the job again while chunks remain. A run that fails leaves the
 * message to come back, and the retry starts at the same chunk (its written rows are recognised, not written
 * twice); a message for a finished or expired job does nothing.
 */
export async function runNextChunk(deps: DataDeps, id: string): Promise<void> {
  const job = await deps.repos.userJobs.getUserJob(id, deps.now(), true);
  if (!job || job.chunksDone >= job.chunks) return;
  const chunk = await deps.repos.userJobs.getUserJobChunk(id, job.chunksDone);
  if (!chunk) throw new Error(`user job ${id}: chunk ${job.chunksDone} is missing`);
  const started = Date.now();
  const failures = await writeChunk(deps, job, chunk);
  const recorded = await deps.repos.userJobs.finishChunk(job, chunk, failures, deps.now());
  deps.log.info('user job chunk', { id, chunk: chunk.n, of: job.chunks, rows: chunk.rows.length, failed: failures.length, ms: Date.now() - started, recorded });
  // only the run that recorded the chunk goes on, so a message delivered twice does not start two chains
  if (recorded && chunk.n + 1 < job.chunks) await queueUserJob(deps, id);
}

const parse = (body: string): UserJobMessage | undefined => {
  try {
    const message = JSON.parse(body) as { kind?: unknown; id?: unknown; key?: unknown };
    if (message.kind === 'user-job' && typeof message.id === 'string') return { kind: message.kind, id: message.id };
    if (message.kind === 'unpack-testcases' && typeof message.key === 'string') return { kind: message.kind, key: message.key };
    return undefined;
  } catch {
    return undefined;
  }
};

const run = (deps: DataDeps, message: UserJobMessage): Promise<void> => (message.kind === 'user-job' ? runNextChunk(deps, message.id) : unpackTestcases(deps, message.key));

/**
 * Runs each message (under its correlation id): a job one chunk on, or a test case zip unpacked; answers the ids of
 * the messages to hand back (their runs failed).
 */
export async function handleUserJobMessages(deps: DataDeps, messages: readonly QueuedMessage[]): Promise<string[]> {
  const failed: string[] = [];
  for (const m of messages) {
    const message = parse(m.body);
    if (!message) {
      deps.log.warn('user job: unreadable message dropped', { body: m.body.slice(0, 200) });
      continue;
    }
    try {
      // the job's next chunk is queued under the correlation id of the request that started the job
      await withCorrelationId(m.correlationId, () => run(deps, message));
    } catch (err) {
      deps.log.error('user job failed', { ...message, error: String(err) });
      failed.push(m.id);
    }
  }
  return failed;
}
