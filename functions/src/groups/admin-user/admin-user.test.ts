import { isAdminRole, Role } from '@oj/shared';
import { userDirectoryKey, userKey } from '@oj/shared/db/keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ROOT_PASSWORD, type TestContext } from '../../../test/context.ts';
import { createUser, getUser, uidByEmail, uidByUsername, userCount } from '../../data/users.ts';
import { hashPassword } from '../../services/passwords.ts';

let t: TestContext;
let root: string;
let rootUid: string;
const PASSWORD = 'secret-pass';
let hash: string;

/** An account made straight through the shared writer, logged in. */
const account = async (username: string, over: { roleId?: Role; email?: string | null; realname?: string; nickname?: string } = {}) => {
  const uid = `u-${username}`;
  await createUser(
    t.deps.db,
    {
      uid,
      username,
      email: over.email === undefined ? `${username}@example.com` : over.email,
      passwordHash: hash,
      roleId: over.roleId ?? Role.USER,
      realname: over.realname ?? null,
      nickname: over.nickname ?? null,
    },
    t.clock.now(),
  );
  t.clock.advance(1000);
  return { uid, username, token: await t.login(username, PASSWORD) };
};

const list = (query: Record<string, string | number | boolean> = {}, token = root) => t.call('GET', '/api/admin/user/get-user-list', { token, query });
const edit = (body: Record<string, unknown>, token = root) => t.call('PUT', '/api/admin/user/edit-user', { token, body });
const remove = (ids: unknown, token = root) => t.call('DELETE', '/api/admin/user/delete-user', { token, body: { ids } });
/** The edit-user form as the back office fills it from a list row. */
const formOf = async (uid: string) => {
  const u = (await getUser(t.deps.db, uid, true))!;
  return {
    uid,
    username: u.username,
    realname: u.realname ?? '',
    email: u.email ?? '',
    password: '',
    setNewPwd: false,
    type: u.roleId,
    status: u.status,
    titleName: u.titleName ?? '',
    titleColor: u.titleColor ?? '',
  };
};

beforeAll(async () => {
  t = await createTestContext();
  hash = await hashPassword(PASSWORD);
  root = await t.rootToken();
  rootUid = (await uidByUsername(t.deps.db, 'root'))!;
});
afterAll(() => t.cleanup());

describe('who may call', () => {
  let admin: string;
  let problemAdmin: string;
  let user: string;
  beforeAll(async () => {
    admin = (await account('who-admin', { roleId: Role.ADMIN })).token;
    problemAdmin = (await account('who-padmin', { roleId: Role.PROBLEM_ADMIN })).token;
    user = (await account('who-user')).token;
  });

  it("user and honor calls are the super admin's (Perm user_admin): admins, problem admins and users get 403, anonymous 401", async () => {
    const calls: [string, string, { body?: unknown; query?: Record<string, string | number> }][] = [
      ['GET', '/api/admin/user/get-user-list', {}],
      ['PUT', '/api/admin/user/edit-user', { body: await formOf(rootUid) }],
      ['DELETE', '/api/admin/user/delete-user', { body: { ids: ['u-who-user'] } }],
      ['GET', '/api/admin/honor', {}],
      ['POST', '/api/admin/honor', { body: { name: 'Champion', color: '#ff0000' } }],
      ['PUT', '/api/admin/honor', { body: { id: 1, name: 'Champion', color: '#ff0000' } }],
      ['DELETE', '/api/admin/honor', { query: { id: 1 } }],
    ];
    for (const [method, path, opts] of calls) {
      for (const token of [admin, problemAdmin, user]) expect((await t.call(method, path, { ...opts, token })).status, `${method} ${path}`).toBe(403);
      expect((await t.call(method, path, opts)).status, `${method} ${path} anonymous`).toBe(401);
    }
    expect((await getUser(t.deps.db, 'u-who-user'))?.username).toBe('who-user');
    expect((await t.call('GET', '/api/admin/honor', { token: root })).body.data).toEqual([]);
  });

  it('the role list is read-only and open to every back-office role, not to users', async () => {
    for (const token of [root, admin, problemAdmin]) expect((await t.call('GET', '/api/admin/role/list', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/role/list', { token: user })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/role/list')).status).toBe(401);
    for (const method of ['POST', 'PUT', 'DELETE']) expect((await t.call(method, '/api/admin/role/list', { token: root })).status).toBe(404);
  });
});

