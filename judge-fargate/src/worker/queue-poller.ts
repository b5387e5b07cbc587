import { ChangeMessageVisibilityCommand, DeleteMessageCommand, ReceiveMessageCommand, type Message, type SQSClient } from '@aws-sdk/client-sqs';
import { JudgeMessage } from '@oj/shared';
import { CORRELATION_ID_ATTRIBUTE, withCorrelationId } from '@oj/shared/correlation';
import type { Logger } from '@oj/shared/logger';
import { noMetrics, type Metrics } from '@oj/shared/metrics';

export interface PollerQueues {
  /** Served in this order: contest submissions first, then the rest, then test runs. */
  work: readonly { name: string; url: string; visibilitySeconds: number }[];
  deadLetter: string;
}

type WorkQueue = PollerQueues['work'][number];
interface Received {
  queue: WorkQueue;
  message: Message;
}

export interface PollerHandlers {
  handle(message: JudgeMessage): Promise<void>;
  /** After `handle` threw: true when the message is done with (given up on) and can be deleted. */
  handleFailure(message: JudgeMessage): Promise<boolean>;
  handleDeadLetter(message: JudgeMessage): Promise<void>;
}

const IDLE_WAIT_SECONDS = 5;

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
 * Runs `concurrency` judging slots. Each slot takes one message at a time, contest queue first, keeps it
 * invisible while judging, and deletes it once handled. A handler that throws leaves the
 * message to come back (at-least-once); after the queue's maximum receives SQS moves it to the dead-letter
 * queue, which one slot drains every few seconds. `stop()` lets in-flight work finish for a grace period
 * and hands unfinished messages straight back to the queue.
 */
export class QueuePoller {
  private stopping = false;
  private readonly inFlight = new Map<string, { queueUrl: string; receipt: string }>();
  private slots: Promise<void>[] = [];
  private lastDeadLetterCheck = 0;
  private readonly ready: Received[] = [];
  /** Idle slots waiting for a long poll to end, and the queues with a long poll open. */
  private readonly waiting: (() => void)[] = [];
  private readonly polling = new Set<WorkQueue>();

  constructor(
    private readonly sqs: SQSClient,
    private readonly queues: PollerQueues,
    private readonly handlers: PollerHandlers,
    private readonly log: Logger,
    /** Told when work starts and ends (ECS task scale-in protection). */
    private readonly protection?: { hold(): Promise<void>; release(): Promise<void> },
    /** Each message's wait in its queue and each failed judgement, written once the message is done with. */
    private readonly metrics: Metrics = noMetrics,
  ) {}

  start(concurrency: number): void {
    this.slots = Array.from({ length: concurrency }, (_, i) => this.slot(i));
  }

  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    const done = Promise.all(this.slots);
    const timedOut = await Promise.race([done.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), graceMs).unref())]);
    // Received but never started: back to their queues at once.
    await this.release(this.ready.splice(0));
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

  /**
   * The next message, highest-priority queue first. When every queue is empty, all of them are long-polled
   * at once, so a message on any queue starts at once instead of after another queue's wait; what such a
   * round receives waits in `ready` for the next free slot (handing it back would count as a receive toward
   * the dead-letter queue).
   */
  private async receiveNext(): Promise<Received | undefined> {
    const buffered = this.takeReady();
    if (buffered) return buffered;
    for (const queue of this.queues.work) {
      if (this.stopping) return undefined;
      const [message] = await this.receive(queue, 0);
      if (message) return { queue, message };
    }
    if (this.stopping) return undefined;
    this.pollIdleQueues();
    await new Promise<void>((wake) => this.waiting.push(wake));
    return this.takeReady();
  }

  /**
   * Long-polls every queue that has no long poll open, so that all idle slots share at most one request per
   * queue. Each poll that ends wakes the waiting slots: to take what it brought, or to poll again.
   */
  private pollIdleQueues(): void {
    const wakeAll = () => this.waiting.splice(0).forEach((wake) => wake());
    for (const queue of this.queues.work) {
      if (this.polling.has(queue)) continue;
      this.polling.add(queue);
      this.receive(queue, IDLE_WAIT_SECONDS)
        .then(async (messages) => {
          const received = messages.map((message) => ({ queue, message }));
          if (this.stopping) await this.release(received);
          else this.ready.push(...received);
        })
        .catch((err: unknown) => this.log.warn('receive failed', { queue: queue.name, error: String(err) }))
        .finally(() => {
          this.polling.delete(queue);
          wakeAll();
        });
    }
  }

  /** Hands received messages back to their queues at once. */
  private async release(received: readonly Received[]): Promise<void> {
    for (const { queue, message } of received) {
      await this.sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: queue.url, ReceiptHandle: message.ReceiptHandle, VisibilityTimeout: 0 })).catch(() => undefined);
    }
  }

  private async receive(queue: WorkQueue, waitSeconds: number): Promise<Message[]> {
    const out = await this.sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queue.url,
        MaxNumberOfMessages: 1,
        WaitTimeSeconds: waitSeconds,
        MessageSystemAttributeNames: ['ApproximateReceiveCount', 'SentTimestamp'],
        MessageAttributeNames: [CORRELATION_ID_ATTRIBUTE],
      }),
    );
    return out.Messages ?? [];
  }

  private takeReady(): Received | undefined {
    if (!this.ready.length) return undefined;
    this.ready.sort((a, b) => this.queues.work.indexOf(a.queue) - this.queues.work.indexOf(b.queue));
    return this.ready.shift();
  }

  /** Handles one message under the correlation id it carries (the request that sent it), so every line logged names it. */
  private process(queue: WorkQueue, message: Message): Promise<void> {
    const sentAt = Number(message.Attributes?.SentTimestamp);
    if (sentAt) this.metrics.add('queueWait', Math.max(0, Date.now() - sentAt));
    return withCorrelationId(message.MessageAttributes?.[CORRELATION_ID_ATTRIBUTE]?.StringValue, () => this.handleOne(queue, message)).finally(() => this.metrics.flush());
  }

  private async handleOne(queue: WorkQueue, message: Message): Promise<void> {
    const id = message.MessageId ?? message.ReceiptHandle!;
    this.inFlight.set(id, { queueUrl: queue.url, receipt: message.ReceiptHandle! });
    void this.protection?.hold();
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
      this.metrics.add('judgeFailures', 1);
      const parsed = parseMessage(message.Body);
      if (parsed && (await this.handlers.handleFailure(parsed).catch(() => false))) {
        this.log.error('judgement failed too often; given up', { queue: queue.name, error: String(err) });
        await this.sqs.send(new DeleteMessageCommand({ QueueUrl: queue.url, ReceiptHandle: message.ReceiptHandle })).catch(() => undefined);
        return;
      }
      // Retry soon rather than after the whole visibility timeout, backing off with each receive.
      const receives = Number(message.Attributes?.ApproximateReceiveCount ?? 1);
      const retryIn = Math.min(queue.visibilitySeconds, RETRY_BACKOFF_SECONDS * receives);
      this.log.error('judgement failed; the message will come back', { queue: queue.name, receives, retryIn, error: String(err), stack: (err as Error).stack });
      await this.sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: queue.url, ReceiptHandle: message.ReceiptHandle, VisibilityTimeout: retryIn })).catch(() => undefined);
    } finally {
      clearInterval(keepHidden);
      this.inFlight.delete(id);
      void this.protection?.release();
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
