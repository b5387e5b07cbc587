import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupAccessView, GroupAuthView, GroupDetail, GroupMemberView, GroupView } from '@oj/shared/schemas/group';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { groupForm, registerUser, rootUser, type TestUser } from '../../../test/fixtures/group.ts';

// What the reference system's web client reads from the group calls, pinned key by key: GroupVO (list rows), the
// Group entity (detail; memberCount added as spec 002 section 3 lists it), GroupMemberVO (its `id`, a table row id
// the client never reads, has no counterpart here), AccessVO, the bare auth number, and the page object.
let t: TestContext;
let root: TestUser;
let joiner: TestUser;
let gid = 0;

const data = async (method: string, path: string, token: string | undefined, opts: { query?: Record<string, string | number | boolean>; body?: unknown } = {}) => {
  const res = await t.call(method, path, { ...opts, token });
  expect(res.status, `${path}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};
const keys = (o: object) => Object.keys(o).sort();
const PAGE = ['current', 'pages', 'records', 'size', 'total'];
const GROUP_VO = ['auth', 'avatar', 'brief', 'description', 'gmtCreate', 'id', 'memberCount', 'name', 'owner', 'shortName', 'visible'];
const GROUP = ['auth', 'avatar', 'brief', 'code', 'description', 'gmtCreate', 'gmtModified', 'id', 'memberCount', 'name', 'owner', 'shortName', 'status', 'uid', 'visible'];
const MEMBER_VO = ['auth', 'gid', 'gmtCreate', 'gmtModify', 'reason', 'uid', 'username'];

beforeAll(async () => {
  t = await createTestContext();
  root = await rootUser(t);
  joiner = await registerUser(t, 'cjoiner');
  gid = (await data('POST', '/api/group', root.token, { body: groupForm('Contract', { auth: 2, code: 'cccccc' }) })).id;
  expect(await data('POST', '/api/group/member', joiner.token, { query: { gid, reason: 'For the contract' } })).toBeNull();
});
afterAll(() => t.cleanup());

describe('group replies', () => {
  it('get-group-list: a page of GroupVO', async () => {
    const page = await data('GET', '/api/get-group-list', undefined);
    expect(keys(page)).toEqual(PAGE);
    expect(keys(page.records[0])).toEqual(GROUP_VO);
    expect(GroupView.strict().parse(page.records[0])).toMatchObject({ id: gid, owner: 'root', auth: 2, visible: true, memberCount: 1, avatar: null });
  });

  it('get-group-detail and POST group: the Group entity, the code null for a non-root', async () => {
    const detail = await data('GET', '/api/get-group-detail', root.token, { query: { gid } });
    expect(keys(detail)).toEqual(GROUP);
    expect(GroupDetail.strict().parse(detail)).toMatchObject({ id: gid, code: 'cccccc', status: 0, uid: root.uid });
    expect((await data('GET', '/api/get-group-detail', joiner.token, { query: { gid } })).code).toBeNull();
    const created = await data('POST', '/api/group', root.token, { body: groupForm('Second') });
    expect(keys(created)).toEqual(GROUP);
  });

  it('get-group-access: AccessVO; get-group-auth: a number', async () => {
    expect(GroupAccessView.strict().parse(await data('GET', '/api/get-group-access', joiner.token, { query: { gid } }))).toEqual({ access: false });
    expect(GroupAuthView.parse(await data('GET', '/api/get-group-auth', joiner.token, { query: { gid } }))).toBe(1);
  });

  it('group/get-member-list and group/get-apply-list: pages of GroupMemberVO', async () => {
    const members = await data('GET', '/api/group/get-member-list', root.token, { query: { gid } });
    expect(keys(members)).toEqual(PAGE);
    expect(keys(members.records[0])).toEqual(MEMBER_VO);
    expect(GroupMemberView.strict().parse(members.records[0])).toMatchObject({ gid, uid: root.uid, username: 'root', auth: 5, reason: null });
    const applications = await data('GET', '/api/group/get-apply-list', root.token, { query: { gid, auth: 1 } });
    expect(keys(applications.records[0])).toEqual(MEMBER_VO);
    expect(GroupMemberView.strict().parse(applications.records[0])).toMatchObject({ username: 'cjoiner', auth: 1, reason: 'For the contract' });
  });

  it('the writes answer null (the reference answers Void)', async () => {
    expect(await data('PUT', '/api/group/member', root.token, { body: { gid, uid: joiner.uid, auth: 3 } })).toBeNull();
    expect(await data('PUT', '/api/group', root.token, { body: { id: gid, brief: 'Brief changed' } })).toBeNull();
    expect(await data('DELETE', '/api/group/member/exit', joiner.token, { query: { gid } })).toBeNull();
    expect(await data('DELETE', '/api/group', root.token, { query: { gid } })).toBeNull();
  });
});
