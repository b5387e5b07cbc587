import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/shared';
import { problemKey } from '@oj/shared/db/keys';
import { setFields } from '../../data/db.ts';
import { updateUser, uidByUsername } from '../../data/users.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

let t: TestContext;
let admin: string;
let problemAdmin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.rootToken();
  await t.register('padmin');
  await updateUser(t.deps.db, (await uidByUsername(t.deps.db, 'padmin'))!, { roleId: Role.ADMIN }, t.clock.now());
  problemAdmin = await t.login('padmin', 'secret-pass');
});
afterAll(() => t.cleanup());

const form = (overrides: Record<string, unknown> = {}, problem: Record<string, unknown> = {}) => ({
  problem: { problemId: 'ADD2', title: 'Add Two', description: 'Add', timeLimit: 1000, memoryLimit: 128, ...problem },
  samples: [
    { input: '1 2\n', output: '3\n', score: 50 },
    { input: '5 5\n', output: '10\n', score: 50 },
  ],
  languages: ['C++', 'Python3'],
  codeTemplates: [{ language: 'C++', code: '// your code', status: true }],
  tags: [{ name: 'Math' }, { name: 'Brand New Tag' }],
  ...overrides,
});

const upload = (token: string, bytes: Uint8Array) => {
  const body = new FormData();
  body.append('file', new File([bytes], 'cases.zip', { type: 'application/zip' }));
  return t.call('POST', '/api/file/upload-testcase-zip', { token, rawBody: body });
};

