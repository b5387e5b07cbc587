import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUPS } from '../groups/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.cleanup());

describe('call conventions', () => {
  it('wraps success in the envelope with a request id', async () => {
    const res = await t.call('GET', '/api/get-website-config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 200, msg: 'success' });
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers an unknown path with 404 in the envelope', async () => {
    const res = await t.call('GET', '/api/no-such-call');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, msg: 'Query_error_unable_to_find_the_resource_to_request', data: null });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const res = await t.call('DELETE', '/api/login');
    expect(res.status).toBe(405);
    expect(res.body.status).toBe(405);
    expect(res.headers.get('allow')).toContain('POST');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.call('POST', '/api/login', { rawBody: '{"username": "root",', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, msg: 'Malformed JSON in request body', data: null });
  });

  it('answers an oversized body with 413 before reading it', async () => {
    const res = await t.call('POST', '/api/login', { rawBody: JSON.stringify({ username: 'x'.repeat(600_000), password: 'y' }), headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body.status).toBe(413);
  });

  it('answers a body of the wrong shape with 400 and names the field', async () => {
    const res = await t.call('POST', '/api/login', { body: ['not', 'an', 'object'] });
    expect(res.status).toBe(400);
    const typed = await t.call('POST', '/api/check-username-or-email', { body: { username: 42 } });
    expect(typed.body.msg).toMatch(/^username: /);
  });

  it('answers CORS preflights', async () => {
    const res = await t.app.request('/api/login', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,url-type,content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('url-type');
  });

  it('declares every route once, under /api, with a known method', () => {
    const keys = GROUPS.flatMap((g) => g.routes.map((r) => `${r.method} ${r.path}`));
    expect(new Set(keys).size).toBe(keys.length);
    for (const group of GROUPS) {
      expect(group.name).toMatch(/^[a-z][a-z-]*$/);
      for (const r of group.routes) expect(r.path).toMatch(/^\/api\/[a-zA-Z0-9/-]+$/);
    }
  });
});
