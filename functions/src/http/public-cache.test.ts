import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache.ts';

// A bare app that asks the cache as create-app does; `/everyone` is a route whose reply is the same for all.
const setup = (maxEntries?: number) => {
  const cache = new PublicCache(maxEntries);
  let now = 0;
  let loads = 0;
  const app = new Hono();
  app.get('*', async (c) => {
    const key = PublicCache.keyOf(c, 10, c.req.path === '/everyone');
    const load = async () => ++loads;
    return c.json({ key, loads: key ? await cache.read(key, 10, now, load) : await load() });
  });
  const get = async (path: string, token?: string) => (await (await app.request(path, { headers: token ? { Authorization: token } : {} })).json()) as { key?: string; loads: number };
  return { cache, get, advance: (ms: number) => (now += ms) };
};

describe('PublicCache', () => {
  it('keys a request by path and sorted query, and keeps its reply for the seconds given', async () => {
    const { get, advance } = setup();
    expect(await get('/list?b=2&a=1')).toEqual({ key: '/list?a=1&b=2', loads: 1 });
    expect((await get('/list?a=1&b=2')).loads).toBe(1);
    expect((await get('/list?a=2')).loads).toBe(2);
    advance(9_999);
    expect((await get('/list?a=1&b=2')).loads).toBe(1);
    advance(1);
    expect((await get('/list?a=1&b=2')).loads).toBe(3);
  });

  it('shares nothing with a signed-in caller unless the route is the same for everyone', async () => {
    const { get } = setup();
    await get('/list');
    expect(await get('/list', 'Bearer x')).toEqual({ loads: 2 });
    await get('/everyone');
    expect((await get('/everyone', 'Bearer x')).loads).toBe(3);
  });

  it('forgets everything when cleared, and its oldest entry past its size', async () => {
    const { cache, get } = setup(2);
    await get('/a');
    await get('/b');
    await get('/c');
    expect((await get('/a')).loads).toBe(4);
    expect((await get('/c')).loads).toBe(3);
    cache.clear();
    expect((await get('/c')).loads).toBe(5);
  });
});
