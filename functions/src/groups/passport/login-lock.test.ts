import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '@oj/shared/security-headers';
import { VIEWER_ADDRESS_HEADER } from '../../http/client-ip.ts';
import { createTestContext, ROOT_PASSWORD, type TestContext } from '../../../test/context.ts';

const viewer = (i: number) => ({ [VIEWER_ADDRESS_HEADER]: `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}:443` });

describe('the login lock without an origin secret (locally, or a direct call)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.cleanup());

  const login = (username: string, password: string, ip: string, headers: Record<string, string> = {}) => t.call('POST', '/api/login', { body: { username, password }, ip, headers });

  it('is not escaped by sending a new CloudFront-Viewer-Address with each guess', async () => {
    const { password } = await t.register('rotated');
    for (let i = 0; i < 60; i++) await login('rotated', 'wrong-pass', '10.2.2.2', viewer(i));
    const locked = await login('rotated', password, '10.2.2.2', viewer(61));
    expect(locked.status).toBe(403);
    expect(locked.body.msg).toMatch(/locked/);
  });

  it('cannot be turned on a victim by naming the victim’s address', async () => {
    const { password } = await t.register('victim');
    for (let i = 0; i < 25; i++) await login('victim', 'wrong-pass', '10.6.6.6', { [VIEWER_ADDRESS_HEADER]: '10.7.7.7:443' });
    expect((await login('victim', password, '10.7.7.7')).status).toBe(200);
    expect((await login('victim', password, '10.6.6.6')).status).toBe(403);
  });
});

describe('the login lock behind CloudFront (an origin secret is set)', () => {
  const SECRET = 'origin-secret-for-tests-0123456789abcdef';
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ ORIGIN_SECRET: SECRET });
  });
  afterAll(() => t.cleanup());

  const viaCloudFront = (password: string, i: number) => t.call('POST', '/api/login', { body: { username: 'root', password }, ip: '10.0.0.9', headers: { [ORIGIN_VERIFY_HEADER]: SECRET, ...viewer(i) } });

  it('refuses calls that skip CloudFront, whatever address they name', async () => {
    const direct = await t.call('POST', '/api/login', { body: { username: 'root', password: ROOT_PASSWORD }, headers: viewer(1) });
    expect(direct.status).toBe(403);
    expect(direct.body).toEqual({ status: 403, msg: 'Requests must come through the site', data: null });
    const forged = await t.call('GET', '/api/get-website-config', { headers: { [ORIGIN_VERIFY_HEADER]: 'guess', ...viewer(1) } });
    expect(forged.status).toBe(403);
  });

  it('keys the lock by the viewer address CloudFront names', async () => {
    for (let i = 0; i < 20; i++) await viaCloudFront('wrong-pass', 5);
    expect((await viaCloudFront(ROOT_PASSWORD, 5)).status).toBe(403);
    // Every CloudFront request comes from an edge address; other viewers behind the same edge are not locked.
    expect((await viaCloudFront(ROOT_PASSWORD, 6)).status).toBe(200);
  });
});
