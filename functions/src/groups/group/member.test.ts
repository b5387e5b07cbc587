import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMemberAuth as A, GroupType } from '@oj/shared';
import { putGroup } from '../../data/group-fixture.ts';
import { getGroup } from '../../data/groups.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { registerUser, rootUser, type TestUser } from '../../../test/fixtures/group.ts';

let t: TestContext;
let root: TestUser;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let applicant: TestUser;
let stranger: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  root = await rootUser(t);
  owner = await registerUser(t, 'mowner');
  admin = await registerUser(t, 'madmin');
  member = await registerUser(t, 'mmember');
  applicant = await registerUser(t, 'mapplicant');
  stranger = await registerUser(t, 'mstranger');
  other = await registerUser(t, 'mother');
});
afterAll(() => t.cleanup());

const join = (token: string | undefined, gid: number, query: Record<string, string> = {}) => t.call('POST', '/api/group/member', { token, query: { gid, ...query } });
const auth = async (who: TestUser, gid: number) => (await t.call('GET', '/api/get-group-auth', { token: who.token, query: { gid } })).body.data as number;
const counts = async (gid: number) => {
  const g = (await getGroup(t.deps.db, gid, true))!;
  return { memberCount: g.memberCount, applyCount: g.applyCount };
};
const mine = async (who: TestUser) => (await t.call('GET', '/api/msg/mine', { token: who.token })).body.data.records as { title: string; content: string }[];

describe('joining', () => {
  it('a public group at once, as a member, with a welcome notice; twice is refused', async () => {
    const { gid } = await putGroup(t.deps.db, 11, owner, [], { auth: GroupType.PUBLIC, name: 'Open house' });
    expect((await join(undefined, gid)).status).toBe(401);
    const res = await join(member.token, gid);
    expect(res.status, res.body.msg).toBe(200);
    expect(await auth(member, gid)).toBe(A.MEMBER);
    expect(await counts(gid)).toEqual({ memberCount: 2, applyCount: 0 });
    expect((await mine(member))[0]!.content).toContain('Open house');
    expect((await join(member.token, gid)).body.msg).toBe('You are already a member of this group');
    expect((await join(owner.token, gid)).body.msg).toBe('You are already a member of this group');
  });

  it('a protected group by applying with a reason; the roots are told; an admin admits and the applicant is told', async () => {
    const { gid } = await putGroup(t.deps.db, 12, owner, [{ ...admin, auth: A.ADMIN }], { auth: GroupType.PROTECTED, code: 'prot12', name: 'Guarded' });
    expect((await join(applicant.token, gid)).body.msg).toBe('The reason must be 5 to 100 characters long');
    expect((await join(applicant.token, gid, { reason: 'x'.repeat(101) })).body.msg).toBe('The reason must be 5 to 100 characters long');
    expect((await join(applicant.token, gid, { reason: 'I study here' })).status).toBe(200);
    expect(await auth(applicant, gid)).toBe(A.APPLYING);
    expect(await counts(gid)).toEqual({ memberCount: 2, applyCount: 1 });
    expect((await join(applicant.token, gid, { reason: 'I study here' })).body.msg).toBe('You have already applied to this group: please wait for its admins to answer');
    expect((await mine(owner)).some((n) => n.content.includes('mapplicant'))).toBe(true);
    const admit = await t.call('PUT', '/api/group/member', { token: admin.token, body: { gid, uid: applicant.uid, auth: A.MEMBER, reason: 'ignored', id: 7 } });
    expect(admit.status, admit.body.msg).toBe(200);
    expect(await counts(gid)).toEqual({ memberCount: 3, applyCount: 0 });
    expect((await mine(applicant))[0]!.content).toContain('Guarded');
  });

  it('a private group with its code and a reason; a refused applicant may apply again', async () => {
    const { gid } = await putGroup(t.deps.db, 13, owner, [], { auth: GroupType.PRIVATE, code: 'abc123' });
    expect((await join(stranger.token, gid, { reason: 'Let me in please' })).body.msg).toBe('The invitation code is wrong');
    expect((await join(stranger.token, gid, { code: 'abc124', reason: 'Let me in please' })).body.msg).toBe('The invitation code is wrong');
    expect((await join(stranger.token, gid, { code: 'abc123' })).body.msg).toBe('The reason must be 5 to 100 characters long');
    expect((await join(stranger.token, gid, { code: 'abc123', reason: 'Let me in please' })).status).toBe(200);
    const refuse = await t.call('PUT', '/api/group/member', { token: owner.token, body: { gid, uid: stranger.uid, auth: A.REFUSED } });
    expect(refuse.status, refuse.body.msg).toBe(200);
    expect(await counts(gid)).toEqual({ memberCount: 1, applyCount: 0 });
    expect((await join(stranger.token, gid, { code: 'abc123', reason: 'Please reconsider' })).status).toBe(200);
    expect(await auth(stranger, gid)).toBe(A.APPLYING);
    expect(await counts(gid)).toEqual({ memberCount: 1, applyCount: 1 });
  });

  it('refuses a hidden or banned group, and a missing one', async () => {
    const hidden = await putGroup(t.deps.db, 14, owner, [], { visible: false });
    const banned = await putGroup(t.deps.db, 15, owner, [], { status: 1 });
    expect((await join(stranger.token, hidden.gid)).body.msg).toBe('This group is hidden: it takes no applications');
    expect((await join(stranger.token, banned.gid)).status).toBe(404);
    expect((await join(stranger.token, 9999)).status).toBe(404);
    expect(await auth(stranger, hidden.gid)).toBe(0);
  });
});

