import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMemberAuth as A, Role } from '@oj/shared';
import { groupMemberKey } from '@oj/shared/db/keys';
import { putGroup } from '../../data/group-fixture.ts';
import { allGroups, groupFactsFor } from '../../data/groups.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { groupForm, registerUser, rootUser, setSolved, type TestUser } from '../../../test/fixtures/group.ts';

let t: TestContext;
let root: TestUser;
let owner: TestUser;
let member: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  root = await rootUser(t);
  [owner, member, stranger] = [await registerUser(t, 'gowner'), await registerUser(t, 'gmember'), await registerUser(t, 'gstranger')];
});
afterAll(() => t.cleanup());

const create = (token: string, form: Record<string, unknown>) => t.call('POST', '/api/group', { token, body: form });
const list = async (token: string | undefined, query: Record<string, string | number | boolean> = {}) => {
  allGroups.clear(t.deps.db);
  const res = await t.call('GET', '/api/get-group-list', { token, query });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data as { records: { id: number; name: string; memberCount: number }[]; total: number };
};

describe('creating a group', () => {
  it('checks the form: lengths, type and the code of a protected or private group', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'abcd' }, 'The group name must be 5 to 25 characters long'],
      [{ name: '' }, 'The group name is required'],
      [{ shortName: 'abcdefghijk' }, 'The group short name must be 5 to 10 characters long'],
      [{ brief: 'x'.repeat(51) }, 'The group brief must be 5 to 50 characters long'],
      [{ description: 'tiny' }, 'The group description must be 5 to 1000 characters long'],
      [{ auth: 4 }, 'The group auth must be 1 (public), 2 (protected) or 3 (private)'],
      [{ auth: 2, code: '' }, 'A protected or private group needs an invitation code of exactly 6 characters'],
      [{ auth: 3, code: '1234567' }, 'The invitation code must be exactly 6 characters'],
      [{ auth: 1, code: 'abc' }, 'The invitation code must be exactly 6 characters'],
    ];
    for (const [over, msg] of cases) {
      const res = await create(root.token, groupForm('bad', over));
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    expect((await list(root.token)).total).toBe(0);
  });

  it('makes the creator its root member, one member counted; names are unique whatever their case', async () => {
    const res = await create(root.token, groupForm('Alpha', { auth: 3, code: 'abc123' }));
    expect(res.status, res.body.msg).toBe(200);
    const gid = res.body.data.id as number;
    expect(res.body.data).toMatchObject({ name: 'Group Alpha', owner: 'root', code: 'abc123', memberCount: 1 });
    expect((await t.call('GET', '/api/get-group-auth', { token: root.token, query: { gid } })).body.data).toBe(A.ROOT);
    const sameName = await create(root.token, groupForm('ALPHA', { shortName: 'other1' }));
    expect([sameName.status, sameName.body.msg]).toEqual([400, 'A group with this name already exists: please choose another name']);
    const sameShort = await create(root.token, groupForm('Beta', { shortName: 'G-ALPHA' }));
    expect([sameShort.status, sameShort.body.msg]).toEqual([400, 'A group with this short name already exists: please choose another short name']);
    expect((await list(root.token)).total).toBe(1);
  });
});

