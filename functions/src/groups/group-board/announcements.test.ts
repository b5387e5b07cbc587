import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMemberAuth as A } from '@oj/shared';
import { putGroup } from '../../data/group-fixture.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { registerUser, rootUser, type TestUser } from '../../../test/fixtures/group.ts';

// Group announcements on the local stack: members read the shown ones, admins write, the author or the group root
// changes and deletes, and an announcement is always handled in the group it is stored in.
let t: TestContext;
let root: TestUser;
let owner: TestUser;
let admin: TestUser;
let admin2: TestUser;
let member: TestUser;
let stranger: TestUser;
let otherOwner: TestUser;
const GID = 31;
const OTHER = 32;

beforeAll(async () => {
  t = await createTestContext();
  root = await rootUser(t);
  owner = await registerUser(t, 'aowner');
  admin = await registerUser(t, 'aadmin');
  admin2 = await registerUser(t, 'aadmin2');
  member = await registerUser(t, 'amember');
  stranger = await registerUser(t, 'astranger');
  otherOwner = await registerUser(t, 'aother');
  await putGroup(t.deps.db, GID, owner, [
    { ...admin, auth: A.ADMIN },
    { ...admin2, auth: A.ADMIN },
    { ...member, auth: A.MEMBER },
  ]);
  await putGroup(t.deps.db, OTHER, otherOwner, [{ ...admin, auth: A.MEMBER }]);
});
afterAll(() => t.cleanup());

