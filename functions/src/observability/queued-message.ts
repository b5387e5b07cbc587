import type { Message } from '@aws-sdk/client-sqs';
import { CORRELATION_ID_ATTRIBUTE } from '@oj/shared/correlation';

/** A queue message as the queue-fed functions read it, in AWS (a Lambda event record) and locally (a received message). */
export interface QueuedMessage {
  id: string;
  body: string;
  /** The request that led to it (its sender's correlation id). */
  correlationId?: string;
  /** When it was sent (ms since the epoch). */
  sentAt?: number;
}

/** The part of a Lambda SQS event record read here. */
export interface SqsEventRecord {
  messageId: string;
  body: string;
  attributes?: { SentTimestamp?: string };
  messageAttributes?: Record<string, { stringValue?: string } | undefined>;
}

const sentAt = (timestamp: string | undefined) => (timestamp ? Number(timestamp) : undefined);

export function fromEventRecord(r: SqsEventRecord): QueuedMessage {
  return {
    id: r.messageId,
    body: r.body,
    correlationId: r.messageAttributes?.[CORRELATION_ID_ATTRIBUTE]?.stringValue,
    sentAt: sentAt(r.attributes?.SentTimestamp),
  };
}

/** What ReceiveMessage must ask for so that `fromReceived` finds it. */
export const RECEIVE_ATTRIBUTES = { MessageSystemAttributeNames: ['SentTimestamp' as const], MessageAttributeNames: [CORRELATION_ID_ATTRIBUTE] };

export function fromReceived(m: Message): QueuedMessage {
  return {
    id: m.MessageId!,
    body: m.Body ?? '',
    correlationId: m.MessageAttributes?.[CORRELATION_ID_ATTRIBUTE]?.StringValue,
    sentAt: sentAt(m.Attributes?.SentTimestamp),
  };
}
