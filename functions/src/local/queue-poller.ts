import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { QUEUES } from '@oj/shared';
import { sqsClientConfig, type DataDeps } from '../deps.ts';
import { fromReceived, RECEIVE_ATTRIBUTES, type QueuedMessage } from '../observability/queued-message.ts';

/** What a queue-fed function does with a batch: answers the ids of the messages that failed (to come back). */
export type MessageHandler = (deps: DataDeps, messages: QueuedMessage[]) => Promise<string[]>;

/**
 * Locally, what a queue-fed function does in AWS: long-polls the queue and hands each batch to the handler.
 * Failed messages are left to come back after the queue's visibility timeout, as the Lambda event source does.
 */
export function startQueuePoller(deps: DataDeps, queue: 'board' | 'userJobs' | 'remote', handle: MessageHandler) {
  const url = deps.env[QUEUES[queue].envVar];
  if (!url) throw new Error(`${QUEUES[queue].envVar} is not set`);
  const sqs = new SQSClient(sqsClientConfig(deps.env));
  const abort = new AbortController();
  const loop = (async () => {
    while (!abort.signal.aborted) {
      try {
        const out = await sqs.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 2, ...RECEIVE_ATTRIBUTES }), { abortSignal: abort.signal });
        const messages = (out.Messages ?? []).map((m) => ({ ...fromReceived(m), handle: m.ReceiptHandle! }));
        if (!messages.length) continue;
        const failed = new Set(await handle(deps, messages));
        const done = messages.filter((m) => !failed.has(m.id));
        if (done.length) await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: url, Entries: done.map((m) => ({ Id: m.id, ReceiptHandle: m.handle })) }));
      } catch (err) {
        if (abort.signal.aborted) break;
        deps.log.error(`${queue} poller`, { error: String(err) });
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
}