describe('the group list and a group', () => {
  let shown: number;
  let hidden: number;
  let banned: number;
  beforeAll(async () => {
    shown = (await putGroup(t.deps.db, 501, owner, [{ ...member, auth: A.MEMBER }], { name: 'Searchable Shown', brief: 'needle in the brief' })).gid;
    hidden = (
      await putGroup(
        t.deps.db,
        502,
        owner,
        [
          { ...member, auth: A.MEMBER },
          { ...stranger, auth: A.APPLYING },
        ],
        { visible: false, auth: 2, code: 'secret' },
      )
    ).gid;
    banned = (await putGroup(t.deps.db, 503, owner, [{ ...member, auth: A.MEMBER }], { status: 1 })).gid;
  });

  it('shows visible groups to everyone, hidden ones to their members, banned ones to a super admin; newest first', async () => {
    const ids = async (token?: string, q = {}) => (await list(token, q)).records.map((r) => r.id).filter((id) => id > 500);
    expect(await ids(undefined)).toEqual([shown]);
    expect(await ids(stranger.token)).toEqual([shown]);
    expect(await ids(member.token)).toEqual([hidden, shown]);
    expect(await ids(root.token)).toEqual([banned, hidden, shown]);
    expect(await ids(member.token, { onlyMine: true })).toEqual([hidden, shown]);
    expect(await ids(stranger.token, { onlyMine: true })).toEqual([]);
    expect(await ids(member.token, { auth: 2 })).toEqual([hidden]);
    expect(await ids(undefined, { keyword: 'NEEDLE' })).toEqual([shown]);
    expect(await ids(undefined, { keyword: 'gowner' })).toEqual([shown]);
    const page = await list(root.token, { limit: 2, currentPage: 2 });
    expect(page.records).toHaveLength(2);
  });

  it('answers a group to those who may see it, its code only to its root', async () => {
    const detail = (token: string | undefined, gid: number) => t.call('GET', '/api/get-group-detail', { token, query: { gid } });
    expect((await detail(undefined, shown)).status).toBe(401);
    expect((await detail(stranger.token, shown)).body.data).toMatchObject({ id: shown, code: null, memberCount: 2 });
    expect((await detail(stranger.token, hidden)).status).toBe(403);
    expect((await detail(member.token, hidden)).body.data.code).toBeNull();
    expect((await detail(owner.token, hidden)).body.data.code).toBe('secret');
    expect((await detail(root.token, hidden)).body.data.code).toBe('secret');
    expect((await detail(member.token, banned)).status).toBe(404);
    expect((await detail(root.token, banned)).body.data.status).toBe(1);
    expect((await detail(member.token, 999)).status).toBe(404);
  });

  it('answers access (members, owner, super admin) and the stored auth', async () => {
    const access = async (token: string, gid: number) => (await t.call('GET', '/api/get-group-access', { token, query: { gid } })).body;
    const auth = async (token: string, gid: number) => (await t.call('GET', '/api/get-group-auth', { token, query: { gid } })).body.data;
    expect((await access(member.token, shown)).data).toEqual({ access: true });
    expect((await access(stranger.token, shown)).data).toEqual({ access: false });
    expect((await access(stranger.token, hidden)).data).toEqual({ access: false });
    expect((await access(root.token, shown)).data).toEqual({ access: true });
    expect((await access(member.token, banned)).status).toBe(404);
    expect(await auth(member.token, shown)).toBe(A.MEMBER);
    expect(await auth(stranger.token, hidden)).toBe(A.APPLYING);
    expect(await auth(stranger.token, shown)).toBe(0);
    expect(await auth(owner.token, shown)).toBe(A.ROOT);
    expect(await auth(root.token, shown)).toBe(0);
  });
});

describe('editing a group', () => {
  let gid: number;
  beforeAll(async () => {
    gid = (
      await putGroup(
        t.deps.db,
        601,
        owner,
        [
          { ...member, auth: A.ADMIN },
          { ...stranger, auth: A.ROOT },
        ],
        { name: 'Editable', shortName: 'edita' },
      )
    ).gid;
  });
  const edit = (token: string, body: Record<string, unknown>) => t.call('PUT', '/api/group', { token, body: { id: gid, ...body } });

  it('is for the group root only; left-out fields keep their value', async () => {
    expect((await edit(member.token, { brief: 'An admin tries' })).body.msg).toBe('Only the group owner or its root may do this');
    expect((await edit(owner.token, { brief: 'A new brief', visible: false })).status).toBe(200);
    const after = (await t.call('GET', '/api/get-group-detail', { token: owner.token, query: { gid } })).body.data;
    expect(after).toMatchObject({ name: 'Editable', brief: 'A new brief', visible: false, memberCount: 3 });
    expect((await edit(stranger.token, { brief: 'A root member edits' })).status).toBe(200);
    expect((await edit(root.token, { brief: 'The super admin edits' })).status).toBe(200);
  });

  it('checks the whole group: a protected group needs its code', async () => {
    const res = await edit(owner.token, { auth: 2 });
    expect([res.status, res.body.msg]).toEqual([400, 'A protected or private group needs an invitation code of exactly 6 characters']);
    expect((await edit(owner.token, { auth: 2, code: 'abcdef' })).status).toBe(200);
    expect((await edit(owner.token, { name: 'x' })).body.msg).toBe('The group name must be 5 to 25 characters long');
  });

  it('moves the name guards on a rename: the old name is free again, a taken one is refused', async () => {
    await putGroup(t.deps.db, 602, owner, [], { name: 'Taken Name', shortName: 'taken' });
    expect((await edit(owner.token, { name: 'TAKEN NAME' })).body.msg).toBe('A group with this name already exists: please choose another name');
    expect((await edit(owner.token, { shortName: 'Taken' })).body.msg).toBe('A group with this short name already exists: please choose another short name');
    expect((await edit(owner.token, { name: 'Renamed', shortName: 'renam' })).status).toBe(200);
    expect((await edit(owner.token, { name: 'EDITABLE' })).status).toBe(200);
    expect((await edit(owner.token, { name: 'editable', shortName: 'edita' })).status).toBe(200);
    const other = await create(root.token, groupForm('x', { name: 'Renamed', shortName: 'renam' }));
    expect(other.status, other.body.msg).toBe(200);
  });
});

