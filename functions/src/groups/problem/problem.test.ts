import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassifiedTags, ProblemDetail, ProblemListItem } from '@oj/shared';
import { problemCountsKey, problemKey, userProblemKey } from '@oj/shared/db/keys';
import { allProblems } from '../../data/problems.ts';
import { uidByUsername } from '../../data/users.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  // A private copy of A+B that only admins may see.
  const item = await t.deps.db.get(problemKey(1000));
  await t.deps.db.put({ ...item, ...problemKey(1999), gsi1sk: '0000001999', pid: 1999, problemId: 'SECRET', title: 'Hidden', auth: 2 });
  allProblems.clear(t.deps.db);
});
afterAll(() => t.cleanup());

const ids = (res: { body: { data: { records: { problemId: string }[] } } }) => res.body.data.records.map((r) => r.problemId);

describe('problem list', () => {
  it('lists public problems with counts and tags, without private ones', async () => {
    await t.deps.db.put({ ...problemCountsKey(1000), total: 10, ac: 4, wa: 6 });
    const res = await t.call('GET', '/api/get-problem-list');
    expect(ids(res)).toEqual(['1000', '1001', '1002', '1003']);
    const first = ProblemListItem.parse(res.body.data.records[0]);
    expect(first).toMatchObject({ total: 10, ac: 4, wa: 6, myStatus: null });
    expect(first.tags.map((tag) => tag.name)).toEqual(['Beginner', 'Math']);
    expect(res.body.data.total).toBe(4);
  });

  it('filters by keyword, difficulty, tags and bank, and pages', async () => {
    expect(ids(await t.call('GET', '/api/get-problem-list', { query: { keyword: 'square' } }))).toEqual(['1001', '1002']);
    expect(ids(await t.call('GET', '/api/get-problem-list', { query: { difficulty: 1 } }))).toEqual(['1001', '1003']);
    const tags = (await t.call('GET', '/api/get-all-problem-tags')).body.data as { id: number; name: string }[];
    const math = tags.find((tag) => tag.name === 'Math')!.id;
    const beginner = tags.find((tag) => tag.name === 'Beginner')!.id;
    expect(ids(await t.call('GET', '/api/get-problem-list', { query: { tagId: `${math},${beginner}` } }))).toEqual(['1000']);
    expect(ids(await t.call('GET', '/api/get-problem-list', { query: { oj: 'CF' } }))).toEqual([]);
    // banks as the reference client sends them: its default bank is `Mine`, and names in any case
    for (const oj of ['Mine', 'me', 'All', 'ALL']) expect(ids(await t.call('GET', '/api/get-problem-list', { query: { oj } })), oj).toEqual(['1000', '1001', '1002', '1003']);
    expect(ids(await t.call('GET', '/api/get-problem-list', { query: { oj: 'cf' } }))).toEqual([]);
    const page2 = await t.call('GET', '/api/get-problem-list', { query: { currentPage: 2, limit: 3 } });
    expect(ids(page2)).toEqual(['1003']);
    expect(page2.body.data).toMatchObject({ total: 4, pages: 2, current: 2 });
  });

  it('the bank filter of a remote judge lists its imported problems only; My OJ leaves them out', async () => {
    const item = await t.deps.db.get(problemKey(1000));
    await t.deps.db.put({ ...item, ...problemKey(1998), gsi1sk: '0000001998', pid: 1998, problemId: 'CF-1A', title: 'Theatre Square', isRemote: true, remoteOj: 'CF' });
    allProblems.clear(t.deps.db);
    // past the public reply cache of the lists read above
    t.clock.advance(60_000);
    try {
      expect(ids(await t.call('GET', '/api/get-problem-list', { query: { oj: 'cf' } }))).toEqual(['CF-1A']);
      expect(ids(await t.call('GET', '/api/get-problem-list', { query: { oj: 'HDU' } }))).toEqual([]);
      expect(ids(await t.call('GET', '/api/get-problem-list', { query: { oj: 'ME' } }))).not.toContain('CF-1A');
      expect(ids(await t.call('GET', '/api/get-problem-list', { query: { oj: 'ALL' } }))).toContain('CF-1A');
    } finally {
      await t.deps.db.delete(problemKey(1998));
      allProblems.clear(t.deps.db);
    }
  });

  it('shows the caller’s status icons when logged in', async () => {
    const { token } = await t.register('solver');
    const uid = (await uidByUsername(t.deps.db, 'solver')) as string;
    await t.deps.db.put({ ...userProblemKey(uid, 1000), pid: 1000, problemId: '1000', difficulty: 0, solved: true });
    await t.deps.db.put({ ...userProblemKey(uid, 1001), pid: 1001, problemId: '1001', difficulty: 1, solved: false, bestScore: 40 });
    const res = await t.call('GET', '/api/get-problem-list', { token });
    expect(res.body.data.records.map((r: { myStatus: number }) => r.myStatus)).toEqual([0, -1, -10, -10]);
    const status = await t.call('POST', '/api/get-user-problem-status', { token, body: { pidList: [1000, 1001, 1002] } });
    expect(status.body.data).toEqual({ 1000: { status: 0, score: 0 }, 1001: { status: -1, score: 40 }, 1002: { status: -10, score: null } });
    expect((await t.call('POST', '/api/get-user-problem-status', { body: { pidList: [1000] } })).status).toBe(401);
  });

  it('groups tags by classification', async () => {
    for (const oj of ['ME', 'Mine', 'all']) {
      const res = await t.call('GET', '/api/get-problem-tags-and-classification', { query: { oj } });
      const groups = res.body.data.map((g: unknown) => ClassifiedTags.parse(g));
      expect(
        groups.map((g: { classification: { name: string } | null }) => g.classification?.name),
        oj,
      ).toEqual(['Basics', 'Algorithms', 'Problem kinds']);
    }
  });

  it('picks a random public problem', async () => {
    const res = await t.call('GET', '/api/get-random-problem');
    expect(['1000', '1001', '1002', '1003']).toContain(res.body.data.problemId);
  });
});

