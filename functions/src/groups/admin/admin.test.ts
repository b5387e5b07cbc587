import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/shared';
import { updateUser, uidByUsername } from '../../data/users.ts';
import { createTestContext, ROOT_PASSWORD, type TestContext } from '../../../test/context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.cleanup());

describe('admin login', () => {
  it('lets admin roles in and keeps ordinary users out', async () => {
    const ok = await t.call('POST', '/api/admin/login', { body: { username: 'root', password: ROOT_PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('authorization')).toMatch(/^ey/);
    expect(ok.body.data.roleList).toEqual(['root']);

    const { password } = await t.register('plain');
    const refused = await t.call('POST', '/api/admin/login', { body: { username: 'plain', password } });
    expect(refused.body).toEqual({ status: 403, msg: 'This account is not an administrator', data: null });
    expect((await t.call('POST', '/api/admin/login', { body: { username: 'root', password: 'wrong-pass' } })).body.msg).toBe('Wrong username or password');
  });

  it('admin logout needs an admin role and ends the sessions', async () => {
    const { token } = await t.register('notadmin');
    expect((await t.call('GET', '/api/admin/logout', { token })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/logout')).status).toBe(401);

    await updateUser(t.deps.db, (await uidByUsername(t.deps.db, 'notadmin')) as string, { roleId: Role.PROBLEM_ADMIN }, t.clock.now());
    const promoted = await t.login('notadmin', 'secret-pass');
    expect((await t.call('GET', '/api/admin/logout', { token: promoted })).status).toBe(200);
    expect((await t.call('GET', '/api/get-user-auth-info', { token: promoted })).status).toBe(401);
  });

  it('a role change takes effect on the next call, without a new login', async () => {
    const { token } = await t.register('demoted');
    const uid = (await uidByUsername(t.deps.db, 'demoted')) as string;
    await updateUser(t.deps.db, uid, { roleId: Role.NO_SUBMIT }, t.clock.now());
    const info = await t.call('GET', '/api/get-user-auth-info', { token });
    expect(info.body.data.roles).toEqual(['no_submit']);
    expect(info.body.data.permissions).not.toContain('submit');
  });

  it('a disabled account can neither log in nor use its tokens', async () => {
    const { token, password } = await t.register('banned');
    const uid = (await uidByUsername(t.deps.db, 'banned')) as string;
    const { updateUser } = await import('../../data/users.ts');
    await updateUser(t.deps.db, uid, { status: 1 }, t.clock.now());
    expect((await t.call('GET', '/api/get-user-auth-info', { token })).status).toBe(401);
    expect((await t.call('POST', '/api/login', { body: { username: 'banned', password } })).status).toBe(403);
  });
});