describe('the user list', () => {
  beforeAll(async () => {
    await account('list-ann', { realname: 'Ann Lee', nickname: 'annie' });
    await account('list-bob', { email: 'bob.smith@school.edu', roleId: Role.PROBLEM_ADMIN });
    await account('list-cat', { email: null, nickname: 'Kitty' });
  });

  it('pages the newest accounts first with the total', async () => {
    const all = (await list({ limit: 100 })).body.data;
    expect(all.total).toBe(await userCount(t.deps.db));
    const names = all.records.map((r: { username: string }) => r.username);
    expect(names.indexOf('list-cat')).toBeLessThan(names.indexOf('list-bob'));
    expect(names.indexOf('list-bob')).toBeLessThan(names.indexOf('list-ann'));
    expect(names.at(-1)).toBe('root');
    const page2 = (await list({ limit: 2, currentPage: 2 })).body.data;
    expect(page2).toMatchObject({ total: all.total, size: 2, current: 2, pages: Math.ceil(all.total / 2) });
    expect(page2.records.map((r: { username: string }) => r.username)).toEqual(names.slice(2, 4));
    expect((await list({ limit: 2, currentPage: 999 })).body.data).toMatchObject({ records: [], total: all.total });
  });

  it('matches the keyword inside username, real name, email or nickname, ignoring case', async () => {
    const found = async (keyword: string) => (await list({ keyword, limit: 100 })).body.data.records.map((r: { username: string }) => r.username).sort();
    expect(await found('LIST-')).toEqual(['list-ann', 'list-bob', 'list-cat']);
    expect(await found('ann lee')).toEqual(['list-ann']);
    expect(await found('school.EDU')).toEqual(['list-bob']);
    expect(await found('kitty')).toEqual(['list-cat']);
    expect(await found('nobody-has-this')).toEqual([]);
    expect((await list({ keyword: '  ', limit: 100 })).body.data.total).toBe(await userCount(t.deps.db));
  });

  it('onlyAdmin keeps root, admins and problem admins', async () => {
    const page = (await list({ onlyAdmin: true, limit: 100 })).body.data;
    const roles = page.records.map((r: { roles: { id: number }[] }) => r.roles[0]!.id);
    expect(roles.length).toBe(page.total);
    expect(roles.every((id: number) => isAdminRole(id))).toBe(true);
    expect(page.records.map((r: { username: string }) => r.username)).toEqual(expect.arrayContaining(['root', 'list-bob']));
    expect((await list({ onlyAdmin: true, keyword: 'list-', limit: 100 })).body.data.records.map((r: { username: string }) => r.username)).toEqual(['list-bob']);
  });

  it('never sends a password hash; refuses malformed queries', async () => {
    expect(JSON.stringify((await list({ limit: 100 })).body.data)).not.toMatch(/password|scrypt/i);
    expect((await list({ limit: 'ten' })).body).toMatchObject({ status: 400 });
    expect((await list({ keyword: 'x'.repeat(101) })).body).toMatchObject({ status: 400, msg: 'The keyword must be at most 100 characters' });
  });
});