describe('admin problem management', () => {
  let pid: number;

  it('creates a problem with typed cases: it is listed, readable and its data versioned', async () => {
    const res = await t.call('POST', '/api/admin/problem', { token: admin, body: form() });
    expect(res.status).toBe(200);
    pid = res.body.data.pid;
    expect(res.body.data).toMatchObject({ problemId: 'ADD2', ioScore: 100, author: 'root', cases: [{ index: 1 }, { index: 2 }] });
    const detail = await t.call('GET', '/api/get-problem-detail', { query: { problemId: 'ADD2' } });
    expect(detail.body.data.tags.map((tag: { name: string }) => tag.name)).toEqual(['Math', 'Brand New Tag']);
    expect(detail.body.data.codeTemplate).toEqual({ 'C++': '// your code' });
    const cases = await t.call('GET', '/api/admin/problem/get-problem-cases', { token: admin, query: { pid } });
    expect(cases.body.data.map((c: { inputData: string }) => c.inputData)).toEqual(['1 2\n', '5 5\n']);
  });

  it('refuses a taken display id and the form’s broken rules', async () => {
    expect((await t.call('POST', '/api/admin/problem', { token: admin, body: form({}, { problemId: 'add2' }) })).body.msg).toBe('The problem id add2 is taken');
    const bad = async (overrides: Record<string, unknown>, problem: Record<string, unknown> = {}) =>
      (await t.call('POST', '/api/admin/problem', { token: admin, body: form(overrides, { problemId: 'NEW1', ...problem }) })).body.msg;
    expect(await bad({}, { judgeMode: 'spj' })).toBe('The special judge or interactor code is required');
    expect(await bad({}, { judgeCaseMode: 'subtask_lowest' })).toBe('Subtask case modes are for OI problems');
    expect(await bad({}, { isFileIO: true, ioReadFileName: 'in.txt' })).toBe('File IO needs both file names');
    expect(await bad({ samples: [] })).toBe('Add at least one test case');
    expect(await bad({ languages: [] })).toBe('Choose at least one language');
    expect(await bad({ languages: ['COBOL'] })).toBe('Unknown language COBOL');
    expect(await bad({ codeTemplates: [{ language: 'C++', code: '  ', status: true }] })).toBe('The C++ template is empty');
    expect(await bad({ tags: [{ name: 'x' }, { name: 'X' }] })).toBe('Add Tag Error: a tag is listed twice');
    expect(await bad({ samples: [{ input: '1', output: '1', score: -1 }] })).toBe('The score must be a non-negative whole number');
    expect(await bad({}, { timeLimit: 99_999 })).toBe('The time limit (ms) must be at most 60000');
  });

  it('updates a problem: new cases make a new data version, and the display id can move', async () => {
    const before = (await t.call('GET', '/api/admin/problem', { token: admin, query: { pid } })).body.data;
    const res = await t.call('PUT', '/api/admin/problem', {
      token: problemAdmin,
      body: form({ samples: [{ input: '2 2\n', output: '4\n', score: 100 }] }, { id: pid, problemId: 'ADD3', type: 1 }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.testDataVersion).not.toBe(before.testDataVersion);
    expect(res.body.data).toMatchObject({ problemId: 'ADD3', ioScore: 100, author: 'root' });
    expect((await t.call('GET', '/api/get-problem-detail', { query: { problemId: 'ADD2' } })).status).toBe(404);
    // The old display id is free again.
    expect((await t.call('POST', '/api/admin/problem', { token: admin, body: form({}, { problemId: 'ADD2' }) })).status).toBe(200);
  });

  it('an edit of a remote problem keeps it remote, without test data', async () => {
    const created = await t.call('POST', '/api/admin/problem', { token: admin, body: form({}, { problemId: 'CF-1A' }) });
    const remote = created.body.data.pid as number;
    // what an import leaves (functions/src/services/problem/import-remote-problem.ts on rj-pipeline): a problem judged on its site
    await t.deps.db.update(problemKey(remote), setFields({ isRemote: true, remoteOj: 'CF', cases: [] }));
    const res = await t.call('PUT', '/api/admin/problem', {
      token: admin,
      body: form({ isUploadTestCase: true, samples: [], fileList: [] }, { id: remote, problemId: 'CF-1A', title: 'Theatre Square', source: 'https://codeforces.com/problemset/problem/1/A' }),
    });
    expect([res.status, res.body.msg]).toEqual([200, expect.any(String)]);
    expect(res.body.data).toMatchObject({ isRemote: true, remoteOj: 'CF', title: 'Theatre Square', cases: [] });
  });

  it('takes cases from an uploaded zip, in natural order, and gives them back as a zip', async () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    const zip = zipSync({ 'data/10.in': enc('10'), 'data/10.out': enc('20'), 'data/2.in': enc('2'), 'data/2.ans': enc('4'), '__MACOSX/._2.in': enc('x') });
    const up = await upload(admin, zip);
    expect(up.status).toBe(200);
    expect(up.body.data.fileList.map((f: { input: string; output: string }) => [f.input, f.output])).toEqual([
      ['2.in', '2.ans'],
      ['10.in', '10.out'],
    ]);
    const created = await t.call('POST', '/api/admin/problem', {
      token: admin,
      body: form({ isUploadTestCase: true, samples: [], uploadTestcaseDir: up.body.data.fileListDir, fileList: up.body.data.fileList }, { problemId: 'DBL' }),
    });
    expect(created.status).toBe(200);
    const redirect = await t.app.request(`/api/file/download-testcase?pid=${created.body.data.pid}`, { headers: { Authorization: admin } });
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get('location')!);
    expect(location.searchParams.get('response-content-disposition')).toBe('attachment; filename="problem_DBL_testcase.zip"');
    const download = await fetch(location);
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    expect(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, new TextDecoder().decode(v)]))).toEqual({ '1.in': '2', '1.out': '4', '2.in': '10', '2.out': '20' });
  });

  it('refuses zips that are not test cases, are not zips, or would unpack too large', async () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect((await upload(admin, zipSync({ '1.in': enc('1') }))).body.msg).toBe('1.in has no matching .out or .ans file');
    expect((await upload(admin, enc('not a zip'))).body.msg).toBe('The file is not a readable zip archive');
    expect((await upload(admin, new Uint8Array())).body.msg).toBe('The file is empty');
    expect((await t.call('POST', '/api/file/upload-testcase-zip', { token: admin, rawBody: new FormData() })).body.msg).toBe('Please choose a zip file to upload');
    expect((await upload(admin, zipSync({ 'a.txt': enc('x') }))).body.msg).toBe('The zip holds no test cases (pairs of .in and .out files)');
    const bomb = zipSync({ '1.in': new Uint8Array(300 * 1024 * 1024), '1.out': enc('0') }, { level: 9 });
    expect((await upload(admin, bomb)).body.msg).toBe('The test cases unpack to more than 256 MB');
  });

  it('keeps ordinary users out, and lets only the super and problem admins delete', async () => {
    const { token } = await t.register('nosy');
    expect((await t.call('GET', '/api/admin/problem/get-problem-list', { token })).status).toBe(403);
    expect((await t.call('POST', '/api/admin/problem', { token, body: form({}, { problemId: 'X9' }) })).status).toBe(403);
    expect((await upload(token, new Uint8Array([1]))).status).toBe(403);
    expect((await t.call('DELETE', '/api/admin/problem', { token: problemAdmin, query: { pid } })).status).toBe(403);
    expect((await t.call('DELETE', '/api/admin/problem', { token: admin, query: { pid } })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/problem', { token: admin, query: { pid } })).status).toBe(404);
  });

  it('changes a problem’s auth: a private problem leaves the public list', async () => {
    const list = (await t.call('GET', '/api/admin/problem/get-problem-list', { token: admin, query: { keyword: 'ADD2' } })).body.data.records;
    const target = list[0].pid;
    expect((await t.call('PUT', '/api/admin/problem/change-problem-auth', { token: admin, body: { id: target, auth: 2 } })).status).toBe(200);
    const pub = await t.call('GET', '/api/get-problem-list', { query: { keyword: 'ADD2' } });
    expect(pub.body.data.records).toEqual([]);
    // an unknown problem is a 404, and no half item of it is left behind
    expect((await t.call('PUT', '/api/admin/problem/change-problem-auth', { token: admin, body: { id: 999999, auth: 1 } })).body).toMatchObject({ status: 404, msg: 'The problem does not exist' });
    expect(await t.deps.db.get(problemKey(999999), true)).toBeUndefined();
  });
});