describe('the member lists', () => {
  let gid: number;
  beforeAll(async () => {
    gid = (
      await putGroup(t.deps.db, 21, owner, [
        { ...admin, auth: A.ADMIN },
        { ...member, auth: A.MEMBER },
        { ...applicant, auth: A.APPLYING },
        { ...other, auth: A.REFUSED },
      ])
    ).gid;
  });
  const list = (path: string, who: TestUser | undefined, query: Record<string, string | number> = {}) => t.call('GET', `/api/group/${path}`, { token: who?.token, query: { gid, ...query } });

  it('the member list: members 3 to 5 for every member, no reasons; not for applicants or strangers', async () => {
    const res = await list('get-member-list', member);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.records.map((r: { username: string }) => r.username).sort()).toEqual(['madmin', 'mmember', 'mowner']);
    expect(res.body.data.records.every((r: { reason: unknown }) => r.reason === null)).toBe(true);
    expect((await list('get-member-list', member, { auth: A.ADMIN })).body.data.records.map((r: { username: string }) => r.username)).toEqual(['madmin']);
    expect((await list('get-member-list', member, { keyword: 'OWN' })).body.data.total).toBe(1);
    expect((await list('get-member-list', applicant)).body.msg).toBe('Only members of the group may do this');
    expect((await list('get-member-list', stranger)).status).toBe(403);
    expect((await list('get-member-list', undefined)).status).toBe(401);
    expect((await list('get-member-list', root)).status).toBe(200);
  });

  it('the admins’ list: everyone who applied or belongs, with reasons; auth=1 for pending applications', async () => {
    expect((await list('get-apply-list', member)).body.msg).toBe('Only the group admins may do this');
    const all = await list('get-apply-list', admin);
    expect(all.body.data.total).toBe(5);
    const pending = await list('get-apply-list', admin, { auth: A.APPLYING });
    expect(pending.body.data.records.map((r: { username: string; reason: string }) => [r.username, r.reason])).toEqual([['mapplicant', '']]);
  });

  it('pages a large group from its partition', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ uid: `u${i}`, username: `bulk${String(i).padStart(4, '0')}`, auth: A.MEMBER }));
    const { gid: big } = await putGroup(t.deps.db, 22, owner, many);
    const page = await t.call('GET', '/api/group/get-member-list', { token: owner.token, query: { gid: big, currentPage: 3, limit: 50, keyword: 'bulk' } });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ total: 2000, current: 3, size: 50 });
    expect(page.body.data.records).toHaveLength(50);
    expect((await getGroup(t.deps.db, big))!.memberCount).toBe(2001);
  }, 120_000);
});