describe('disbanding a group', () => {
  it('is for the owner or a super admin; members lose access and are told', async () => {
    const { gid } = await putGroup(
      t.deps.db,
      701,
      owner,
      [
        { ...member, auth: A.ROOT },
        { ...stranger, auth: A.APPLYING },
      ],
      { name: 'Doomed group', shortName: 'doomd' },
    );
    const disband = (token: string) => t.call('DELETE', '/api/group', { token, query: { gid } });
    expect((await disband(member.token)).body.msg).toBe('Only the group owner or a super admin may disband the group');
    expect((await disband(stranger.token)).status).toBe(403);
    expect((await disband(owner.token)).status).toBe(200);
    expect(await t.deps.db.get(groupMemberKey(gid, member.uid), true)).toBeUndefined();
    expect((await t.call('GET', '/api/group/get-member-list', { token: member.token, query: { gid } })).status).toBe(404);
    expect((await t.call('GET', '/api/get-group-access', { token: member.token, query: { gid } })).status).toBe(404);
    expect((await disband(owner.token)).status).toBe(404);
    expect((await list(member.token)).records.map((r) => r.id)).not.toContain(gid);
    // the group's problems, trainings, contests and exams ask groupFactsFor: a former root is no member any more
    expect(await groupFactsFor(t.deps.db, gid, { uid: member.uid, username: member.username, roleId: Role.USER, permissions: [] })).toEqual({ groupMember: false, groupRoot: false });
    const notices = (await t.call('GET', '/api/msg/mine', { token: member.token })).body.data;
    expect(JSON.stringify(notices)).toContain('Doomed group');
    // the name is free again
    expect((await create(root.token, groupForm('y', { name: 'Doomed group', shortName: 'doomd' }))).status).toBe(200);
  });

  it('lets a super admin disband a banned group', async () => {
    const { gid } = await putGroup(t.deps.db, 702, owner, [], { status: 1, name: 'Banned one', shortName: 'bann1' });
    expect((await t.call('DELETE', '/api/group', { token: owner.token, query: { gid } })).status).toBe(404);
    expect((await t.call('DELETE', '/api/group', { token: root.token, query: { gid } })).status).toBe(200);
  });
});

// Last: it moves the clock a day on (tokens expire).
describe('the site limits', () => {
  it("holds ordinary users to the site's limits: solved problems, groups a day, groups owned", async () => {
    const config = await t.call('PUT', '/api/admin/switch/update', { token: root.token, body: { defaultCreateGroupACInitValue: 3, defaultCreateGroupDailyLimit: 2, defaultCreateGroupLimit: 3 } });
    expect(config.status, config.body.msg).toBe(200);
    const creator = await registerUser(t, 'gcreator');
    const first = await create(creator.token, groupForm('Limit1'));
    expect([first.status, first.body.msg]).toEqual([403, 'You need to solve 3 problems before you can create a group (you have solved 0)']);
    await setSolved(t, creator.uid, 3);
    expect((await create(creator.token, groupForm('Limit1'))).status).toBe(200);
    expect((await create(creator.token, groupForm('Limit2'))).status).toBe(200);
    const third = await create(creator.token, groupForm('Limit3'));
    expect([third.status, third.body.msg]).toEqual([403, 'You can create at most 2 groups a day: please try again tomorrow']);
    t.clock.advance(24 * 3600 * 1000);
    const nextDay = await t.login('gcreator', 'secret-pass');
    expect((await create(nextDay, groupForm('Limit3'))).status).toBe(200);
    allGroups.clear(t.deps.db);
    const fourth = await create(nextDay, groupForm('Limit4'));
    expect([fourth.status, fourth.body.msg]).toEqual([403, 'You already own 3 groups, the most this site allows']);
    expect((await create(await t.rootToken(), groupForm('Limit4'))).status).toBe(200);
    expect((await create('', groupForm('Limit5'))).status).toBe(401);
  });
});
