import { CreateQueueCommand, DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { inject } from 'vitest';
import { QUEUES, type JudgeMessage } from '@oj/shared';
import type { RemoteMessage } from '../src/remote-judge/remote-message.ts';

/**
 * Contest and general judge queues and a remote queue of a test file's own (the emulator is shared by every test
 * file), with their environment for createTestContext and a way to take every message off them.
 */
export async function createJudgeQueues() {
  const sqs = new SQSClient({ endpoint: inject('awsEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const suffix = `${process.pid}-${Date.now()}`;
  const create = async (name: string) => (await sqs.send(new CreateQueueCommand({ QueueName: `${name}-${suffix}` }))).QueueUrl!;
  const urls = { contest: await create('judge-contest'), general: await create('judge-general'), remote: await create('remote-judge') };
  /** Every message now on a queue, removed from it, in no particular order. */
  const take = async (queue: keyof typeof urls): Promise<(JudgeMessage | RemoteMessage)[]> => {
    const taken: (JudgeMessage | RemoteMessage)[] = [];
    for (;;) {
      const out = await sqs.send(new ReceiveMessageCommand({ QueueUrl: urls[queue], MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
      if (!out.Messages?.length) return taken;
      for (const m of out.Messages) {
        taken.push(JSON.parse(m.Body!) as JudgeMessage | RemoteMessage);
        await sqs.send(new DeleteMessageCommand({ QueueUrl: urls[queue], ReceiptHandle: m.ReceiptHandle }));
      }
    }
  };
  return { env: { [QUEUES.contest.envVar]: urls.contest, [QUEUES.general.envVar]: urls.general, [QUEUES.remote.envVar]: urls.remote }, take };
}