type Opts = { query?: Record<string, string | number>; body?: unknown };
const call = (method: string, path: string, who: TestUser | undefined, opts: Opts = {}) => t.call(method, path, { ...opts, token: who?.token });
const ok = async (method: string, path: string, who: TestUser, opts: Opts = {}) => {
  const res = await call(method, path, who, opts);
  expect(res.status, `${path}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};
const refused = async (status: number, msg: string | RegExp, method: string, path: string, who: TestUser | undefined, opts: Opts = {}) => {
  const res = await call(method, path, who, opts);
  expect([res.status, res.body.msg]).toEqual([status, typeof msg === 'string' ? msg : expect.stringMatching(msg)]);
};
const shown = async (who: TestUser, gid = GID) => (await ok('GET', '/api/group/get-announcement-list', who, { query: { gid } })).records as { id: number; title: string }[];
const all = async (who: TestUser, gid = GID) => (await ok('GET', '/api/group/get-admin-announcement-list', who, { query: { gid } })).records as { id: number; title: string; status: number }[];
const post = (who: TestUser, body: Record<string, unknown>) => call('POST', '/api/group/announcement', who, { body: { gid: GID, title: 'Week 1', content: 'Read chapter 1', status: 0, ...body } });

describe('group announcements', () => {
  it('are written by group admins and read by members, shown ones only, newest first', async () => {
    expect((await post(admin, { title: 'Week 1' })).status).toBe(200);
    t.clock.advance(1000);
    expect((await post(owner, { title: 'Draft', status: 1 })).status).toBe(200);
    t.clock.advance(1000);
    expect((await post(root, { title: 'Week 2' })).status).toBe(200);
    expect((await shown(member)).map((a) => a.title)).toEqual(['Week 2', 'Week 1']);
    expect((await all(admin2)).map((a) => [a.title, a.status])).toEqual([
      ['Week 2', 0],
      ['Draft', 1],
      ['Week 1', 0],
    ]);
    const page = await ok('GET', '/api/group/get-announcement-list', member, { query: { gid: GID, limit: 1, currentPage: 2 } });
    expect(page).toMatchObject({ total: 2, size: 1, current: 2, records: [expect.objectContaining({ title: 'Week 1', username: 'aadmin' })] });
  });

  it('refuse visitors, outsiders, members writing and bad forms', async () => {
    await refused(401, /./, 'GET', '/api/group/get-announcement-list', undefined, { query: { gid: GID } });
    await refused(403, 'Only members of the group may do this', 'GET', '/api/group/get-announcement-list', stranger, { query: { gid: GID } });
    await refused(403, 'Only the group admins may do this', 'GET', '/api/group/get-admin-announcement-list', member, { query: { gid: GID } });
    await refused(404, 'The group does not exist or has been banned', 'GET', '/api/group/get-announcement-list', member, { query: { gid: 999 } });
    await refused(403, 'Only the group admins may do this', 'POST', '/api/group/announcement', member, { body: { gid: GID, title: 'Mine', content: 'x' } });
    await refused(400, 'The announcement title is required', 'POST', '/api/group/announcement', admin, { body: { gid: GID, title: ' ', content: 'x' } });
    await refused(400, 'The announcement content is required', 'POST', '/api/group/announcement', admin, { body: { gid: GID, title: 'T', content: '' } });
    await refused(400, 'The announcement title must be at most 255 characters', 'POST', '/api/group/announcement', admin, { body: { gid: GID, title: 'x'.repeat(256), content: 'x' } });
    await refused(400, 'gid must be a group id', 'POST', '/api/group/announcement', admin, { body: { title: 'T', content: 'x' } });
    await refused(400, 'A new announcement has no id; use PUT to change one', 'POST', '/api/group/announcement', admin, { body: { id: 3, gid: GID, title: 'T', content: 'x' } });
    expect((await all(owner)).length).toBe(3);
  });

  it('are changed and deleted by their author or the group root only', async () => {
    const [week2, draft, week1] = await all(owner);
    const put = (who: TestUser, id: number, over: Record<string, unknown> = {}) =>
      call('PUT', '/api/group/announcement', who, { body: { id, gid: GID, title: 'Week 1 (new)', content: 'Read chapter 2', status: 0, ...over } });
    expect((await put(admin, week1!.id)).status).toBe(200);
    await refused(403, 'Only the author of the announcement or the group root may change or delete it', 'PUT', '/api/group/announcement', admin2, {
      body: { id: week1!.id, gid: GID, title: 'x', content: 'y' },
    });
    await refused(403, 'Only the group admins may do this', 'PUT', '/api/group/announcement', member, { body: { id: week1!.id, gid: GID, title: 'x', content: 'y' } });
    expect((await put(owner, draft!.id, { title: 'Published', status: 0 })).status).toBe(200);
    expect((await shown(member)).map((a) => a.title)).toEqual(['Week 2', 'Published', 'Week 1 (new)']);
    await refused(400, 'Say which announcement to change (id)', 'PUT', '/api/group/announcement', owner, { body: { gid: GID, title: 'x', content: 'y' } });
    await refused(404, 'The announcement does not exist', 'PUT', '/api/group/announcement', owner, { body: { id: 9999, gid: GID, title: 'x', content: 'y' } });

    await refused(403, 'Only the author of the announcement or the group root may change or delete it', 'DELETE', '/api/group/announcement', admin2, { query: { aid: week2!.id } });
    await ok('DELETE', '/api/group/announcement', owner, { query: { aid: week2!.id } });
    await refused(404, 'The announcement does not exist', 'DELETE', '/api/group/announcement', owner, { query: { aid: week2!.id } });
    expect((await all(owner)).map((a) => a.id)).toEqual([draft!.id, week1!.id]);
  });

  it("of one group cannot be reached through another group's gid or by another group's root", async () => {
    const [target] = await all(owner);
    // the other group's owner names their own group: the stored group decides, and it is not theirs
    await refused(404, 'The announcement does not exist', 'PUT', '/api/group/announcement', otherOwner, { body: { id: target!.id, gid: OTHER, title: 'Hijacked', content: 'x' } });
    await refused(403, 'Only the group admins may do this', 'PUT', '/api/group/announcement', otherOwner, { body: { id: target!.id, gid: GID, title: 'Hijacked', content: 'x' } });
    await refused(403, 'Only the group admins may do this', 'DELETE', '/api/group/announcement', otherOwner, { query: { aid: target!.id } });
    // the admin of this group is a plain member of the other: naming the other group changes nothing here either
    await refused(404, 'The announcement does not exist', 'PUT', '/api/group/announcement', admin, { body: { id: target!.id, gid: OTHER, title: 'Moved', content: 'x' } });
    expect(await shown(otherOwner, OTHER)).toEqual([]);
    expect((await all(owner))[0]).toMatchObject({ id: target!.id, title: 'Published' });
  });
});
