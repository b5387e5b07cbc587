import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemAuth } from '@oj/shared';
import { adminContestFixture, createContest, type AdminContestFixture } from '../../../test/fixtures/admin-contest.ts';
import { FakeRemoteSite, fakeSiteLookup } from '../../../test/fakes/fake-remote-site.ts';
import { Hono } from 'hono';
import { PUBLIC_FILES_PATH } from '@oj/shared';
import { demoImage } from '../../local/remote-sites/demo-image.ts';
import { startFake } from '../../local/remote-sites/fake-judge.ts';
import { publicFilesFor } from '../public-files.ts';

// The three import calls (problem bank, contest, training) against a fake HDU; CF has no adapter here.
let f: AdminContestFixture;
const hdu = new FakeRemoteSite('HDU');
beforeAll(async () => {
  f = await adminContestFixture();
  f.t.deps.remoteSites = fakeSiteLookup(hdu);
  for (const id of ['1000', '1001', '1002', '1003']) hdu.addProblem(id);
}, 120_000);
afterAll(() => f.t.cleanup());

const importBank = (query: Record<string, string>, token = f.admin) => f.t.call('GET', '/api/admin/problem/import-remote-oj-problem', { token, query });
const problem = async (pid: number) => (await f.t.call('GET', '/api/admin/problem', { token: f.root, query: { pid } })).body.data;

describe('importing a remote problem', () => {
  it('makes HDU-<id> from the site: statement, limits, examples, its address as source, no test data, the admin as author', async () => {
    const res = await importBank({ name: 'hdu', problemId: '1000' });
    expect(res.status, res.body.msg).toBe(200);
    // the reference answers data null and its client reads status and msg only; ours adds what was imported
    expect(Object.keys(res.body).sort()).toEqual(['data', 'msg', 'status']);
    expect(res.body.data).toEqual({ pid: expect.any(Number), problemId: 'HDU-1000', title: 'Problem 1000', existing: false });
    const stored = await f.t.deps.repos.problems.getProblem(res.body.data.pid);
    expect(stored).toMatchObject({
      problemId: 'HDU-1000',
      isRemote: true,
      remoteOj: 'HDU',
      auth: ProblemAuth.PUBLIC,
      timeLimit: 2000,
      memoryLimit: 512,
      description: 'Add two numbers (1000).',
      examples: [{ input: '1 2', output: '3', isOpen: true }],
      source: 'https://hdu.example/problem/1000',
      author: 'cadmin',
      cases: [],
      testDataVersion: '',
      languages: ['C++', 'Python3'],
    });
    expect((await problem(res.body.data.pid)).problemId).toBe('HDU-1000');
  });

  it('answers the problem imported before instead of fetching it again', async () => {
    const first = (await importBank({ name: 'HDU', problemId: '1001' })).body.data;
    hdu.fetchFailure = 'down';
    try {
      const again = await importBank({ name: 'HDU', problemId: '1001' }, f.problemAdmin);
      expect(again.body.data).toEqual({ ...first, existing: true });
    } finally {
      hdu.fetchFailure = null;
    }
  });

  it('says what is wrong: unknown site (400), no adapter (400), unknown id (400), site down (502)', async () => {
    expect([(await importBank({ name: 'NOPE', problemId: '1' })).status, (await importBank({ name: 'NOPE', problemId: '1' })).body.msg]).toEqual([
      400,
      'Unknown remote judge NOPE: use one of HDU, CF, POJ, GYM, AC, SPOJ, LIBRE',
    ]);
    expect((await importBank({ name: 'CF', problemId: '1A' })).body.msg).toBe('Remote judging on CF is not available on this site (it has no adapter for CF)');
    expect((await importBank({ name: 'HDU' })).body.msg).toBe('Say which HDU problem to import (problemId)');
    const unknown = await importBank({ name: 'HDU', problemId: '9999' });
    expect([unknown.status, unknown.body.msg]).toEqual([400, 'HDU has no problem 9999']);
    hdu.fetchFailure = 'down';
    try {
      const down = await importBank({ name: 'HDU', problemId: '1002' });
      expect([down.status, down.body.msg]).toEqual([502, expect.stringContaining('HDU could not be read (down)')]);
    } finally {
      hdu.fetchFailure = null;
    }
    expect(await f.t.deps.repos.problems.publicPidOfDisplayId('HDU-1002')).toBeUndefined();
  });

  it('is for admins and problem admins only', async () => {
    expect((await importBank({ name: 'HDU', problemId: '1000' }, f.user)).status).toBe(403);
    expect((await f.t.call('GET', '/api/admin/problem/import-remote-oj-problem', { query: { name: 'HDU', problemId: '1000' } })).status).toBe(401);
  });
});