describe('tags and classifications', () => {
  it('adds, edits and deletes tags and classifications, for root and problem admins only', async () => {
    const cls = await t.call('POST', '/api/admin/tag/classification', { token: admin, body: { name: 'Graphs', rank: 9 } });
    expect(cls.status).toBe(200);
    const tag = await t.call('POST', '/api/admin/tag', { token: admin, body: { name: 'Shortest Path', color: '#ff0000', tcid: cls.body.data.id } });
    expect(tag.body.data).toMatchObject({ name: 'Shortest Path', color: '#ff0000' });
    expect((await t.call('POST', '/api/admin/tag', { token: admin, body: { name: 'shortest path' } })).body.msg).toBe('Add Tag Error: the tag exists');
    expect((await t.call('POST', '/api/admin/tag', { token: admin, body: { name: 'Bad', color: 'red' } })).status).toBe(400);
    expect((await t.call('PUT', '/api/admin/tag', { token: admin, body: { id: tag.body.data.id, name: 'Dijkstra', tcid: cls.body.data.id } })).body.data.name).toBe('Dijkstra');
    const grouped = await t.call('GET', '/api/get-problem-tags-and-classification');
    expect(grouped.body.data.find((g: { classification: { name: string } | null }) => g.classification?.name === 'Graphs').tagList[0].name).toBe('Dijkstra');
    expect((await t.call('POST', '/api/admin/tag', { token: problemAdmin, body: { name: 'Nope' } })).status).toBe(403);
    expect((await t.call('DELETE', '/api/admin/tag/classification', { token: admin, query: { tcid: cls.body.data.id } })).status).toBe(200);
    expect((await t.call('DELETE', '/api/admin/tag', { token: admin, query: { tid: tag.body.data.id } })).status).toBe(200);
    expect((await t.call('GET', '/api/get-all-problem-tags')).body.data.map((x: { name: string }) => x.name)).not.toContain('Dijkstra');
  });
});
