import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { QUEUES } from '@oj/shared';
import { awsClientConfig, type DataDeps } from '../deps.ts';
import { handleBoardMessages } from '../boards/rebuild.ts';

/**
 * Locally, what the board builder function does in AWS: long-polls the scoreboard queue and rebuilds. Failed
 * requests are left to come back after the queue's visibility timeout, as the Lambda event source does.
 */
export const startBoardPoller = (deps: DataDeps) => {
  const url = deps.env[QUEUES.board.envVar];
  if (!url) throw new Error(`${QUEUES.board.envVar} is not set`);
  const sqs = new SQSClient({ ...awsClientConfig(deps.env), useQueueUrlAsEndpoint: false });
  const abort = new AbortController();
  const loop = (async () => {
    while (!abort.signal.aborted) {
      try {
        const out = await sqs.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 2 }), { abortSignal: abort.signal });
        const messages = (out.Messages ?? []).map((m) => ({ id: m.MessageId!, body: m.Body ?? '', handle: m.ReceiptHandle! }));
        if (!messages.length) continue;
        const failed = new Set(await handleBoardMessages(deps, messages));
        const done = messages.filter((m) => !failed.has(m.id));
        if (done.length) await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: url, Entries: done.map((m) => ({ Id: m.id, ReceiptHandle: m.handle })) }));
      } catch (err) {
        if (abort.signal.aborted) break;
        deps.log.error('scoreboard poller', { error: String(err) });
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  })();
  return {
    stop: async () => {
      abort.abort();
      await loop;
    },
  };
};
