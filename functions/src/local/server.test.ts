import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '@oj/shared/security-headers';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createLocalApp } from './server.ts';

let t: TestContext;
let webDist: string;
let site: ReturnType<typeof createLocalApp>;
beforeAll(async () => {
  t = await createTestContext();
  webDist = await mkdtemp(join(tmpdir(), 'oj-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>OJ</title>');
  site = createLocalApp(t.deps, webDist);
});
afterAll(async () => {
  await rm(webDist, { recursive: true, force: true });
  await t.cleanup();
});

const get = (path: string) => site.request(path, {}, { incoming: { socket: { remoteAddress: '10.0.0.1' } } });

describe('the local server', () => {
  it.each(['/public/%ZZ', '/public/a%E0%A4%A', '/assets/%ZZ.js', '/problem/%ZZ'])('answers the malformed URL %s with 400 in the envelope', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, msg: 'Malformed URL', data: null });
  });

  it('still serves well-formed paths: an unknown public file is 404, a page is the SPA', async () => {
    expect((await get('/public/no%20such.png')).status).toBe(404);
    const page = await get('/problem/1000');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>OJ</title>');
  });

  it.each(['/problem/1000', '/api/get-website-config', '/api/no-such-call', '/public/missing.png'])('sends the security headers CloudFront adds on %s', async (path) => {
    const res = await get(path);
    for (const [name, value] of Object.entries(securityHeaders())) expect(res.headers.get(name), name).toBe(value);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets the pages reach the storage door (S3_PUBLIC_ENDPOINT) from their connect-src, as CloudFront lets them reach the bucket', async () => {
    const withStorage = createLocalApp({ ...t.deps, env: { ...t.deps.env, S3_PUBLIC_ENDPOINT: 'http://localhost:4567' } }, webDist);
    const res = await withStorage.request('/problem/1000', {}, { incoming: { socket: { remoteAddress: '10.0.0.1' } } });
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self' http://localhost:4567;");
    expect(res.headers.get('content-security-policy')).toBe(securityHeaders('http://localhost:4567')['Content-Security-Policy']);
  });
});