describe('editing a user', () => {
  it('changes names, email, title and status; the old username and email are free again, the new ones taken', async () => {
    const eve = await account('edit-eve');
    const res = await edit({ ...(await formOf(eve.uid)), username: 'edit-eve2', email: 'Eve2@Example.com', realname: 'Eve Two', titleName: 'Champion', titleColor: '#ffd700' });
    expect(res.body).toMatchObject({ status: 200, data: null });
    expect(await getUser(t.deps.db, eve.uid, true)).toMatchObject({ username: 'edit-eve2', email: 'Eve2@Example.com', realname: 'Eve Two', titleName: 'Champion', titleColor: '#ffd700' });
    expect([await uidByUsername(t.deps.db, 'edit-eve'), await uidByUsername(t.deps.db, 'edit-eve2')]).toEqual([undefined, eve.uid]);
    expect([await uidByEmail(t.deps.db, 'edit-eve@example.com'), await uidByEmail(t.deps.db, 'eve2@example.com')]).toEqual([undefined, eve.uid]);
    expect((await t.deps.db.get(userDirectoryKey(eve.uid)))?.username).toBe('edit-eve2');
    expect((await list({ keyword: 'eve two' })).body.data.records[0]).toMatchObject({ uid: eve.uid, titleName: 'Champion', titleColor: '#ffd700' });
    // the title shows wherever the user is shown: their home page reads it from the account
    expect((await t.call('GET', '/api/get-user-home-info', { query: { uid: eve.uid } })).body.data).toMatchObject({ titleName: 'Champion', titleColor: '#ffd700' });
    // the old name logs in no more, the new one does, with the same password and token
    expect((await t.call('POST', '/api/login', { body: { username: 'edit-eve', password: PASSWORD } })).status).toBe(400);
    await t.login('edit-eve2', PASSWORD);
    expect((await t.call('GET', '/api/get-user-auth-info', { token: eve.token })).status).toBe(200);

    // a blank email and title clear them
    expect((await edit({ ...(await formOf(eve.uid)), email: '', titleName: '', titleColor: '' })).status).toBe(200);
    expect(await getUser(t.deps.db, eve.uid, true)).toMatchObject({ email: null, titleName: null, titleColor: null });
    expect(await uidByEmail(t.deps.db, 'eve2@example.com')).toBeUndefined();
  });

  it("keeps usernames and emails unique: another account's are refused and nothing changes", async () => {
    const [fay, gus] = [await account('edit-fay'), await account('edit-gus')];
    const form = await formOf(fay.uid);
    expect((await edit({ ...form, username: 'EDIT-GUS' })).body).toMatchObject({ status: 400, msg: 'The_username_already_exists' });
    expect((await edit({ ...form, email: 'edit-gus@example.com' })).body).toMatchObject({ status: 400, msg: 'The_email_already_exists' });
    expect(await getUser(t.deps.db, fay.uid, true)).toMatchObject({ username: 'edit-fay', email: 'edit-fay@example.com' });
    expect([await uidByUsername(t.deps.db, 'edit-fay'), await uidByEmail(t.deps.db, 'edit-fay@example.com')]).toEqual([fay.uid, fay.uid]);
    expect(await uidByUsername(t.deps.db, 'edit-gus')).toBe(gus.uid);
    // a change of case only keeps the same guards
    expect((await edit({ ...form, username: 'Edit-Fay', email: 'EDIT-FAY@example.com' })).status).toBe(200);
    expect([await uidByUsername(t.deps.db, 'edit-fay'), await uidByEmail(t.deps.db, 'edit-fay@example.com')]).toEqual([fay.uid, fay.uid]);
  });

  it('a new password ends every session (token version) and replaces the old one', async () => {
    const hal = await account('edit-hal');
    const before = (await getUser(t.deps.db, hal.uid, true))!.tokenVersion;
    expect((await edit({ ...(await formOf(hal.uid)), setNewPwd: true, password: '12' })).body).toMatchObject({ status: 400, msg: 'Password_Check_Between' });
    expect((await edit({ ...(await formOf(hal.uid)), setNewPwd: true, password: 'new-secret' })).status).toBe(200);
    expect((await getUser(t.deps.db, hal.uid, true))!.tokenVersion).toBe(before + 1);
    expect((await t.call('GET', '/api/get-user-auth-info', { token: hal.token })).status).toBe(401);
    expect((await t.call('POST', '/api/login', { body: { username: 'edit-hal', password: PASSWORD } })).status).toBe(400);
    await t.login('edit-hal', 'new-secret');
    // without setNewPwd the password box is ignored and sessions stay
    const token = await t.login('edit-hal', 'new-secret');
    expect((await edit({ ...(await formOf(hal.uid)), password: 'ignored-pass' })).status).toBe(200);
    expect((await t.call('GET', '/api/get-user-auth-info', { token })).status).toBe(200);
  });

  it('a role change applies on the next call and sends the user a system notice', async () => {
    const ivy = await account('edit-ivy');
    expect((await edit({ ...(await formOf(ivy.uid)), type: Role.MUTED })).status).toBe(200);
    expect((await t.call('GET', '/api/get-user-auth-info', { token: ivy.token })).body.data).toMatchObject({ roles: ['mute_user'] });
    expect((await t.deps.db.get(userDirectoryKey(ivy.uid)))?.roleId).toBe(Role.MUTED);
    expect((await t.call('GET', '/api/msg/unread', { token: ivy.token })).body.data).toMatchObject({ sys: 1 });
    const notices = (await t.call('GET', '/api/msg/sys', { token: ivy.token })).body.data.records;
    expect(notices).toHaveLength(1);
    expect(notices[0].title).toMatch(/Role change notice/);
    expect(notices[0].content).toContain('"Default user" to "Muted"');
    // no role change, no notice
    expect((await edit({ ...(await formOf(ivy.uid)), realname: 'Ivy' })).status).toBe(200);
    expect((await t.call('GET', '/api/msg/unread', { token: ivy.token })).body.data).toMatchObject({ sys: 0 });
  });

  it('a disabled user can neither log in nor call anything; enabling them again lets them back', async () => {
    const jay = await account('edit-jay');
    expect((await edit({ ...(await formOf(jay.uid)), status: 1 })).status).toBe(200);
    expect((await t.call('GET', '/api/get-user-auth-info', { token: jay.token })).status).toBe(401);
    expect((await t.call('POST', '/api/login', { body: { username: 'edit-jay', password: PASSWORD } })).body).toMatchObject({
      status: 403,
      msg: 'This account has been disabled; please contact an administrator',
    });
    expect((await edit({ ...(await formOf(jay.uid)), status: 0 })).status).toBe(200);
    await t.login('edit-jay', PASSWORD);
  });

  it('the last root stays root: nobody demotes or disables themselves', async () => {
    const form = await formOf(rootUid);
    expect((await edit({ ...form, type: Role.ADMIN })).body).toMatchObject({ status: 403, msg: 'You cannot change your own role; ask another super admin' });
    expect((await edit({ ...form, status: 1 })).body).toMatchObject({ status: 403, msg: 'You cannot disable your own account' });
    expect(await getUser(t.deps.db, rootUid, true)).toMatchObject({ roleId: Role.ROOT, status: 0 });
    // root may still edit their own profile
    expect((await edit({ ...form, realname: 'The Root' })).status).toBe(200);
    // another root may be demoted by a root, and a root granted
    const kim = await account('edit-kim', { roleId: Role.ROOT });
    expect((await edit({ ...(await formOf(kim.uid)), type: Role.ADMIN }, kim.token)).status).toBe(403);
    expect((await edit({ ...(await formOf(kim.uid)), type: Role.ADMIN })).status).toBe(200);
    expect((await edit({ ...(await formOf(kim.uid)), type: Role.ROOT })).status).toBe(200);
  });

  it('refuses unknown users and malformed forms with a clear message', async () => {
    const form = await formOf(rootUid);
    expect((await edit({ ...form, uid: 'nobody' })).body).toMatchObject({ status: 404, msg: 'The user does not exist' });
    const refused = async (change: Record<string, unknown>) => (await edit({ ...form, ...change })).body;
    expect(await refused({ uid: '' })).toMatchObject({ status: 400, msg: 'Say which user (uid)' });
    expect(await refused({ username: '' })).toMatchObject({ status: 400, msg: 'Username_Check_Required' });
    expect(await refused({ username: 'x'.repeat(21) })).toMatchObject({ status: 400, msg: 'Username_Check_Max' });
    expect(await refused({ email: 'not-an-email' })).toMatchObject({ status: 400, msg: 'Email_Check_Format' });
    expect(await refused({ realname: 'r'.repeat(51) })).toMatchObject({ status: 400, msg: 'The real name must be at most 50 characters' });
    // the rules a user's own settings apply to the same field
    expect(await refused({ realname: 'Ann\u202eeL' })).toMatchObject({ status: 400, msg: 'The real name may not contain control, invisible or formatting characters' });
    expect(await refused({ type: 999 })).toMatchObject({ status: 400, msg: 'The role (type) must be one of 1000 to 1008' });
    // a role id sent as text is read as the number (as every numeric field); other text is refused
    expect(await refused({ type: 'root' })).toMatchObject({ status: 400, msg: 'The role (type) must be a role id' });
    expect(await refused({ status: 2 })).toMatchObject({ status: 400, msg: 'The status must be 0 (normal) or 1 (disabled)' });
    expect(await refused({ titleName: 't'.repeat(21) })).toMatchObject({ status: 400, msg: 'The title must be at most 20 characters' });
    expect(await refused({ titleName: 'Gold', titleColor: 'gold; background:url(x)' })).toMatchObject({ status: 400, msg: 'The colour must be like #1e90ff or rgb(30, 144, 255)' });
    expect(await refused({ titleName: '', titleColor: '#ff0000' })).toMatchObject({ status: 400, msg: 'A title colour needs a title name' });
    expect(await refused({ setNewPwd: true, password: '' })).toMatchObject({ status: 400, msg: 'Password_Check_Required' });
    expect((await t.call('PUT', '/api/admin/user/edit-user', { token: root, rawBody: 'not json', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
  });
});

describe('deleting users', () => {
  it('removes their login, guards, directory entry and count, and frees the username and email', async () => {
    const [leo, mia] = [await account('del-leo'), await account('del-mia')];
    const count = await userCount(t.deps.db);
    expect((await remove([leo.uid, mia.uid, leo.uid])).body).toMatchObject({ status: 200, data: null });
    expect(await userCount(t.deps.db)).toBe(count - 2);
    for (const u of [leo, mia]) {
      expect(await t.deps.db.get(userKey(u.uid))).toBeUndefined();
      expect(await t.deps.db.get(userDirectoryKey(u.uid))).toBeUndefined();
      expect(await uidByUsername(t.deps.db, u.username)).toBeUndefined();
      expect(await uidByEmail(t.deps.db, `${u.username}@example.com`)).toBeUndefined();
      expect((await t.call('GET', '/api/get-user-auth-info', { token: u.token })).status).toBe(401);
      expect((await t.call('POST', '/api/login', { body: { username: u.username, password: PASSWORD } })).status).toBe(400);
    }
    expect((await list({ keyword: 'del-' })).body.data.total).toBe(0);
    // the name and address can be registered again, by a new account
    const again = await t.register('del-leo', 'another-pass', 'del-leo@example.com');
    expect((await t.call('GET', '/api/get-user-auth-info', { token: again.token })).status).toBe(200);
    expect(await uidByUsername(t.deps.db, 'del-leo')).not.toBe(leo.uid);
    // deleting what is already gone
    expect((await remove([leo.uid])).body).toMatchObject({ status: 404, msg: 'The selected users do not exist' });
  });

  it('refuses deleting oneself (the last root), touching nothing else in the same call', async () => {
    const ned = await account('del-ned');
    expect((await remove([ned.uid, rootUid])).body).toMatchObject({ status: 403, msg: 'You cannot delete your own account' });
    expect(await getUser(t.deps.db, ned.uid)).toBeDefined();
    expect(await getUser(t.deps.db, rootUid)).toBeDefined();
    await t.login('root', ROOT_PASSWORD);
  });

  it('needs a non-empty list of uids', async () => {
    for (const ids of [[], undefined, 'u-x']) expect((await remove(ids)).body).toMatchObject({ status: 400, msg: 'Selected users must not be empty' });
    expect((await remove([''])).body).toMatchObject({ status: 400, msg: 'Each selected user is a uid' });
    expect((await remove(Array.from({ length: 101 }, (_, i) => `u-${i}`))).body).toMatchObject({ status: 400, msg: 'At most 100 users can be deleted at once' });
  });
});

describe('honors', () => {
  it('root keeps a catalogue of titles: create, list, rename, recolour, delete; names unique', async () => {
    const honor = (method: string, opts: { body?: unknown; query?: Record<string, number> } = {}) => t.call(method, '/api/admin/honor', { token: root, ...opts });
    const gold = (await honor('POST', { body: { name: 'Gold medal', color: '#ffd700' } })).body.data;
    expect(gold).toMatchObject({ id: expect.any(Number), name: 'Gold medal', color: '#ffd700', gmtCreate: expect.any(String) });
    const silver = (await honor('POST', { body: { name: 'Silver medal', color: 'rgb(192, 192, 192)' } })).body.data;
    expect((await honor('POST', { body: { name: 'GOLD MEDAL', color: '#000' } })).body).toMatchObject({ status: 400, msg: 'An honor with this name already exists' });
    expect((await honor('GET')).body.data.map((h: { name: string }) => h.name)).toEqual(['Gold medal', 'Silver medal']);
    expect((await honor('PUT', { body: { id: silver.id, name: 'Gold medal', color: '#ccc' } })).body).toMatchObject({ status: 400, msg: 'An honor with this name already exists' });
    expect((await honor('PUT', { body: { id: silver.id, name: 'Silver', color: '#ccc' } })).body.data).toMatchObject({ id: silver.id, name: 'Silver', color: '#ccc' });
    expect((await honor('PUT', { body: { id: gold.id, name: 'Gold medal', color: '#ffcc00' } })).status).toBe(200);
    expect((await honor('DELETE', { query: { id: gold.id } })).status).toBe(200);
    expect((await honor('DELETE', { query: { id: gold.id } })).body).toMatchObject({ status: 404, msg: 'The honor does not exist' });
    expect((await honor('PUT', { body: { id: gold.id, name: 'Back', color: '#fff' } })).body).toMatchObject({ status: 404, msg: 'The honor does not exist' });
    expect((await honor('GET')).body.data).toEqual([expect.objectContaining({ name: 'Silver', color: '#ccc' })]);
  });

  it('refuses malformed honors', async () => {
    const post = async (body: unknown) => (await t.call('POST', '/api/admin/honor', { token: root, body })).body;
    expect(await post({ name: '', color: '#fff' })).toMatchObject({ status: 400, msg: 'The title name is required' });
    expect(await post({ color: '#fff' })).toMatchObject({ status: 400, msg: 'The title name is required' });
    expect(await post({ name: 'n'.repeat(21), color: '#fff' })).toMatchObject({ status: 400, msg: 'The title must be at most 20 characters' });
    expect(await post({ name: 'Odd', color: 'javascript:alert(1)' })).toMatchObject({ status: 400 });
    expect(await post({ name: 'Hidden\u200b', color: '#fff' })).toMatchObject({ status: 400 });
    expect((await t.call('DELETE', '/api/admin/honor', { token: root, query: { id: 'x' as never } })).body).toMatchObject({ status: 400, msg: 'Say which honor (id)' });
    expect((await t.call('PUT', '/api/admin/honor', { token: root, body: { name: 'A', color: '#fff' } })).body).toMatchObject({ status: 400, msg: 'Say which honor (id)' });
  });
});

describe('the role list', () => {
  it('answers the nine roles with the permissions the access checks use', async () => {
    const roles = (await t.call('GET', '/api/admin/role/list', { token: root })).body.data as { id: number; role: string; auths: { permission: string }[] }[];
    expect(roles.map((r) => r.id)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008]);
    const perms = (id: number) => roles.find((r) => r.id === id)!.auths.map((a) => a.permission);
    expect(perms(Role.ROOT)).toContain('user_admin');
    expect(perms(Role.ADMIN)).not.toContain('user_admin');
    expect(perms(Role.NO_SUBMIT)).not.toContain('submit');
  });
});
