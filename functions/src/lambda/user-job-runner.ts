import { createDataDeps, type DataDeps } from '../deps.ts';
import { parseEnv } from '../env.ts';
import { handleUserJobMessages } from '../jobs/user-jobs/runner.ts';

/** The part of an SQS event this function reads (it reports partial batch failures). */
interface SqsEvent {
  Records: { messageId: string; body: string }[];
}

let deps: DataDeps | undefined;

/** Drains the user jobs queue: each message writes one chunk of a bulk import or generation. */
export const handler = async (event: SqsEvent) => {
  deps ??= createDataDeps(parseEnv());
  const failed = await handleUserJobMessages(deps, event.Records.map((r) => ({ id: r.messageId, body: r.body })));
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
};
