import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ROOT_PASSWORD, type TestContext } from '../../../test/context.ts';

// What the reference system's web client reads from the passport and admin-account calls (ARCHITECTURE.md
// decision 1): the user entity flat, the token in the Authorization header, roles as a list of names.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.cleanup());

const USER_INFO = {
  uid: expect.any(String),
  username: expect.any(String),
  roleList: expect.arrayContaining([expect.any(String)]),
  avatar: expect.toBeOneOf([null, expect.any(String)]),
  nickname: expect.toBeOneOf([null, expect.any(String)]),
  email: expect.toBeOneOf([null, expect.any(String)]),
  school: expect.toBeOneOf([null, expect.any(String)]),
  signature: expect.toBeOneOf([null, expect.any(String)]),
  titleName: expect.toBeOneOf([null, expect.any(String)]),
  titleColor: expect.toBeOneOf([null, expect.any(String)]),
};

describe('passport replies', () => {
  it.each(['/api/login', '/api/admin/login'])('%s: the user flat, the token in Authorization', async (path) => {
    const res = await t.call('POST', path, { body: { username: 'root', password: ROOT_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...USER_INFO, username: 'root', roleList: ['root'] });
    expect(res.body.data).not.toHaveProperty('password');
    expect(res.headers.get('authorization')).toMatch(/\S{20,}/);
  });

  it('get-user-auth-info: roles and permissions as lists of names', async () => {
    const res = await t.call('GET', '/api/get-user-auth-info', { token: await t.rootToken() });
    expect(res.body.data).toMatchObject({ roles: expect.arrayContaining(['root']), permissions: expect.any(Array) });
  });

  it('get-user-home-info: the profile with solved problem ids and counts', async () => {
    const res = await t.call('GET', '/api/get-user-home-info', { query: { username: 'root' } });
    expect(res.body.data).toMatchObject({ uid: expect.any(String), username: 'root', solvedList: expect.any(Array), total: expect.any(Number) });
  });

  it('reads usernames as registration stores them (NFKC): a full-width spelling finds the account', async () => {
    const res = await t.call('POST', '/api/login', { body: { username: 'ｒｏｏｔ', password: ROOT_PASSWORD } });
    expect([res.status, res.body.data?.username]).toEqual([200, 'root']);
    expect((await t.call('POST', '/api/check-username-or-email', { body: { username: 'ｒｏｏｔ' } })).body.data.username).toBe(true);
  });

  it('check-username-or-email: two booleans', async () => {
    const res = await t.call('POST', '/api/check-username-or-email', { body: { username: 'root', email: 'nobody@example.com' } });
    expect(res.body.data).toEqual({ username: true, email: false });
  });
});
