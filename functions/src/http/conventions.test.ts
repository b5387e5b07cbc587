import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUPS } from '../groups/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { putContest } from '../../test/fixtures/contest.ts';
import { putGroup } from '../data/group-fixture.ts';
import { uidByUsername } from '../data/users.ts';

let t: TestContext;
/** The contest, training, exam and discussion the paged calls of a set or a discussion are asked about; the group and its contest and training the group calls are. */
const CID = '1';
const GID = '1';
const GROUP_CID = '2';
let tid = '';
let groupTid = '';
let examId = '';
let did = '';
beforeAll(async () => {
  t = await createTestContext();
  await putContest(t.deps.db, t.clock.now(), Number(CID));
  const root = await t.rootToken();
  const made = async (method: 'POST', path: string, body: unknown) => {
    const res = await t.call(method, path, { token: root, body });
    if (res.status !== 200) throw new Error(`${path}: ${res.body.msg}`);
    return res.body.data;
  };
  const category = await made('POST', '/api/admin/training/category', { name: 'Basics', color: '#409EFF' });
  tid = String((await made('POST', '/api/admin/training', { training: { title: 'T', description: 'D', rank: 1, auth: 'Private', privatePwd: 'pw' }, trainingCategory: { id: category.id } })).id);
  const now = t.clock.now().getTime();
  const exam = { title: 'E', description: 'D', startTime: new Date(now - 60_000).toISOString(), endTime: new Date(now + 7_200_000).toISOString(), duration: 3600, auth: 0, pwd: '' };
  examId = String((await made('POST', '/api/admin/homework/timed-work', exam)).id);
  const [talk] = await made('POST', '/api/discussion-category', [{ id: null, name: 'Talk' }]);
  did = String((await made('POST', '/api/discussion', { title: 'Hello', description: 'D', content: 'C', categoryId: talk.id })).id);
  await putGroup(t.deps.db, Number(GID), { uid: (await uidByUsername(t.deps.db, 'root'))!, username: 'root' });
  await putContest(t.deps.db, t.clock.now(), Number(GROUP_CID), { gid: Number(GID) });
  groupTid = String((await made('POST', '/api/group/training', { training: { title: 'G', description: 'D', rank: 1, gid: Number(GID) }, trainingCategory: { id: category.id } })).id);
});
afterAll(() => t.cleanup());

describe('call conventions', () => {
  it('wraps success in the envelope with a request id', async () => {
    const res = await t.call('GET', '/api/get-website-config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 200, msg: 'success' });
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it.each([
    ['GET', '/api/no-such-call'],
    ['POST', '/api/no-such-call'],
    ['DELETE', '/api/login'],
    ['PUT', '/api/get-website-config'],
  ] as const)('answers %s %s (no such call) with 404 in the envelope', async (method, path) => {
    const res = await t.call(method, path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, msg: 'Query_error_unable_to_find_the_resource_to_request', data: null });
  });

  // Every paged call (a query with currentPage) answers the reference's page object; found from the route
  // tables, so a new paged call is checked too. Some need a parameter of their own.
  const PAGE_PARAMS: Record<string, Record<string, string>> = {
    '/api/get-rank-list': { type: 'ACM' },
    '/api/contest-submissions': { contestID: CID },
    '/api/get-contest-announcement': { cid: CID },
    '/api/get-contest-print': { cid: CID },
    '/api/get-contest-ac-info': { cid: CID },
    '/api/admin/contest/get-problem-list': { cid: CID },
    '/api/admin/contest/announcement': { cid: CID },
    '/api/comments': {
      get did() {
        return did;
      },
    },
    '/api/get-training-rank': {
      get tid() {
        return tid;
      },
    },
    '/api/admin/training/get-problem-list': {
      get tid() {
        return tid;
      },
    },
    '/api/homework/get-timed-work-submission-list': {
      get tid() {
        return examId;
      },
    },
    '/api/group/get-contest-problem-list': { cid: GROUP_CID },
    '/api/group/get-contest-announcement-list': { cid: GROUP_CID },
    '/api/group/get-training-problem-list': {
      get tid() {
        return groupTid;
      },
    },
    '/api/get-group-rank-list': { type: '0' },
  };
  /** The group calls (and the group rank) are asked about the test's group. */
  const groupParams = (path: string): Record<string, string> => (path.startsWith('/api/group/') || path.includes('-group-') ? { gid: GID } : {});
  /** Calls whose page sits inside the reply, as the reference answers them. */
  const PAGE_IN: Record<string, string> = {
    '/api/admin/contest/get-problem-list': 'problemList',
    '/api/admin/training/get-problem-list': 'problemList',
    '/api/group/get-contest-problem-list': 'problemList',
    '/api/group/get-training-problem-list': 'problemList',
    '/api/comments': 'commentList',
  };
  const paged = GROUPS.flatMap((g) => g.routes).filter((r) => {
    const shape = (r.query as { shape?: Record<string, unknown> } | undefined)?.shape;
    return r.method === 'GET' && !!shape && 'currentPage' in shape;
  });
  it.each(paged.map((r) => r.path))('pages %s as {records, total, current, size}', async (path) => {
    const res = await t.call('GET', path, { token: await t.rootToken(), query: { currentPage: '1', limit: '5', ...groupParams(path), ...PAGE_PARAMS[path] } });
    expect(res.status, res.body.msg).toBe(200);
    const page = PAGE_IN[path] ? res.body.data[PAGE_IN[path]] : res.body.data;
    expect(page).toMatchObject({ records: expect.any(Array), total: expect.any(Number), current: 1, size: 5 });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.call('POST', '/api/login', { rawBody: '{"username": "root",', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, msg: 'Malformed JSON in request body', data: null });
  });

  it('answers an oversized body with 413 before reading it', async () => {
    const res = await t.call('POST', '/api/login', { rawBody: JSON.stringify({ username: 'x'.repeat(600_000), password: 'y' }), headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body.status).toBe(413);
  });

  it('answers a body of the wrong shape with 400 and names the field', async () => {
    const res = await t.call('POST', '/api/login', { body: ['not', 'an', 'object'] });
    expect(res.status).toBe(400);
    const typed = await t.call('POST', '/api/check-username-or-email', { body: { username: 42 } });
    expect(typed.body.msg).toMatch(/^username: /);
  });

  it('answers CORS preflights', async () => {
    const res = await t.app.request('/api/login', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,url-type,content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('url-type');
  });

  it('declares every route once, under /api, with a known method', () => {
    const keys = GROUPS.flatMap((g) => g.routes.map((r) => `${r.method} ${r.path}`));
    expect(new Set(keys).size).toBe(keys.length);
    for (const group of GROUPS) {
      expect(group.name).toMatch(/^[a-z][a-z-]*$/);
      for (const r of group.routes) expect(r.path).toMatch(/^\/api\/[a-zA-Z0-9/-]+$/);
    }
  });
});
