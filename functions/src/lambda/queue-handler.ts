import type { RepositoryModules } from '../data/repositories.ts';
import { createDataDeps, type DataDeps } from '../deps.ts';
import { parseEnv } from '../env.ts';
import { fromEventRecord, type QueuedMessage, type SqsEventRecord } from '../observability/queued-message.ts';
import { traced } from '../observability/tracing.ts';

/**
 * A queue-fed function: hands each batch to `handle`, reports the messages it answers as failed (partial batch
 * failures, so they come back), and writes the metrics the batch recorded.
 */
export function queueHandler(name: string, handle: (deps: DataDeps, messages: QueuedMessage[]) => Promise<string[]>, modules: Partial<RepositoryModules>) {
  let deps: DataDeps | undefined;
  return traced(name, async (event: { Records: SqsEventRecord[] }) => {
    deps ??= createDataDeps(parseEnv(), modules);
    try {
      const failed = await handle(deps, event.Records.map(fromEventRecord));
      return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
    } finally {
      deps.metrics.flush();
    }
  });
}