describe('problem detail', () => {
  it('shows the statement, limits, languages and templates, never the checker or the cases', async () => {
    const res = await t.call('GET', '/api/get-problem-detail', { query: { problemId: '1002' } });
    const detail = ProblemDetail.parse(res.body.data);
    expect(detail.problem).toMatchObject({ title: 'Square Root', judgeMode: 'spj', timeLimit: 1000, memoryLimit: 256 });
    expect(detail.languages).toContain('C++');
    expect(JSON.stringify(res.body.data)).not.toContain('spjCode');
    expect(JSON.stringify(res.body.data)).not.toContain('fabs');
    expect(JSON.stringify(res.body.data)).not.toContain('testDataVersion');
  });

  it('serves examples and extra files as the reference client reads them: one string, JSON text or null', async () => {
    const ab = (await t.call('GET', '/api/get-problem-detail', { query: { problemId: '1000' } })).body.data.problem;
    expect(typeof ab.examples).toBe('string');
    expect(ab.examples).toMatch(/^(<input>[\s\S]*?<\/input><output>[\s\S]*?<\/output>)+$/);
    expect(ab.userExtraFile).toBeNull();
    const item = await t.deps.db.get(problemKey(1000));
    await t.deps.db.put({ ...item, userExtraFile: { 'lib.h': '#define N 10\n' } });
    allProblems.clear(t.deps.db);
    const withFile = (await t.call('GET', '/api/get-problem-detail', { query: { problemId: '1000' } })).body.data.problem;
    expect(JSON.parse(withFile.userExtraFile)).toEqual({ 'lib.h': '#define N 10\n' });
  });

  it('hides private problems from users and shows them to admins', async () => {
    expect((await t.call('GET', '/api/get-problem-detail', { query: { problemId: 'SECRET' } })).status).toBe(404);
    const { token } = await t.register('curious');
    expect((await t.call('GET', '/api/get-problem-detail', { query: { problemId: 'secret' }, token })).status).toBe(404);
    expect((await t.call('GET', '/api/get-problem-languages', { query: { pid: 1999 }, token })).status).toBe(404);
    const admin = await t.call('GET', '/api/get-problem-detail', { query: { problemId: 'SECRET' }, token: await t.rootToken() });
    expect(admin.body.data.problem.title).toBe('Hidden');
  });

  it('serves a problem’s languages and code templates', async () => {
    const langs = await t.call('GET', '/api/get-problem-languages', { query: { pid: 1000 } });
    expect(langs.body.data.map((l: { name: string }) => l.name)).toContain('Python3');
    expect((await t.call('GET', '/api/get-problem-code-template', { query: { pid: 1000 } })).body.data).toEqual([]);
    expect((await t.call('GET', '/api/get-problem-code-template', { query: { pid: 'abc' } })).status).toBe(400);
  });

  it('gives the last accepted code only for a solved problem', async () => {
    const { token } = await t.register('lazy');
    const res = await t.call('GET', '/api/get-last-ac-code', { token, query: { pid: 1000 } });
    expect(res.body).toEqual({ status: 400, msg: "You haven't passed the problem so you cannot get the code passed recently", data: null });
  });

  it('needs a contest or training for the focus-mode list, and that it exists', async () => {
    const token = await t.rootToken();
    expect((await t.call('GET', '/api/get-full-screen-problem-list', { token })).status).toBe(400);
    expect((await t.call('GET', '/api/get-full-screen-problem-list', { token, query: { cid: 42 } })).status).toBe(404);
  });
});
