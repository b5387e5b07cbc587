/**
 * The poller against the SQS emulator the local stack runs (fauxqs, with the queues shared defines): what a
 * stopping task hands back, and the heartbeat that keeps a long judgement's message hidden.
 */
import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it } from 'vitest';
import { QUEUES, type JudgeMessage } from '@oj/shared';
import { startAwsEmulator, type AwsEmulator } from '../../../functions/src/local/aws-emulator.ts';
import { QueuePoller, type PollerQueues } from './queue-poller.ts';

const log = { info() {}, warn() {}, error() {}, debug() {} } as never;
const until = async (done: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 1000 && !(await done()); i++) await new Promise((r) => setTimeout(r, 10));
};

let emulator: AwsEmulator | undefined;
afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
});

const start = async (visibilitySeconds: number) => {
  emulator = await startAwsEmulator({ port: 0, prefix: 'poller', visibilityTimeoutSeconds: visibilitySeconds });
  const sqs = new SQSClient({ endpoint: emulator.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const url = (q: { envVar: string }) => emulator!.env[q.envVar]!;
  const queues: PollerQueues = {
    work: [
      { name: 'contest', url: url(QUEUES.contest), visibilitySeconds },
      { name: 'general', url: url(QUEUES.general), visibilitySeconds },
    ],
    deadLetter: url(QUEUES.deadLetter),
  };
  const send = (queueUrl: string, submitId: number) =>
    sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ kind: 'submission', submitId, judgeVersion: 1 } satisfies JudgeMessage) }));
  /** What another task would receive from the queue now. */
  const receiveNow = async (queueUrl: string) =>
    ((await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 0, MessageSystemAttributeNames: ['ApproximateReceiveCount'] }))).Messages ?? []).map((m) => ({
      submitId: (JSON.parse(m.Body!) as { submitId: number }).submitId,
      receives: Number(m.Attributes?.ApproximateReceiveCount),
    }));
  const hidden = async (queueUrl: string) =>
    Number((await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessagesNotVisible'] }))).Attributes?.ApproximateNumberOfMessagesNotVisible);
  return { sqs, queues, send, receiveNow, hidden };
};

describe('QueuePoller on the SQS emulator', () => {
  it('stopping hands back at once what it received but has not started and what is still judging after the grace, counting neither as a failure', async () => {
    const { sqs, queues, send, receiveNow, hidden } = await start(QUEUES.general.visibilityTimeoutSeconds);
    const [contest, general] = queues.work.map((q) => q.url) as [string, string];
    // Sees when the idle slot has a long poll open on both queues, so both messages are received at once.
    const longPolls = new Set<string>();
    const watched = {
      send: (command: Parameters<SQSClient['send']>[0]) => {
        if (command instanceof ReceiveMessageCommand && command.input.WaitTimeSeconds) longPolls.add(command.input.QueueUrl!);
        return sqs.send(command as never);
      },
    } as unknown as SQSClient;
    const started: number[] = [];
    let failures = 0;
    let finishJudging = () => {};
    const poller = new QueuePoller(
      watched,
      queues,
      {
        handle: (m) => {
          started.push((m as { submitId: number }).submitId);
          return new Promise<void>((r) => (finishJudging = r)); // a judgement longer than the grace
        },
        handleFailure: async () => {
          failures++;
          return false;
        },
        handleDeadLetter: async () => undefined,
      },
      log,
    );
    poller.start(1);
    await until(() => longPolls.has(contest) && longPolls.has(general));
    await Promise.all([send(contest, 1), send(general, 2)]);
    // one judging, the other received and waiting for the only slot
    await until(async () => started.length === 1 && (await hidden(contest)) + (await hidden(general)) === 2);
    expect(started).toHaveLength(1);

    await poller.stop(200);
    // both can be received again at once, not after the 60 s visibility timeout, and nothing counted a failure
    expect([...(await receiveNow(contest)), ...(await receiveNow(general))]).toEqual([
      { submitId: 1, receives: 2 },
      { submitId: 2, receives: 2 },
    ]);
    expect(failures).toBe(0);
    finishJudging();
  });

  it('keeps a judgement longer than the visibility timeout hidden from other tasks, then deletes it', async () => {
    const { queues, send, receiveNow, hidden } = await start(3);
    const general = queues.work[1]!.url;
    let handled = 0;
    let judging = false;
    const poller = new QueuePoller(
      new SQSClient({ endpoint: emulator!.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
      queues,
      {
        handle: async () => {
          handled++;
          judging = true;
          await new Promise((r) => setTimeout(r, 7000));
          judging = false;
        },
        handleFailure: async () => false,
        handleDeadLetter: async () => undefined,
      },
      log,
    );
    await send(general, 3);
    poller.start(1);
    await until(() => judging);
    const seenByOthers: unknown[] = [];
    while (judging) {
      seenByOthers.push(...(await receiveNow(general)));
      await new Promise((r) => setTimeout(r, 250));
    }
    await until(async () => (await hidden(general)) === 0);
    await poller.stop(1000);
    expect(seenByOthers).toEqual([]);
    expect(handled).toBe(1);
    expect(await receiveNow(general)).toEqual([]);
  }, 30_000);
});
