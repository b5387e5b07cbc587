import { get, post, type BodyOf, type QueryOf } from '@oj/shared/api/call';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { PUBLIC, route } from './route.ts';

// The type errors below are the test: `tsc -p functions` fails when one of them is no longer an error.
const CidQuery = z.object({ cid: z.coerce.number().int().positive() });
const PidQuery = z.object({ pid: z.coerce.number().int().positive() });
const NameBody = z.object({ name: z.string() });
const AgeBody = z.object({ age: z.number() });

const contestName = get<{ query: QueryOf<typeof CidQuery>; reply: { name: string } }>('/api/test/contest-name');
const rename = post<{ body: BodyOf<typeof NameBody>; reply: null }>('/api/test/rename');
const ping = get<{ reply: 'pong' }>('/api/test/ping');
const download = get<{ query: QueryOf<typeof CidQuery>; reply: Blob }>('/api/test/download');
const upload = post<{ body: FormData; reply: { link: string } }>('/api/test/upload');

describe('route() bound to a contract', () => {
  it('takes its method and path from the contract, and hands the handler the parsed query and body', () => {
    const served = route(contestName, {
      access: PUBLIC,
      query: CidQuery,
      handler: async ({ query }) => {
        expectTypeOf(query).toEqualTypeOf<{ cid: number }>();
        return { name: `contest ${query.cid}` };
      },
    });
    const renamed = route(rename, {
      access: PUBLIC,
      body: NameBody,
      handler: async ({ body }) => {
        expectTypeOf(body).toEqualTypeOf<{ name: string }>();
        return null;
      },
    });
    expect([served, renamed].map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/test/contest-name', 'POST /api/test/rename']);
    expect(served.query).toBe(CidQuery);
  });

  it('answers a Response only where the reply is a file, and takes a form where the body is one', () => {
    const routes = [
      route(download, { access: PUBLIC, query: CidQuery, handler: async () => new Response('rank') }),
      route(upload, { access: PUBLIC, multipart: true, handler: async () => ({ link: '/files/a.png' }) }),
      route(ping, {
        access: PUBLIC,
        // @ts-expect-error a Response where the contract's reply is not a file
        handler: async () => new Response('pong'),
      }),
    ];
    expect(routes.map((r) => r.multipart ?? false)).toEqual([false, true, false]);
  });

  it('refuses a reply that is not the contract’s', () => {
    const routes = [
      route(contestName, {
        access: PUBLIC,
        query: CidQuery,
        // @ts-expect-error a field of the wrong type
        handler: async () => ({ name: 7 }),
      }),
      route(contestName, {
        access: PUBLIC,
        query: CidQuery,
        // @ts-expect-error a field missing
        handler: async () => ({}),
      }),
      route(ping, {
        access: PUBLIC,
        // @ts-expect-error another literal
        handler: async () => 'ping',
      }),
    ];
    expect(routes).toHaveLength(3);
  });

  it('refuses a query or body schema that does not read what the contract sends', () => {
    const routes = [
      route(contestName, {
        access: PUBLIC,
        // @ts-expect-error another query
        query: PidQuery,
        handler: async () => ({ name: 'a' }),
      }),
      route(contestName, {
        access: PUBLIC,
        // @ts-expect-error more keys than the contract sends
        query: CidQuery.extend({ pid: z.string() }),
        handler: async () => ({ name: 'a' }),
      }),
      // @ts-expect-error the contract sends a query, and nothing checks it
      route(contestName, {
        access: PUBLIC,
        handler: async () => ({ name: 'a' }),
      }),
      route(ping, {
        access: PUBLIC,
        // @ts-expect-error a query the contract does not send
        query: CidQuery,
        handler: async () => 'pong' as const,
      }),
      route(rename, {
        access: PUBLIC,
        // @ts-expect-error another body
        body: AgeBody,
        handler: async () => null,
      }),
      // @ts-expect-error the contract sends a body, and nothing checks it
      route(rename, {
        access: PUBLIC,
        handler: async () => null,
      }),
      route(ping, {
        access: PUBLIC,
        // @ts-expect-error a body the contract does not send
        body: NameBody,
        handler: async () => 'pong' as const,
      }),
      // @ts-expect-error a form body read as JSON
      route(upload, {
        access: PUBLIC,
        handler: async () => ({ link: '/files/a.png' }),
      }),
    ];
    expect(routes).toHaveLength(8);
  });
});
