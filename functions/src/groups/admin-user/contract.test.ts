import { Role } from '@oj/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser } from '../../data/users.ts';
import { hashPassword } from '../../services/passwords.ts';

// What the reference's web client reads from AdminUserController's get-user-list: UserRolesVO and its Role
// entity, their keys as the reference's classes name them (written out here, not taken from this project's
// schemas). Left out on purpose: UserRolesVO.password (the reference sends the stored hash; a hash is never
// sent here), UserRolesVO.course (not kept), and Role's gmtCreate/gmtModified (the role table is fixed data).
const REFERENCE_KEYS = {
  UserRolesVO: [
    'uid',
    'username',
    'password',
    'nickname',
    'school',
    'course',
    'number',
    'gender',
    'realname',
    'cfUsername',
    'github',
    'blog',
    'email',
    'avatar',
    'titleName',
    'titleColor',
    'signature',
    'status',
    'gmtCreate',
    'gmtModified',
    'roles',
  ],
  Role: ['id', 'role', 'description', 'status', 'gmtCreate', 'gmtModified'],
};
const LEFT_OUT = { UserRolesVO: ['password', 'course'], Role: ['gmtCreate', 'gmtModified'] };
const expected = (name: keyof typeof REFERENCE_KEYS) => REFERENCE_KEYS[name].filter((k) => !LEFT_OUT[name].includes(k)).sort();

let t: TestContext;
let root: string;
beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  await createUser(
    t.deps.db,
    { uid: 'u-ada', username: 'ada', email: 'ada@example.com', passwordHash: await hashPassword('secret-pass'), roleId: Role.PROBLEM_ADMIN, realname: 'Ada L', titleName: 'Pioneer', titleColor: '#123456' },
    t.clock.now(),
  );
});
afterAll(() => t.cleanup());

const text = expect.any(String);

describe('AdminUserController', () => {
  it('GET /api/admin/user/get-user-list (limit, currentPage, onlyAdmin, keyword) answers a page of UserRolesVO', async () => {
    const res = await t.call('GET', '/api/admin/user/get-user-list', { token: root, query: { limit: 10, currentPage: 1, onlyAdmin: true, keyword: 'ADA' } });
    expect(res.body).toMatchObject({ status: 200, msg: expect.any(String) });
    const page = res.body.data;
    expect(page).toEqual({ records: [expect.any(Object)], total: 1, size: 10, current: 1, pages: 1 });
    const vo = page.records[0];
    expect(Object.keys(vo).sort()).toEqual(expected('UserRolesVO'));
    expect(Object.keys(vo.roles[0]).sort()).toEqual(expected('Role'));
    expect(vo).toEqual({
      uid: 'u-ada',
      username: 'ada',
      nickname: null,
      school: null,
      number: null,
      gender: 'secrecy',
      realname: 'Ada L',
      cfUsername: null,
      github: null,
      blog: null,
      email: 'ada@example.com',
      avatar: null,
      titleName: 'Pioneer',
      titleColor: '#123456',
      signature: null,
      status: 0,
      gmtCreate: text,
      gmtModified: text,
      roles: [{ id: 1008, role: 'problem_admin', description: text, status: 0 }],
    });
  });

  it('PUT /api/admin/user/edit-user takes the AdminEditUserDTO as the reference client sends it (type = role id) and answers data null', async () => {
    const body = { uid: 'u-ada', username: 'ada', realname: 'Ada L', email: 'ada@example.com', password: '', setNewPwd: false, type: 1002, status: 0, titleName: 'Pioneer', titleColor: '#123456' };
    expect((await t.call('PUT', '/api/admin/user/edit-user', { token: root, body })).body).toEqual({ status: 200, msg: expect.any(String), data: null });
  });

  it('DELETE /api/admin/user/delete-user takes {ids} and answers data null', async () => {
    expect((await t.call('DELETE', '/api/admin/user/delete-user', { token: root, body: { ids: ['u-ada'] } })).body).toEqual({ status: 200, msg: expect.any(String), data: null });
  });
});