describe('changing and removing members', () => {
  let gid: number;
  beforeAll(async () => {
    gid = (
      await putGroup(t.deps.db, 31, owner, [
        { ...admin, auth: A.ADMIN },
        { ...member, auth: A.MEMBER },
        { ...applicant, auth: A.APPLYING },
      ])
    ).gid;
    await putGroup(t.deps.db, 32, other, [{ ...stranger, auth: A.MEMBER }]);
  });
  const change = (who: TestUser, uid: string, to: number, inGid = gid) => t.call('PUT', '/api/group/member', { token: who.token, body: { gid: inGid, uid, auth: to } });
  const remove = (who: TestUser, uid: string, inGid = gid) => t.call('DELETE', '/api/group/member', { token: who.token, query: { gid: inGid, uid } });

  it('follows the levels: members may not, admins only below their own level, the owner anything but itself', async () => {
    expect((await change(member, applicant.uid, A.MEMBER)).body.msg).toBe('Only the group admins may do this');
    expect((await change(admin, member.uid, A.ADMIN)).body.msg).toBe('You may only change members below your own level, to a level below it');
    expect((await change(admin, owner.uid, A.MEMBER)).body.msg).toBe("The owner's standing in the group cannot be changed");
    expect((await change(admin, member.uid, A.APPLYING)).body.msg).toBe('A member of the group cannot be put back to applying or refused');
    expect((await change(owner, member.uid, A.ADMIN)).status).toBe(200);
    expect(await auth(member, gid)).toBe(A.ADMIN);
    expect((await change(admin, member.uid, A.MEMBER)).status).toBe(403);
    expect((await change(root, member.uid, A.MEMBER)).status).toBe(200);
    expect((await change(owner, member.uid, 6)).body.msg).toBe('The member auth must be 1 to 5');
    expect(await counts(gid)).toEqual({ memberCount: 3, applyCount: 1 });
  });

  it('refuses a user of another group whatever gid is sent, and strangers of the group', async () => {
    // stranger is a member of group 32 only: aimed at through group 31, they are not found there
    expect((await change(owner, stranger.uid, A.ADMIN)).status).toBe(404);
    expect((await remove(owner, stranger.uid)).body.msg).toBe('This user has neither applied to nor joined the group');
    // group 31's owner has no standing in group 32
    expect((await change(owner, stranger.uid, A.ADMIN, 32)).status).toBe(403);
    expect((await remove(owner, stranger.uid, 32)).status).toBe(403);
    expect(await auth(stranger, 32)).toBe(A.MEMBER);
  });

  it('removes by the level rules, never oneself nor the owner; the removed member is told and counted out', async () => {
    expect((await remove(member, applicant.uid)).status).toBe(403);
    expect((await remove(admin, admin.uid)).body.msg).toBe('You cannot remove yourself: exit the group instead');
    expect((await remove(admin, owner.uid)).body.msg).toBe('The owner cannot be removed from the group');
    expect((await remove(admin, member.uid)).status).toBe(200);
    expect(await auth(member, gid)).toBe(0);
    expect((await mine(member)).some((n) => n.content.includes('madmin'))).toBe(true);
    expect((await remove(admin, applicant.uid)).status).toBe(200);
    expect(await counts(gid)).toEqual({ memberCount: 2, applyCount: 0 });
    expect((await remove(root, admin.uid)).status).toBe(200);
    expect(await counts(gid)).toEqual({ memberCount: 1, applyCount: 0 });
  });
});

describe('exiting', () => {
  it('a member exits; the owner may not; a non-member cannot', async () => {
    const { gid } = await putGroup(t.deps.db, 41, owner, [
      { ...member, auth: A.MEMBER },
      { ...applicant, auth: A.APPLYING },
    ]);
    const exit = (who: TestUser) => t.call('DELETE', '/api/group/member/exit', { token: who.token, query: { gid } });
    expect((await exit(owner)).body.msg).toBe('The owner cannot exit the group: disband it instead');
    expect((await exit(applicant)).status).toBe(403);
    expect((await exit(root)).body.msg).toBe('You are not a member of this group');
    expect((await exit(member)).status).toBe(200);
    expect(await counts(gid)).toEqual({ memberCount: 1, applyCount: 1 });
    expect((await exit(member)).status).toBe(403);
  });
});
