import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/shared';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { categories, person, post, type Person } from '../../../test/fixtures/community.ts';

let t: TestContext;
let root: string;
let alice: Person;
let admin: Person;
let problemAdmin: Person;
let category: number;

beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  [alice, admin, problemAdmin] = await Promise.all([person(t, 'alice'), person(t, 'badmin', { roleId: Role.ADMIN }), person(t, 'padmin', { roleId: Role.PROBLEM_ADMIN })]);
  [category] = (await categories(t, root, ['General'])) as [number];
});
afterAll(() => t.cleanup());

describe('the back office of discussions', () => {
  it('is for root, admins and problem admins only', async () => {
    const did = await post(t, alice, category);
    expect((await t.call('PUT', '/api/admin/discussion', { token: alice.token, body: { id: did, status: 1 } })).status).toBe(403);
    expect((await t.call('DELETE', '/api/admin/discussion', { token: alice.token, body: [did] })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/discussion-report', { token: alice.token })).status).toBe(403);
    expect((await t.call('PUT', '/api/admin/discussion-report', { token: alice.token, body: { id: 1, status: true } })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/discussion-report')).status).toBe(401);
    for (const who of [root, admin.token, problemAdmin.token]) expect((await t.call('GET', '/api/admin/discussion-report', { token: who })).status).toBe(200);
  });

  it('disables and enables a discussion and pins it, leaving its text alone', async () => {
    const did = await post(t, alice, category, { title: 'Moderated' });
    const set = (body: unknown) => t.call('PUT', '/api/admin/discussion', { token: admin.token, body });
    expect((await set({ id: did, status: 1, title: 'Hijacked' })).status).toBe(200);
    expect((await t.call('GET', '/api/get-discussion-detail', { query: { did } })).body).toMatchObject({ status: 403, msg: 'The discussion has been disabled by an admin' });
    expect((await t.call('GET', '/api/comments', { query: { did }, token: alice.token })).status).toBe(403);
    expect((await set({ id: did, status: 0, topPriority: true })).status).toBe(200);
    expect((await t.call('GET', '/api/get-discussion-detail', { query: { did } })).body.data).toMatchObject({ title: 'Moderated', status: 0, topPriority: true });
    expect((await set({ id: did, status: 2 })).body).toMatchObject({ status: 400, msg: 'status must be 0 (normal) or 1 (disabled)' });
    expect((await set({ id: 9999, status: 1 })).body).toMatchObject({ status: 404, msg: 'The discussion does not exist' });
  });

  it('removes several discussions at once; none found is 404; the list body is checked', async () => {
    const [a, b] = [await post(t, alice, category), await post(t, alice, category)];
    expect((await t.call('DELETE', '/api/admin/discussion', { token: problemAdmin.token, body: [a, b, 9999] })).status).toBe(200);
    for (const did of [a, b]) expect((await t.call('GET', '/api/get-discussion-detail', { query: { did } })).status).toBe(404);
    expect((await t.call('DELETE', '/api/admin/discussion', { token: root, body: [a] })).status).toBe(404);
    expect((await t.call('DELETE', '/api/admin/discussion', { token: root, body: [] })).body).toMatchObject({ status: 400, msg: 'The number of discussions selected cannot be empty' });
    expect((await t.call('DELETE', '/api/admin/discussion', { token: root, body: { ids: [a] } })).body).toMatchObject({ status: 400, msg: 'Send a list of discussion ids' });
  });

  it('lists reports unread first, newest first, and marks them read or unread', async () => {
    const did = await post(t, alice, category, { title: 'Reported twice' });
    const reporter = await person(t, 'reporter');
    for (const content of ['#Plagiarism# first', '#Spam advertising# second']) {
      expect((await t.call('POST', '/api/discussion-report', { token: reporter.token, body: { did, content } })).status).toBe(200);
    }
    const page = async () => (await t.call('GET', '/api/admin/discussion-report', { token: admin.token, query: { currentPage: 1, limit: 10 } })).body.data;
    const [second, first] = (await page()).records;
    expect([first.content, second.content]).toEqual(['#Plagiarism# first', '#Spam advertising# second']);
    expect((await t.call('PUT', '/api/admin/discussion-report', { token: admin.token, body: { id: second.id, status: true } })).status).toBe(200);
    expect((await page()).records.map((r: { id: number; status: boolean }) => [r.id, r.status])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    expect((await t.call('PUT', '/api/admin/discussion-report', { token: admin.token, body: { id: 424242, status: true } })).status).toBe(404);
    expect((await t.call('PUT', '/api/admin/discussion-report', { token: admin.token, body: { id: first.id, status: 'yes' } })).status).toBe(400);
  });
});
