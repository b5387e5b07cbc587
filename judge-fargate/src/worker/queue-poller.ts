import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import { JudgeMessage } from '@oj/shared';
import type { Logger } from '@oj/shared/logger';

export interface PollerQueues {
  /** Served in this order: contest submissions first, then the rest, then test runs. */
  work: readonly { name: string; url: string; visibilitySeconds: number }[];
  deadLetter: string;
}

export interface PollerHandlers {
  handle(message: JudgeMessage): Promise<void>;
  handleDeadLetter(message: JudgeMessage): Promise<void>;
}

const IDLE_WAIT_SECONDS = 2;

const parseMessage = (body: string | undefined): JudgeMessage | undefined => {
  try {
    const parsed = JudgeMessage.safeParse(JSON.parse(body ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};
const DEAD_LETTER_EVERY_MS = 10_000;
const RETRY_BACKOFF_SECONDS = 5;

/**
 * Runs `concurrency` judging slots. Each slot takes one message at a time from the first queue that has
 * one, keeps it invisible while judging, and deletes it once handled. A handler that throws leaves the
 * message to come back (at-least-once); after the queue's maximum receives SQS moves it to the dead-letter
 * queue, which one slot drains every few seconds. `stop()` lets in-flight work finish for a grace period
 * and hands unfinished messages straight back to the queue.
 */
export class QueuePoller {
  private stopping = false;
  private readonly inFlight = new Map<string, { queueUrl: string; receipt: string }>();
  private slots: Promise<void>[] = [];
  private lastDeadLetterCheck = 0;

  constructor(
    private readonly sqs: SQSClient,
    private readonly queues: PollerQueues,
    private readonly handlers: PollerHandlers,
    private readonly log: Logger,
  ) {}

  start(concurrency: number): void {
    this.slots = Array.from({ length: concurrency }, (_, i) => this.slot(i));
  }

  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    const done = Promise.all(this.slots);
    const timedOut = await Promise.race([done.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), graceMs).unref())]);
    if (timedOut) {
      for (const { queueUrl, receipt } of this.inFlight.values()) {
        await this.sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: queueUrl, ReceiptHandle: receipt, VisibilityTimeout: 0 })).catch(() => undefined);
      }
      this.log.warn('stopped with judgements unfinished; their messages were handed back', { count: this.inFlight.size });
    }
  }

  private async slot(index: number): Promise<void> {
    while (!this.stopping) {
      try {
        if (index === 0 && Date.now() - this.lastDeadLetterCheck > DEAD_LETTER_EVERY_MS) {
          this.lastDeadLetterCheck = Date.now();
          await this.drainDeadLetters();
        }
        const got = await this.receiveNext();
        if (got) await this.process(got.queue, got.message);
      } catch (err) {
        this.log.error('judge slot error', { slot: index, error: String(err) });
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  /** The first message of the highest-priority queue that has one; waits briefly on the first queue when all are empty. */
  private async receiveNext(): Promise<{ queue: PollerQueues['work'][number]; message: Message } | undefined> {
    for (const [i, queue] of this.queues.work.entries()) {
      if (this.stopping) return undefined;
      const last = i === this.queues.work.length - 1;
      const out = await this.sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: queue.url,
          MaxNumberOfMessages: 1,
          WaitTimeSeconds: last ? IDLE_WAIT_SECONDS : 0,
          MessageSystemAttributeNames: ['ApproximateReceiveCount'],
        }),
      );
      const message = out.Messages?.[0];
      if (message) return { queue, message };
    }
    return undefined;
  }

  private async process(queue: PollerQueues['work'][number], message: Message): Promise<void> {
    const id = message.MessageId ?? message.ReceiptHandle!;
    this.inFlight.set(id, { queueUrl: queue.url, receipt: message.ReceiptHandle! });
    // Long judgements keep their message hidden: extend well before the visibility timeout runs out.
    const keepHidden = setInterval(
      () =>
        void this.sqs
          .send(new ChangeMessageVisibilityCommand({ QueueUrl: queue.url, ReceiptHandle: message.ReceiptHandle, VisibilityTimeout: queue.visibilitySeconds }))
          .catch((err: unknown) => this.log.warn('visibility not extended', { error: String(err) })),
      (queue.visibilitySeconds * 1000) / 3,
    );
    try {
      const parsed = parseMessage(message.Body);
      // Not ours to judge, now or ever: dropped rather than retried.
      if (parsed) await this.handlers.handle(parsed);
      else this.log.error('malformed judge message dropped', { queue: queue.name, body: message.Body?.slice(0, 200) });
      await this.sqs.send(new DeleteMessageCommand({ QueueUrl: queue.url, ReceiptHandle: message.ReceiptHandle }));
    } catch (err) {
      // Retry soon rather than after the whole visibility timeout, backing off with each receive.
      const receives = Number(message.Attributes?.ApproximateReceiveCount ?? 1);
      const retryIn = Math.min(queue.visibilitySeconds, RETRY_BACKOFF_SECONDS * receives);
      this.log.error('judgement failed; the message will come back', { queue: queue.name, receives, retryIn, error: String(err), stack: (err as Error).stack });
      await this.sqs
        .send(new ChangeMessageVisibilityCommand({ QueueUrl: queue.url, ReceiptHandle: message.ReceiptHandle, VisibilityTimeout: retryIn }))
        .catch(() => undefined);
    } finally {
      clearInterval(keepHidden);
      this.inFlight.delete(id);
    }
  }

  private async drainDeadLetters(): Promise<void> {
    for (;;) {
      const out = await this.sqs.send(new ReceiveMessageCommand({ QueueUrl: this.queues.deadLetter, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
      if (!out.Messages?.length) return;
      for (const message of out.Messages) {
        const parsed = parseMessage(message.Body);
        if (parsed) await this.handlers.handleDeadLetter(parsed);
        await this.sqs.send(new DeleteMessageCommand({ QueueUrl: this.queues.deadLetter, ReceiptHandle: message.ReceiptHandle }));
      }
    }
  }
}
