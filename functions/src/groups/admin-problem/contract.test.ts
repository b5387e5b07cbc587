import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, languageId } from '@oj/shared';
import { AdminProblemRow, AdminProblemView } from '@oj/shared/schemas/admin-problem-view';
import { createTestContext, type TestContext } from '../../../test/context.ts';

// Reply and request shapes the reference system's own web client reads and sends (ARCHITECTURE.md decision 1).
let t: TestContext;
let root: string;
beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
});
afterAll(() => t.cleanup());

const cpp = LANGUAGES.find((l) => l.name === 'C++')!;
const python = LANGUAGES.find((l) => l.name === 'Python3')!;

/** A create body as the reference client's problem form sends it. */
const referenceBody = {
  problem: {
    id: null,
    problemId: 'REF1',
    title: 'Reference Form',
    description: 'Add',
    input: 'a b',
    output: 'a+b',
    examples: '<input>1 2</input><output>3</output><input>5 5</input><output>10</output>',
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    difficulty: 0,
    auth: 2,
    type: 0,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    isRemoveEndBlank: true,
    openCaseResult: true,
    codeShare: true,
    isFileIO: false,
    userExtraFile: null,
    judgeExtraFile: null,
    spjCode: null,
    spjLanguage: null,
  },
  samples: [{ input: '1 2\n', output: '3\n', score: 100, groupNum: null }],
  isUploadTestCase: false,
  uploadTestcaseDir: '',
  languages: [cpp, python].map((l) => ({ id: languageId(l), name: l.name, oj: 'ME', isSpj: false })),
  codeTemplates: [{ lid: languageId(cpp), code: '// start here', status: true }],
  tags: [{ name: 'Math' }],
};

describe('the admin problem form of the reference client', () => {
  let pid: number;

  it('creates a problem from the body the reference client sends', async () => {
    const res = await t.call('POST', '/api/admin/problem', { token: root, body: referenceBody });
    expect(res.status, res.body.msg).toBe(200);
    pid = res.body.data.pid;
  });

  it('reads it back flat, with id, examples as one string and extra files as JSON text or null', async () => {
    const p = (await t.call('GET', '/api/admin/problem', { token: root, query: { pid } })).body.data;
    expect(p).toMatchObject({ id: pid, problemId: 'REF1', title: 'Reference Form', author: 'root', modifiedUser: 'root', auth: 2 });
    expect(p.examples).toBe(referenceBody.problem.examples);
    expect([p.userExtraFile, p.judgeExtraFile]).toEqual([null, null]);
    expect(p).not.toHaveProperty('problem');
    // the SPA's problem pages read it through this type
    expect(AdminProblemView.safeParse(p).error).toBeUndefined();
  });

  it('lists it with auth=0 (all problems), each record with id, author, creation and last change', async () => {
    const list = await t.call('GET', '/api/admin/problem/get-problem-list', { token: root, query: { auth: 0, keyword: 'REF1' } });
    expect(list.body.data.records).toEqual([
      expect.objectContaining({ id: pid, pid, problemId: 'REF1', author: 'root', modifiedUser: 'root', gmtCreate: expect.any(String), gmtModified: expect.any(String) }),
    ]);
    expect(AdminProblemRow.safeParse(list.body.data.records[0]).error).toBeUndefined();
  });

  it('serves its templates as rows by language id and its tags by problem', async () => {
    const templates = await t.call('GET', '/api/get-problem-code-template', { token: root, query: { pid } });
    expect(templates.body.data).toEqual([{ id: expect.any(Number), pid, lid: languageId(cpp), code: '// start here', status: true }]);
    const tags = await t.call('GET', '/api/get-problem-tags', { token: root, query: { pid } });
    expect(tags.body.data).toEqual([expect.objectContaining({ id: expect.any(Number), name: 'Math' })]);
    // private: nobody else learns it exists
    expect((await t.call('GET', '/api/get-problem-tags', { query: { pid } })).status).toBe(404);
  });

  it('changes its auth from the list row the page sends back whole', async () => {
    const row = (await t.call('GET', '/api/admin/problem/get-problem-list', { token: root, query: { auth: 0, keyword: 'REF1' } })).body.data.records[0];
    expect((await t.call('PUT', '/api/admin/problem/change-problem-auth', { token: root, body: { ...row, auth: 1 } })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/problem', { token: root, query: { pid } })).body.data.auth).toBe(1);
  });

  it('refuses extra files that are not JSON of name to text, and templates of unknown languages', async () => {
    const bad = (problem: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      t.call('POST', '/api/admin/problem', { token: root, body: { ...referenceBody, ...extra, problem: { ...referenceBody.problem, problemId: 'REF2', ...problem } } });
    expect((await bad({ userExtraFile: '{"a.h": 1}' })).status).toBe(400);
    expect((await bad({}, { codeTemplates: [{ lid: 999, code: 'x', status: true }] })).body.msg).toMatch(/Unknown template language/);
  });
});

describe('the tag page of the reference client', () => {
  it('files a tag under the classification it sends as tcid, and edits it from the row it read back', async () => {
    const cls = (await t.call('POST', '/api/admin/tag/classification', { token: root, body: { id: null, name: 'Strings', oj: 'ME', rank: 0 } })).body.data;
    const added = await t.call('POST', '/api/admin/tag', { token: root, body: { id: null, name: 'KMP', color: null, oj: 'ME', tcid: cls.id } });
    expect(added.body.data).toEqual({ id: expect.any(Number), name: 'KMP', color: null, oj: 'ME', gid: null, tcid: cls.id });
    const groups = (await t.call('GET', '/api/get-problem-tags-and-classification', { query: { oj: 'ME' } })).body.data;
    const row = groups.find((g: { classification: { id: number } | null }) => g.classification?.id === cls.id).tagList[0];
    expect(row).toEqual(added.body.data);
    // the page sends the row back as it was read, with its edits
    const edited = await t.call('PUT', '/api/admin/tag', { token: root, body: { ...row, name: 'Knuth-Morris-Pratt', tcid: null } });
    expect(edited.body.data).toMatchObject({ name: 'Knuth-Morris-Pratt', tcid: null });
  });
});
