import { ChangeMessageVisibilityCommand, DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import type { JudgeMessage } from '@oj/shared';
import { correlationFields } from '@oj/shared/correlation';
import { loggerOn, recordingLog } from '@oj/shared/logger';
import { QueuePoller } from './queue-poller.ts';

const message: JudgeMessage = { kind: 'submission', submitId: 7, judgeVersion: 1 };
const queues = { work: [{ name: 'general', url: 'q-general', visibilitySeconds: 60 }], deadLetter: 'q-dead' };

/** One message on the queue until deleted; `handle` fails `failing` times. */
const setup = (failing: number, giveUpAt = Infinity, lines: Record<string, unknown>[] = []) => {
  const log = loggerOn(recordingLog(lines), correlationFields);
  const sqs = mockClient(SQSClient);
  let deleted = false;
  let receives = 0;
  // an empty queue answers after a moment, as a long poll does (a mock answering at once would spin)
  const empty = () => new Promise((r) => setTimeout(() => r({}), 20));
  sqs.on(ReceiveMessageCommand, { QueueUrl: 'q-general' }).callsFake(async () => {
    if (deleted) return empty();
    receives++;
    return {
      Messages: [
        {
          MessageId: 'm1',
          ReceiptHandle: `r${receives}`,
          Body: JSON.stringify(message),
          Attributes: { ApproximateReceiveCount: String(receives), SentTimestamp: String(Date.now() - 1500) },
          MessageAttributes: { correlationId: { DataType: 'String', StringValue: 'request-1' } },
        },
      ],
    };
  });
  sqs.on(ReceiveMessageCommand, { QueueUrl: 'q-dead' }).callsFake(empty);
  sqs.on(DeleteMessageCommand).callsFake(async () => {
    deleted = true;
    return {};
  });
  sqs.on(ChangeMessageVisibilityCommand).resolves({});
  const calls = { handled: 0, failures: 0, holds: 0, releases: 0 };
  const recorded: [string, number][] = [];
  const metrics = { add: (name: string, value: number) => void recorded.push([name, value]), flush: () => void recorded.push(['flush', 0]) };
  const poller = new QueuePoller(
    sqs as unknown as SQSClient,
    queues,
    {
      handle: async () => {
        log.info('judging');
        if (++calls.handled <= failing) throw new Error('judge infrastructure down');
      },
      handleFailure: async () => ++calls.failures >= giveUpAt,
      handleDeadLetter: async () => undefined,
    },
    log,
    { hold: async () => void calls.holds++, release: async () => void calls.releases++ },
    metrics,
  );
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  };
  return { sqs, poller, calls, recorded, until, isDeleted: () => deleted };
};

describe('QueuePoller', () => {
  it('counts a judgement that threw as a failure and tries again soon, deleting the message once judged', async () => {
    const { sqs, poller, calls, until, isDeleted } = setup(2);
    poller.start(1);
    await until(isDeleted);
    await poller.stop(1000);
    expect([calls.handled, calls.failures, isDeleted()]).toEqual([3, 2, true]);
    // the retries come back in 5 then 10 s, not after the visibility timeout
    expect(
      sqs
        .commandCalls(ChangeMessageVisibilityCommand)
        .map((c) => c.args[0].input.VisibilityTimeout)
        .filter((v) => v !== 60),
    ).toEqual([5, 10]);
    expect([calls.holds, calls.releases]).toEqual([3, 3]);
  });

  it('deletes the message when the handler gives up on it (the submission then ends as System Error)', async () => {
    const { poller, calls, until, isDeleted } = setup(Infinity, 3);
    poller.start(1);
    await until(isDeleted);
    await poller.stop(1000);
    expect([calls.handled, calls.failures]).toEqual([3, 3]);
  });

  it("logs under the message's correlation id and records its queue wait and each failed judgement", async () => {
    const lines: Record<string, unknown>[] = [];
    const { poller, recorded, until, isDeleted } = setup(1, Infinity, lines);
    poller.start(1);
    await until(isDeleted);
    await poller.stop(1000);
    expect(lines.filter((l) => l.msg === 'judging').map((l) => l.correlationId)).toEqual(['request-1', 'request-1']);
    expect(lines.find((l) => l.level === 'error')).toMatchObject({ msg: 'judgement failed; the message will come back', correlationId: 'request-1' });
    const waits = recorded.filter(([name]) => name === 'queueWait').map(([, ms]) => ms);
    expect(waits).toHaveLength(2);
    for (const ms of waits) expect(ms).toBeGreaterThanOrEqual(1500);
    // written after each message: a wait, then (the first time) the failure, then the flush
    expect(recorded.map(([name]) => name).filter((n) => n !== 'queueWait')).toEqual(['judgeFailures', 'flush', 'flush']);
  });
});
