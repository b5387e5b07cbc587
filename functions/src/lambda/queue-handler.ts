import type { RepositoryModules } from '../data/repositories.ts';
import { createDataDeps, type DataDeps } from '../deps.ts';
import { parseEnv, type Env } from '../env.ts';
import { fromEventRecord, type QueuedMessage, type SqsEventRecord } from '../observability/queued-message.ts';
import { traced } from '../observability/tracing.ts';

/**
 * A queue-fed function: hands each batch to `handle`, reports the messages it answers as failed (partial batch
 * failures, so they come back), and writes the metrics the batch recorded. Its deps are made once per instance, by
 * `make` when it needs more than the data deps (secrets).
 */
export function queueHandler<D extends DataDeps = DataDeps>(
  name: string,
  handle: (deps: D, messages: QueuedMessage[]) => Promise<string[]>,
  modules: Partial<RepositoryModules>,
  make: (env: Env, modules: Partial<RepositoryModules>) => D | Promise<D> = createDataDeps as (env: Env, modules: Partial<RepositoryModules>) => D,
) {
  let made: Promise<D> | undefined;
  return traced(name, async (event: { Records: SqsEventRecord[] }) => {
    made ??= Promise.resolve(make(parseEnv(), modules));
    const deps = await made.catch((err: unknown) => {
      made = undefined;
      throw err;
    });
    try {
      const failed = await handle(deps, event.Records.map(fromEventRecord));
      return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
    } finally {
      deps.metrics.flush();
    }
  });
}
