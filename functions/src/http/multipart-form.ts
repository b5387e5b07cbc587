import type { Context } from 'hono';
import { badRequest } from './app-error.ts';

/** The fields of a multipart upload; a body that is not one is the client's fault (400), not a server error. */
export function readForm(c: Context) {
  return c.req.parseBody().catch(() => {
    throw badRequest('The upload must be a multipart form');
  });
}
