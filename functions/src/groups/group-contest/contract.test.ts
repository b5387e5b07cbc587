import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContestListItem, GroupMemberAuth } from '@oj/shared';
import { AdminContestAnnouncement, AdminContestProblemList, AdminContestRow, AdminContestView, ContestEntryView } from '@oj/shared/schemas/admin-contest-view';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { putGroup } from '../../data/group-fixture.ts';
import { uidByUsername } from '../../data/users.ts';
import { contestForm, problemForm } from '../../../test/fixtures/admin-contest.ts';

// The group contest calls answer the shapes the reference client's group pages read (views/oj/group: the contest
// list, the contest admin table, the contest form, the contest problem and announcement views): the public contest
// list's ContestVO rows for members, and for managers the back office's shapes, which the SPA already reads.
let t: TestContext;
let admin: string;
let member: string;
const GID = 7;

beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.register('teacher')).token;
  member = (await t.register('pupil')).token;
  const uid = async (name: string) => (await uidByUsername(t.deps.db, name))!;
  await putGroup(t.deps.db, GID, { uid: await uid('teacher'), username: 'teacher' }, [{ uid: await uid('pupil'), username: 'pupil', auth: GroupMemberAuth.MEMBER }]);
});
afterAll(() => t.cleanup());

const data = async (method: string, path: string, token: string, opts: { query?: Record<string, string | number>; body?: unknown } = {}) => {
  const res = await t.call(method, path, { token, ...opts });
  expect(res.status, `${path}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};
const page = <T extends z.ZodType>(row: T) => z.object({ records: z.array(row), total: z.number(), current: z.number(), size: z.number(), pages: z.number() });

describe('the group contest pages of the reference client', () => {
  let cid: number;

  it('POST and GET /api/group/contest answer the AdminContestVO, exactly', async () => {
    const made = await data('POST', '/api/group/contest', admin, { body: { ...contestForm({ startTime: '2026-11-01T07:00:00.000Z', endTime: '2026-11-01T12:00:00.000Z' }), gid: GID } });
    cid = made.id;
    expect(AdminContestView.strict().parse(made)).toEqual(made);
    const read = await data('GET', '/api/group/contest', admin, { query: { cid } });
    expect(AdminContestView.strict().parse(read)).toEqual(read);
    expect(read).toMatchObject({ id: cid, gid: GID, author: 'teacher' });
  });

  it('get-contest-list: a page of the public list’s ContestVO rows; get-admin-contest-list: the back office’s rows', async () => {
    const list = await data('GET', '/api/group/get-contest-list', member, { query: { gid: GID } });
    expect(page(ContestListItem.strict()).parse(list)).toEqual(list);
    expect(list).toMatchObject({ total: 1, current: 1, size: 10, records: [{ id: cid, gid: GID, status: 0 }] });
    const admins = await data('GET', '/api/group/get-admin-contest-list', admin, { query: { gid: GID, limit: 5 } });
    expect(page(AdminContestRow.strict()).parse(admins)).toEqual(admins);
    expect(admins).toMatchObject({ size: 5, records: [{ id: cid, visible: true }] });
    expect(admins.records[0]).not.toHaveProperty('pwd');
  });

  it('the contest problem calls answer problemList with contestProblemMap, ContestProblem and {pid}', async () => {
    const made = await data('POST', '/api/group/contest-problem', admin, { body: { ...problemForm('shape'), cid, displayId: 'A' } });
    expect(made).toEqual({ pid: expect.any(Number) });
    await data('POST', '/api/group/add-contest-problem-from-public', admin, { body: { cid, pid: 1000, displayId: 'B' } });
    const list = await data('GET', '/api/group/get-contest-problem-list', admin, { query: { cid } });
    expect(AdminContestProblemList.parse(list)).toBeTruthy();
    expect(list.problemList.records.map((p: { id: number }) => p.id)).toEqual([made.pid, 1000]);
    const entry = await data('GET', '/api/group/contest-problem', admin, { query: { cid, pid: made.pid } });
    expect(ContestEntryView.strict().parse(entry)).toEqual(entry);
    const edited = await data('PUT', '/api/group/contest-problem', admin, { body: { id: entry.id, color: '#123456' } });
    expect(ContestEntryView.strict().parse(edited)).toEqual({ ...entry, color: '#123456' });
    expect(await data('DELETE', '/api/group/contest-problem', admin, { query: { cid, pid: 1000 } })).toBeNull();
  });

  it('the announcement calls answer AnnouncementVO and a page of them', async () => {
    const made = await data('POST', '/api/group/contest-announcement', admin, { body: { cid, announcement: { title: 'Hello', content: 'Good luck', status: 0 } } });
    expect(AdminContestAnnouncement.strict().parse(made)).toEqual(made);
    const list = await data('GET', '/api/group/get-contest-announcement-list', admin, { query: { cid } });
    expect(page(AdminContestAnnouncement.strict()).parse(list)).toEqual(list);
    expect(await data('DELETE', '/api/group/contest-announcement', admin, { query: { aid: made.id, cid } })).toBeNull();
  });

  it('change-contest-visible and DELETE answer null', async () => {
    expect(await data('PUT', '/api/group/change-contest-visible', admin, { query: { cid, visible: 'false' } })).toBeNull();
    expect(await data('DELETE', '/api/group/contest', admin, { query: { cid } })).toBeNull();
  });
});
