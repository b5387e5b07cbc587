import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMemberAuth as A } from '@oj/shared';
import { GroupAnnouncement, GroupRankRow } from '@oj/shared/schemas/group-board';
import { putGroup } from '../../data/group-fixture.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { registerUser, type TestUser } from '../../../test/fixtures/group.ts';

// What the reference system's web client reads from the group announcement and rank calls, pinned key by key:
// AnnouncementVO (the site's announcement shape), OIRankVO rows (without the signature the rank never fills),
// the page object, and the writes' null replies.
let t: TestContext;
let owner: TestUser;
let member: TestUser;
const GID = 51;

const data = async (method: string, path: string, who: TestUser, opts: { query?: Record<string, string | number>; body?: unknown } = {}) => {
  const res = await t.call(method, path, { ...opts, token: who.token });
  expect(res.status, `${path}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};
const keys = (o: object) => Object.keys(o).sort();
const PAGE = ['current', 'pages', 'records', 'size', 'total'];
const ANNOUNCEMENT_VO = ['content', 'gmtCreate', 'gmtModified', 'id', 'status', 'title', 'uid', 'username'];
const RANK_ROW = ['ac', 'avatar', 'nickname', 'score', 'titleColor', 'titleName', 'total', 'uid', 'username'];

beforeAll(async () => {
  t = await createTestContext();
  owner = await registerUser(t, 'bowner');
  member = await registerUser(t, 'bmember');
  await putGroup(t.deps.db, GID, owner, [{ ...member, auth: A.MEMBER }]);
});
afterAll(() => t.cleanup());

describe('group board replies', () => {
  it('the announcement calls: pages of AnnouncementVO, null for the writes', async () => {
    expect(await data('POST', '/api/group/announcement', owner, { body: { gid: GID, title: 'Hello', content: 'Welcome', status: 0 } })).toBeNull();
    for (const path of ['/api/group/get-announcement-list', '/api/group/get-admin-announcement-list']) {
      const page = await data('GET', path, owner, { query: { gid: GID } });
      expect(keys(page)).toEqual(PAGE);
      expect(keys(page.records[0])).toEqual(ANNOUNCEMENT_VO);
      expect(GroupAnnouncement.strict().parse(page.records[0])).toMatchObject({ title: 'Hello', content: 'Welcome', status: 0, uid: owner.uid, username: 'bowner' });
    }
    const [{ id }] = (await data('GET', '/api/group/get-admin-announcement-list', owner, { query: { gid: GID } })).records;
    expect(await data('PUT', '/api/group/announcement', owner, { body: { id, gid: GID, title: 'Hello again', content: 'Welcome', status: 1 } })).toBeNull();
    expect(await data('DELETE', '/api/group/announcement', owner, { query: { aid: id } })).toBeNull();
  });

  it('get-group-rank-list: a page of OIRankVO rows', async () => {
    const page = await data('GET', '/api/get-group-rank-list', member, { query: { gid: GID, type: 1 } });
    expect(keys(page)).toEqual(PAGE);
    expect(page).toMatchObject({ total: 2, size: 30, current: 1 });
    expect(keys(page.records[0])).toEqual(RANK_ROW);
    expect(GroupRankRow.strict().parse(page.records[0])).toMatchObject({ ac: 0, total: 0, score: 0, avatar: null, titleName: null });
  });
});
