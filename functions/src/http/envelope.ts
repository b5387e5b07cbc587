import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every reply is `{ status, msg, data }`, and the HTTP status equals `status`. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export const envelope = <T>(status: number, msg: string, data: T): Envelope<T> => ({ status, msg, data });

export const replyOk = <T>(c: Context, data: T, msg = 'success') => c.json(envelope(200, msg, data ?? null), 200);

export const replyError = (c: Context, status: number, msg: string, headers?: Record<string, string>) =>
  c.json(envelope(status, msg, null), status as ContentfulStatusCode, headers);
