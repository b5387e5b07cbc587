import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContestFixture, createContest, type AdminContestFixture } from '../../../test/fixtures/admin-contest.ts';

let f: AdminContestFixture;
let cid: number;
beforeAll(async () => {
  f = await adminContestFixture();
  cid = await createContest(f, f.admin);
});
afterAll(() => f.t.cleanup());

// The reference client's announcement dialog sends the announcement wrapped with the contest id.
const body = (announcement: Record<string, unknown>, contest = cid) => ({ cid: contest, announcement: { id: null, status: 0, uid: 'client-side', ...announcement } });
const page = (query: Record<string, number> = {}, token = f.admin) => f.t.call('GET', '/api/admin/contest/announcement', { token, query: { cid, ...query } });

describe('contest announcements', () => {
  it('posts, lists newest first (hidden ones too), edits and deletes by id alone', async () => {
    const first = await f.t.call('POST', '/api/admin/contest/announcement', { token: f.admin, body: body({ title: 'Welcome', content: 'Good luck' }) });
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data).toMatchObject({ id: expect.any(Number), cid, title: 'Welcome', content: 'Good luck', username: 'cadmin', status: 0, gmtCreate: '2026-11-01T08:00:00.000Z' });
    expect(first.body.data.uid).not.toBe('client-side');
    f.t.clock.advance(60_000);
    const second = await f.t.call('POST', '/api/admin/contest/announcement', { token: f.root, body: body({ title: 'Clarification', content: 'A: n ≤ 10', status: 1 }) });
    expect(second.body.data).toMatchObject({ username: 'root', status: 1 });

    const listed = await page({ currentPage: 1, limit: 1 });
    expect(listed.body.data).toMatchObject({ total: 2, size: 1, current: 1 });
    expect(listed.body.data.records.map((a: { title: string }) => a.title)).toEqual(['Clarification']);

    f.t.clock.advance(60_000);
    const edited = await f.t.call('PUT', '/api/admin/contest/announcement', { token: f.admin, body: body({ ...first.body.data, title: 'Welcome!', status: 1 }) });
    expect(edited.status, edited.body.msg).toBe(200);
    expect(edited.body.data).toMatchObject({ id: first.body.data.id, title: 'Welcome!', status: 1, username: 'cadmin', gmtCreate: '2026-11-01T08:00:00.000Z', gmtModified: '2026-11-01T08:02:00.000Z' });

    const removed = await f.t.call('DELETE', '/api/admin/contest/announcement', { token: f.admin, query: { aid: first.body.data.id } });
    expect(removed.status, removed.body.msg).toBe(200);
    expect((await page()).body.data.records.map((a: { id: number }) => a.id)).toEqual([second.body.data.id]);
    expect((await f.t.call('DELETE', '/api/admin/contest/announcement', { token: f.admin, query: { aid: first.body.data.id } })).status).toBe(404);
  });

  it('refuses bad bodies', async () => {
    const post = (b: unknown) => f.t.call('POST', '/api/admin/contest/announcement', { token: f.admin, body: b });
    expect((await post(body({ title: ' ', content: 'x' }))).body.msg).toBe('The announcement title is required');
    expect((await post(body({ title: 'T', content: '' }))).body.msg).toBe('The announcement content is required');
    expect((await post(body({ title: 'T', content: 'x', status: 3 }))).body.msg).toBe('The announcement status must be 0 (shown) or 1 (hidden)');
    expect((await post({ cid })).body.msg).toBe('Send the announcement');
    expect((await post(body({ title: 'T', content: 'x', id: 4 }))).body.msg).toBe('A new announcement has no id; use PUT to change one');
    expect((await post(body({ title: 'T', content: 'x' }, 99_999))).status).toBe(404);
    expect((await f.t.call('PUT', '/api/admin/contest/announcement', { token: f.admin, body: body({ title: 'T', content: 'x' }) })).body.msg).toBe('Say which announcement to change (announcement.id)');
    expect((await f.t.call('PUT', '/api/admin/contest/announcement', { token: f.admin, body: body({ id: 99_999, title: 'T', content: 'x' }) })).status).toBe(404);
  });

  it("keeps other admins and ordinary users out of a contest's announcements", async () => {
    const mine = await f.t.call('POST', '/api/admin/contest/announcement', { token: f.admin, body: body({ title: 'Mine', content: 'x' }) });
    expect((await page({}, f.otherAdmin)).status).toBe(403);
    expect((await page({}, f.user)).status).toBe(403);
    expect((await f.t.call('POST', '/api/admin/contest/announcement', { token: f.otherAdmin, body: body({ title: 'T', content: 'x' }) })).status).toBe(403);
    expect((await f.t.call('PUT', '/api/admin/contest/announcement', { token: f.otherAdmin, body: body({ ...mine.body.data, title: 'Theirs' }) })).status).toBe(403);
    expect((await f.t.call('DELETE', '/api/admin/contest/announcement', { token: f.otherAdmin, query: { aid: mine.body.data.id } })).status).toBe(403);
    expect((await f.t.call('DELETE', '/api/admin/contest/announcement', { token: f.admin, query: { aid: 'x' } })).body.msg).toBe('Please give an announcement');
  });
});