describe('the contest and training twins', () => {
  it('imports into a contest under its display id (a contest problem then); an imported one is placed again, not fetched', async () => {
    const cid = await createContest(f, f.admin);
    const res = await f.t.call('GET', '/api/admin/contest/import-remote-oj-problem', { token: f.admin, query: { name: 'HDU', problemId: '1003', cid, displayId: 'R' } });
    expect(res.status, res.body.msg).toBe(200);
    const entries = await f.t.deps.repos.contests.contestProblems(cid, true);
    expect(entries.map((e) => [e.displayId, e.pid])).toEqual([['R', res.body.data.pid]]);
    hdu.fetchFailure = 'down';
    try {
      const again = await f.t.call('GET', '/api/admin/contest/import-remote-oj-problem', { token: f.admin, query: { name: 'HDU', problemId: '1000', cid, displayId: 'S' } });
      expect([again.status, again.body.data?.existing]).toEqual([200, true]);
    } finally {
      hdu.fetchFailure = null;
    }
    // the contest's own rules still apply: a contest and a display id, one not in use, the admin's own contest
    expect((await f.t.call('GET', '/api/admin/contest/import-remote-oj-problem', { token: f.admin, query: { name: 'HDU', problemId: '1001', cid: 'x', displayId: 'T' } })).body.msg).toBe(
      'Please give a contest',
    );
    expect((await f.t.call('GET', '/api/admin/contest/import-remote-oj-problem', { token: f.admin, query: { name: 'HDU', problemId: '1001', cid } })).body.msg).toBe(
      'The display id in the contest is required',
    );
    expect((await f.t.call('GET', '/api/admin/contest/import-remote-oj-problem', { token: f.admin, query: { name: 'HDU', problemId: '1001', cid, displayId: 'R' } })).status).toBe(400);
    expect((await f.t.call('GET', '/api/admin/contest/import-remote-oj-problem', { token: f.otherAdmin, query: { name: 'HDU', problemId: '1001', cid, displayId: 'T' } })).status).toBe(403);
  });

  it('imports into a training, an existing problem included', async () => {
    const category = (await f.t.call('POST', '/api/admin/training/category', { token: f.root, body: { name: 'Remote', color: '#409EFF' } })).body.data;
    const made = await f.t.call('POST', '/api/admin/training', {
      token: f.root,
      body: { training: { title: 'Remote set', description: 'D', rank: 1, auth: 'Public', status: true }, trainingCategory: { id: category.id } },
    });
    const tid = made.body.data.id as number;
    for (const problemId of ['1001', '1002']) {
      const res = await f.t.call('GET', '/api/admin/training/import-remote-oj-problem', { token: f.admin, query: { name: 'HDU', problemId, tid } });
      expect(res.status, res.body.msg).toBe(200);
    }
    const list = await f.t.call('GET', '/api/admin/training/get-problem-list', { token: f.root, query: { tid, currentPage: 1, limit: 10, queryExisted: true } });
    expect(list.body.data.problemList.records.map((r: { problemId: string }) => r.problemId).sort()).toEqual(['HDU-1001', 'HDU-1002']);
    // HDU-1000 became a contest problem above: a training takes public problems only, as add-problem-from-public says
    expect((await f.t.call('GET', '/api/admin/training/import-remote-oj-problem', { token: f.admin, query: { name: 'HDU', problemId: '1000', tid } })).status).toBe(400);
    expect((await f.t.call('GET', '/api/admin/training/import-remote-oj-problem', { token: f.user, query: { name: 'HDU', problemId: '1000', tid } })).status).toBe(403);
  });
});

describe('the site switch', () => {
  const setSwitch = async (on: boolean) => {
    const res = await f.t.call('PUT', '/api/admin/switch/update', { token: f.root, body: { openRemoteJudgeHDU: on } });
    expect(res.status, res.body.msg).toBe(200);
  };

  it('refuses imports from a switched-off site and submissions to its problems, until it is on again', async () => {
    const imported = (await importBank({ name: 'HDU', problemId: '1003' })).body.data;
    const submit = () => f.t.call('POST', '/api/submit-problem-judge', { token: f.root, body: { pid: imported.pid, language: 'C++', code: 'int main() {}' } });
    await setSwitch(false);
    try {
      const refused = await importBank({ name: 'HDU', problemId: '1000' });
      expect([refused.status, refused.body.msg]).toEqual([403, 'Remote judging on HDU is switched off on this site']);
      const sent = await submit();
      expect([sent.status, sent.body.msg]).toEqual([403, 'Remote judging on HDU is switched off on this site']);
    } finally {
      await setSwitch(true);
    }
    expect((await importBank({ name: 'HDU', problemId: '1000' })).status).toBe(200);
  });
});

describe('statement pictures', () => {
  it('copies the site’s raster pictures into our files; an SVG, a missing one and another host’s stay links', async () => {
    const app = new Hono();
    app.get('/a.png', demoImage);
    app.get('/b.svg', (c) => c.body('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 200, { 'content-type': 'image/svg+xml' }));
    const site = await startFake(app);
    try {
      const base = site.url;
      const shown = `![a](${base}/a.png) ![b](${base}/b.svg) ![c](${base}/gone.png) ![d](https://elsewhere.example/d.png)`;
      hdu.problems.set('2000', { ...hdu.problems.get('1000')!, remoteId: '2000', url: `${base}/problem/2000`, description: shown, hint: `<img src="${base}/a.png">` });
      const res = await importBank({ name: 'HDU', problemId: '2000' });
      expect(res.status, res.body.msg).toBe(200);
      const stored = (await f.t.deps.repos.problems.getProblem(res.body.data.pid))!;
      const copy = /!\[a\]\((\/public\/[^)\s]+\.png)\)/.exec(stored.description)?.[1];
      expect(copy).toBeDefined();
      expect(stored.description).toBe(`![a](${copy}) ![b](${base}/b.svg) ![c](${base}/gone.png) ![d](https://elsewhere.example/d.png)`);
      expect(stored.hint).toBe(`<img src="${copy}">`);
      const served = await publicFilesFor(f.t.deps).get(copy!.slice(PUBLIC_FILES_PATH.length));
      const original = new Uint8Array(await (await fetch(`${base}/a.png`)).arrayBuffer());
      expect(new Uint8Array(await served.Body!.transformToByteArray())).toEqual(original);
      expect(served.ContentType).toBe('image/png');
    } finally {
      await site.close();
    }
  });
});
