import { createDataDeps, type DataDeps } from '../deps.ts';
import { parseEnv } from '../env.ts';
import { handleBoardMessages } from '../boards/rebuild.ts';

/** The part of an SQS event this function reads (it reports partial batch failures). */
interface SqsEvent {
  Records: { messageId: string; body: string }[];
}

let deps: DataDeps | undefined;

/** Drains the scoreboard queue: rebuilds each requested contest's boards once per batch. */
export const handler = async (event: SqsEvent) => {
  deps ??= createDataDeps(parseEnv());
  const failed = await handleBoardMessages(deps, event.Records.map((r) => ({ id: r.messageId, body: r.body })));
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
};
