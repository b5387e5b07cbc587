import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every reply is `{ status, msg, data }`, and the HTTP status equals `status`. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export function envelope<T>(status: number, msg: string, data: T): Envelope<T> {
  return { status, msg, data };
}

export function replyOk<T>(c: Context, data: T, msg = 'success') {
  return c.json(envelope(200, msg, data ?? null), 200);
}

export function replyError(c: Context, status: number, msg: string, headers?: Record<string, string>) {
  return c.json(envelope(status, msg, null), status as ContentfulStatusCode, headers);
}
