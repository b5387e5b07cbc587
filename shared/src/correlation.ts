/**
 * Correlation ids (Node only): the API request id that started a piece of work, carried across the queues (in the
 * message attribute below) to the judge and the board builder, and added to every log line written meanwhile. An
 * async-local store rather than a field of the logger, because one process serves several requests or judge slots
 * at once (the local server, the judge worker).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The SQS message attribute that carries the correlation id. */
export const CORRELATION_ID_ATTRIBUTE = 'correlationId';

const current = new AsyncLocalStorage<string>();

export function withCorrelationId<T>(id: string | undefined, run: () => T): T {
  return id ? current.run(id, run) : run();
}

export function correlationId(): string | undefined {
  return current.getStore();
}

/** The log fields of the running work: what the logging adapters add to each line. */
export function correlationFields(): { correlationId: string } | undefined {
  const id = current.getStore();
  return id ? { correlationId: id } : undefined;
}

/** The message attributes of a message sent while working for `correlationId()`. */
export function correlationAttributes(): Record<string, { DataType: 'String'; StringValue: string }> | undefined {
  const id = current.getStore();
  return id ? { [CORRELATION_ID_ATTRIBUTE]: { DataType: 'String', StringValue: id } } : undefined;
}
