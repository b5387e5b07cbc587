import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMemberAuth, Tag } from '@oj/shared';
import { AdminGroupProblemRow, GroupAdminProblemRow, GroupProblemRow } from '@oj/shared/schemas/group-problem';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { putGroup } from '../../../data/group-fixture.ts';
import { uidByUsername } from '../../../data/users.ts';
import { problemForm } from '../../../../test/fixtures/admin-contest.ts';

// What the group problem pages and the back office's review read, pinned key by key against the shared schemas: the
// members' rows are the public list's ProblemVO, the admins' rows the Problem entity's listed fields, the review rows
// the fields the reference selects plus the group's names; the writes answer null as the reference's empty success.
let t: TestContext;
let owner: string;
let member: string;
let root: string;
let pid = 0;
const GID = 7;

const data = async (method: string, path: string, token: string, opts: { query?: Record<string, string | number | boolean>; body?: unknown } = {}) => {
  const res = await t.call(method, path, { ...opts, token });
  expect(res.status, `${path}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};
const keys = (o: object) => Object.keys(o).sort();
const PAGE = ['current', 'pages', 'records', 'size', 'total'];

beforeAll(async () => {
  t = await createTestContext();
  owner = (await t.register('cowner')).token;
  member = (await t.register('cmember')).token;
  root = await t.rootToken();
  const uid = async (name: string) => (await uidByUsername(t.deps.db, name))!;
  await putGroup(t.deps.db, GID, { uid: await uid('cowner'), username: 'cowner' }, [{ uid: await uid('cmember'), username: 'cmember', auth: GroupMemberAuth.MEMBER }]);
  pid = (await data('POST', '/api/group/problem', owner, { body: { ...problemForm('C1', {}, { tags: [{ name: 'Contract tag' }] }), gid: GID } })).pid;
});
afterAll(() => t.cleanup());

describe('group problem replies', () => {
  it('get-problem-list: a page of the public list’s rows', async () => {
    const page = await data('GET', '/api/group/get-problem-list', member, { query: { gid: GID } });
    expect(keys(page)).toEqual(PAGE);
    expect(GroupProblemRow.strict().parse(page.records[0])).toMatchObject({ pid, problemId: 'C1', total: 0, ac: 0, myStatus: -10 });
    expect(Tag.strict().parse(page.records[0].tags[0])).toMatchObject({ name: 'Contract tag', gid: GID });
  });

  it('get-admin-problem-list: the Problem entity’s listed fields, flat with id', async () => {
    const page = await data('GET', '/api/group/get-admin-problem-list', owner, { query: { gid: GID } });
    expect(keys(page)).toEqual(PAGE);
    expect(GroupAdminProblemRow.strict().parse(page.records[0])).toMatchObject({ id: pid, problemId: 'C1', author: 'cowner', gid: GID, auth: 1, applyPublicProgress: null });
  });

  it('GET problem, get-problem-cases and get-all-problem-tags: the back office’s shapes', async () => {
    const problem = await data('GET', '/api/group/problem', owner, { query: { pid } });
    const admin = await data('GET', '/api/admin/problem', root, { query: { pid } });
    expect(keys(problem)).toEqual(keys(admin));
    expect(problem).toMatchObject({ id: pid, problemId: 'C1', gid: GID, isGroup: true, examples: expect.any(String), caseVersion: expect.any(String) });
    expect(await data('GET', '/api/group/get-problem-cases', owner, { query: { pid } })).toEqual(await data('GET', '/api/admin/problem/get-problem-cases', root, { query: { pid } }));
    for (const tag of await data('GET', '/api/group/get-all-problem-tags', owner, { query: { gid: GID } })) Tag.strict().parse(tag);
  });

  it('the writes answer null; the review list is a page of the review rows', async () => {
    expect(await data('PUT', '/api/group/change-problem-auth', owner, { query: { pid, auth: 1 } })).toBeNull();
    expect(await data('PUT', '/api/group/apply-public', owner, { query: { pid, isApplied: true } })).toBeNull();
    const page = await data('GET', '/api/admin/group-problem/list', root, { query: { gid: GID } });
    expect(keys(page)).toEqual(PAGE);
    const row = AdminGroupProblemRow.strict().parse(page.records[0]);
    expect(Number.isNaN(Date.parse(row.gmtModified))).toBe(false);
    expect(row).toEqual({
      id: pid,
      gid: GID,
      groupName: `Group ${GID}`,
      groupShortName: 'grp70',
      applyPublicProgress: 1,
      problemId: 'C1',
      title: 'Problem C1',
      author: 'cowner',
      type: 0,
      judgeMode: 'default',
      gmtModified: row.gmtModified,
    });
    expect(await data('PUT', '/api/admin/group-problem/change-progress', root, { body: { pid, progress: 3 } })).toBeNull();
  });
});
