import type { AdminProblemRow, AdminProblemView } from '@oj/shared/schemas/admin-problem-view';
import type { Language } from '@oj/shared/schemas/home';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { bodies, page, pick, queries, slow } from '../../test/page-helpers.ts';
import { ProblemFormPage } from '../../offices/problem/pages/problem-form-page.tsx';
import { ProblemListPage } from '../../offices/problem/pages/problem-list-page.tsx';
import { TagPage } from './pages/tag-page.tsx';
import { fakeXhr } from '../../test/fake-xhr.ts';
import { adminProblemView } from '../../test/admin-problem.ts';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';
import { homeCalls } from '@oj/shared/api/home';
import { problemCalls } from '@oj/shared/api/problem';
import { problemExchangeCalls } from '@oj/shared/api/problem-exchange';

vi.mock('../../components/code-editor/code-editor.tsx', () => import('../../test/code-editor-stand-in.tsx'));

const routes = [
  { path: '/admin/problem', Component: ProblemListPage },
  { path: '/admin/problem/create', Component: ProblemFormPage },
  { path: '/admin/problem/edit/:problemId', Component: ProblemFormPage },
  { path: '/admin/problem/tag', Component: TagPage },
];

const T0 = '2026-11-01T08:00:00.000Z';
const row = (over: Partial<AdminProblemRow> = {}): AdminProblemRow => ({
  id: 1004,
  pid: 1004,
  problemId: 'P1004',
  title: 'Close enough',
  auth: 1,
  difficulty: 0,
  type: 0,
  gid: null,
  isGroup: false,
  applyPublicProgress: null,
  isRemote: false,
  remoteOj: null,
  tagIds: [],
  author: 'root',
  modifiedUser: 'root',
  gmtCreate: T0,
  gmtModified: T0,
  ...over,
});
const language = (name: string, isSpj: boolean): Language => ({ id: name.length, name, description: name, compileCommand: '', template: `// ${name}`, contentType: 'text/plain', isSpj, oj: 'ME', seq: 0 });
const LANGUAGES = [language('C', true), language('Python3', false)];
const TAGS = [
  { classification: { id: 1, name: 'Basics', oj: 'ME', rank: 0 }, tagList: [{ id: 3, name: 'Math', color: '#19be6b', oj: 'ME', gid: null, tcid: 1 }] },
  { classification: null, tagList: [{ id: 5, name: 'Greedy', color: null, oj: 'ME', gid: null, tcid: null }] },
];
const FILE_LIST = [
  { input: '1.in', output: '1.out', score: 0, groupNum: null },
  { input: '2.in', output: '2.out', score: 0, groupNum: null },
];
const DIR = 'staging/0b4f7a3e-7b9c-4a51-8f7e-2d3c4b5a6f70';
const envelope = (data: unknown) => JSON.stringify({ status: 200, msg: 'success', data });
const formApi = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ [callKey(homeCalls.getLanguages)]: () => LANGUAGES, [callKey(problemCalls.getProblemTagsAndClassification)]: () => TAGS, ...extra });
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

pageTestHooks();
afterEach(() => vi.restoreAllMocks());

// The problem form is a long page: each test renders it whole on a busy machine.
describe('the back office problem list', { timeout: 30_000 }, () => {
  test('keyword, auth filter and page reach the call; a problem editor changes auth in place, downloads test data and deletes after confirming', async () => {
    signIn('root', ['root']);
    const calls = mockApi({
      [callKey(adminProblemCalls.getProblemList)]: () => page([row()]),
      [callKey(adminProblemCalls.changeProblemAuth)]: () => null,
      [callKey(adminProblemCalls.deleteProblem)]: () => null,
      [callKey(adminProblemCalls.downloadTestcase)]: () =>
        new Response(new Blob(['PK']), { headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="problem_P1004_testcase.zip"' } }),
    });
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:zip');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    renderRoutes(routes, '/admin/problem?keyword=close&currentPage=2');
    const tr = await screen.findByTestId('admin-problem-row', undefined, slow);
    expect(queries(calls, callKey(adminProblemCalls.getProblemList)).at(-1)).toEqual({ currentPage: '2', limit: '10', keyword: 'close' });
    await pick(screen.getByTestId('auth-filter'), 'Private Problem');
    await waitFor(() => expect(queries(calls, callKey(adminProblemCalls.getProblemList)).at(-1)).toEqual({ currentPage: '1', limit: '10', keyword: 'close', auth: '2' }));

    await pick(within(tr).getByTestId('problem-auth'), 'Private Problem');
    await waitFor(() => expect(bodies(calls, callKey(adminProblemCalls.changeProblemAuth))).toEqual([{ id: 1004, auth: 2 }]));
    fireEvent.click(within(tr).getByTestId('download-testcase'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(queries(calls, callKey(adminProblemCalls.downloadTestcase))).toEqual([{ pid: '1004' }]);
    expect(within(tr).getByTestId('edit-problem').getAttribute('href')).toBe('/admin/problem/edit/1004');
    fireEvent.click(within(tr).getByTestId('delete-problem'));
    fireEvent.click(await screen.findByRole('button', { name: /yes|ok|confirm/i }));
    await waitFor(() => expect(queries(calls, callKey(adminProblemCalls.deleteProblem))).toEqual([{ pid: '1004' }]));
  });

  test('an admin who edits no problem bank sees the auth but cannot change it, nor download or delete; edits only their own problems', async () => {
    signIn('coach', ['admin']);
    mockApi({ [callKey(adminProblemCalls.getProblemList)]: () => page([row(), row({ id: 1005, pid: 1005, problemId: 'P1005', author: 'coach' })]) });
    renderRoutes(routes, '/admin/problem');
    await screen.findAllByTestId('admin-problem-row', undefined, slow);
    const [theirs, mine] = screen.getAllByTestId('admin-problem-row');
    expect((within(theirs!).getByTestId('problem-auth') as HTMLInputElement).disabled).toBe(true);
    expect(within(theirs!).queryByTestId('edit-problem')).toBeNull();
    expect(within(mine!).getByTestId('edit-problem')).toBeTruthy();
    expect(screen.queryByTestId('delete-problem')).toBeNull();
    expect(screen.queryByTestId('download-testcase')).toBeNull();
  });
});

describe('importing a remote problem into the bank', { timeout: 30_000 }, () => {
  const refusal = (msg: string) => new Response(JSON.stringify({ status: 400, msg, data: null }), { headers: { 'Content-Type': 'application/json' } });

  test('the site and id are required at their fields; the refusal is shown in the dialog; an import closes it and reads the list again', async () => {
    signIn('root', ['root']);
    let answer: () => unknown = () => refusal('Remote judging on POJ is switched off on this site');
    const calls = mockApi({ [callKey(adminProblemCalls.getProblemList)]: () => page([row()]), [callKey(problemExchangeCalls.importRemoteOJProblem)]: () => answer() });
    renderRoutes(routes, '/admin/problem');
    await screen.findByTestId('admin-problem-row', undefined, slow);
    fireEvent.click(screen.getByTestId('import-remote'));
    const dialog = await screen.findByTestId('remote-import-dialog');
    fireEvent.click(within(dialog).getByTestId('confirm-remote-import'));
    expect(await within(dialog).findByText('Please choose the remote judge')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the problem ID')).toBeTruthy();

    await pick(within(dialog).getByLabelText(/Remote judge/), 'POJ (POJ)');
    fireEvent.change(within(dialog).getByLabelText(/Problem ID on that judge/), { target: { value: '10 00' } });
    fireEvent.click(within(dialog).getByTestId('confirm-remote-import'));
    expect(await within(dialog).findByText('A problem ID has no spaces and at most 50 characters')).toBeTruthy();
    expect(calls.some((c) => c.key === callKey(problemExchangeCalls.importRemoteOJProblem))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Problem ID on that judge/), { target: { value: ' 1000 ' } });
    fireEvent.submit(within(dialog).getByLabelText(/Problem ID on that judge/));
    expect((await within(dialog).findByTestId('remote-import-error')).textContent).toBe('Remote judging on POJ is switched off on this site');
    expect(queries(calls, callKey(problemExchangeCalls.importRemoteOJProblem))).toEqual([{ name: 'POJ', problemId: '1000' }]);

    const listReads = calls.filter((c) => c.key === callKey(adminProblemCalls.getProblemList)).length;
    answer = () => null;
    fireEvent.click(within(dialog).getByTestId('confirm-remote-import'));
    expect(await screen.findByText('Remote problem imported')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('remote-import-dialog')).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.key === callKey(adminProblemCalls.getProblemList)).length).toBeGreaterThan(listReads));
  });
});

describe('creating a problem', { timeout: 60_000 }, () => {
  test('each rule is shown at its field before anything is sent', async () => {
    signIn('root', ['root']);
    const calls = formApi();
    renderRoutes(routes, '/admin/problem/create');
    fireEvent.click(await screen.findByTestId('save-problem', undefined, slow));
    expect(await screen.findByText('The problem id is required')).toBeTruthy();
    expect(screen.getByText('The title is required')).toBeTruthy();
    expect(screen.getByTestId('error-input').textContent).toBe('The input description is required');
    expect(screen.getByTestId('error-cases').textContent).toBe('Upload the test cases first');

    // the errors follow the edits
    type('problem-display-id', 'A 1');
    expect(await screen.findByText('The problem id may use letters, digits, dashes and underscores')).toBeTruthy();
    fireEvent.click(screen.getByTestId('file-io'));
    type('io-read', 'in.txt');
    expect(screen.getByTestId('error-fileIO').textContent).toBe('File IO needs both file names');
    fireEvent.click(screen.getByTestId('case-source').querySelector('input[value="manual"]')!);
    fireEvent.click(screen.getByTestId('type-oi'));
    fireEvent.click(screen.getByTestId('add-case'));
    type('case-input', '1 2');
    expect(screen.getByTestId('error-cases').textContent).toBe('Test case 1: The score must be a non-negative whole number');
    fireEvent.click(screen.getByTestId('split-hundred'));
    expect((screen.getByTestId('case-score') as HTMLInputElement).value).toBe('100');
    await pick(screen.getByTestId('case-mode'), 'Subtask: lowest score of the group');
    expect(screen.getByTestId('error-cases').textContent).toBe('Each test case needs a group number in this case mode');
    expect(calls.filter((c) => c.key === callKey(adminProblemCalls.addProblem))).toEqual([]);
  });

  test('with a zip uploaded (its progress shown) and a special judge compiled in the form, the whole problem is sent', async () => {
    signIn('root', ['root']);
    const calls = formApi({
      [callKey(adminProblemCalls.compileSpj)]: ({ body }) =>
        (body as { code: string }).code.includes('oops')
          ? new Response(JSON.stringify({ status: 400, msg: "main.c:1: error: expected ';'", data: null }), { headers: { 'Content-Type': 'application/json' } })
          : { compiled: true },
      [callKey(adminProblemCalls.addProblem)]: () => ({}),
      [callKey(adminProblemCalls.getProblemList)]: () => page([]),
    });
    let finish: (value?: unknown) => void = () => undefined;
    const sent = fakeXhr({
      [callKey(adminProblemCalls.uploadTestcaseZip)]: { status: 200, body: envelope({ fileList: FILE_LIST, fileListDir: DIR }), progress: [40], until: new Promise((r) => (finish = r)) },
    });
    const router = renderRoutes(routes, '/admin/problem/create');
    type(await screen.findByTestId('problem-display-id', undefined, slow).then((e) => e.dataset.testid!), 'SPJ1');
    type('problem-title', 'Close enough');
    type('problem-input', 'Two numbers');
    type('problem-output', 'A number close to their sum');
    // every language is chosen to start with; Python3 is left out, C gets a template
    fireEvent.click(screen.getByRole('checkbox', { name: 'Python3' }));
    fireEvent.click(screen.getByTestId('template-on'));
    // the zip: progress while it is sent, then its cases
    const input = screen.getByTestId('test-cases').querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['zip'], 'cases.zip', { type: 'application/zip' })] } });
    await waitFor(() => expect(screen.getByTestId('upload-progress-text').textContent).toBe('Sending the zip: 40%'), slow);
    await act(async () => finish());
    await waitFor(() => expect(screen.getAllByTestId('case-row')).toHaveLength(2), slow);
    expect(sent.map((s) => s.url)).toEqual([adminProblemCalls.uploadTestcaseZip.path]);

    // (the tags have loaded meanwhile) a tag that exists and a new one; the same tag twice is refused with a warning
    // (Mantine takes typing only in the focused box)
    const tags = screen.getByTestId('tag-input');
    act(() => tags.focus());
    for (const name of ['math', 'Geometry', 'MATH']) {
      fireEvent.change(tags, { target: { value: name } });
      fireEvent.keyDown(tags, { key: 'Enter' });
    }
    expect(await screen.findByText('Add Tag Error: the problem has this tag already', undefined, slow)).toBeTruthy();

    // the special judge: compiled before the save, and again after an edit
    fireEvent.click(screen.getByTestId('judge-mode-spj'));
    await pick(screen.getByTestId('spj-language'), 'C');
    const editors = screen.getAllByTestId('code-editor');
    const spjEditor = editors[editors.length - 1]!;
    fireEvent.change(spjEditor, { target: { value: 'int main() { oops }' } });
    fireEvent.click(screen.getByTestId('save-problem'));
    expect((await screen.findByTestId('error-spj', undefined, slow)).textContent).toBe('Compile the special judge or interactor code before saving');
    fireEvent.click(screen.getByTestId('compile-spj'));
    expect((await screen.findByTestId('compile-error', undefined, slow)).textContent).toContain("expected ';'");
    fireEvent.change(spjEditor, { target: { value: 'int main() { return 0; }' } });
    fireEvent.click(screen.getByTestId('compile-spj'));
    await screen.findByTestId('spj-compiled', undefined, slow);
    expect(screen.queryByTestId('error-spj')).toBeNull();

    fireEvent.click(screen.getByTestId('save-problem'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/problem'), slow);
    const [body] = bodies(calls, callKey(adminProblemCalls.addProblem)) as Record<string, unknown>[];
    expect(body).toMatchObject({
      isUploadTestCase: true,
      uploadTestcaseDir: DIR,
      fileList: [
        { input: '1.in', output: '1.out', score: 0, groupNum: null },
        { input: '2.in', output: '2.out', score: 0, groupNum: null },
      ],
      samples: [],
      languages: ['C'],
      codeTemplates: [{ language: 'C', code: '// C', status: true }],
      tags: [{ id: 3, name: 'Math' }, { name: 'Geometry' }],
      problem: { id: null, problemId: 'SPJ1', title: 'Close enough', judgeMode: 'spj', spjLanguage: 'C', spjCode: 'int main() { return 0; }', timeLimit: 1000, memoryLimit: 256, stackLimit: 128 },
    });
    expect(bodies(calls, callKey(adminProblemCalls.compileSpj)).at(-1)).toEqual({ code: 'int main() { return 0; }', language: 'C', extraFiles: {} });
  });

  test('a refused upload shows why', async () => {
    signIn('root', ['root']);
    formApi();
    fakeXhr({ [callKey(adminProblemCalls.uploadTestcaseZip)]: { status: 400, body: JSON.stringify({ status: 400, msg: '1.in has no matching .out or .ans file', data: null }) } });
    renderRoutes(routes, '/admin/problem/create');
    const input = (await screen.findByTestId('test-cases', undefined, slow)).querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['zip'], 'cases.zip')] } });
    expect((await screen.findByTestId('upload-error')).textContent).toContain('1.in has no matching .out or .ans file');
    expect(screen.queryAllByTestId('case-row')).toEqual([]);
  });
});

/** A saved problem as the edit form reads it: one example, from NOI, 2 s and 512 MB. */
const view = (base: AdminProblemRow, over: Partial<AdminProblemView> = {}) =>
  adminProblemView(base, { examples: '<input>1 2</input><output>3</output>', source: 'NOI', timeLimit: 2000, memoryLimit: 512, ...over });

describe('editing a problem', { timeout: 30_000 }, () => {
  test('the form starts from the saved problem, its cases and tags, and is sent back with its id', async () => {
    signIn('root', ['root']);
    const problem = view(row({ auth: 2, type: 1, tagIds: [3] }));
    const calls = formApi({
      [callKey(adminProblemCalls.getProblem)]: () => problem,
      [callKey(adminProblemCalls.getProblemCases)]: () => [
        { index: 1, input: '1.in', output: '1.out', score: 30, groupNum: null, inputData: '1', outputData: '1' },
        { index: 2, input: '2.in', output: '2.out', score: 70, groupNum: null, inputData: '2', outputData: '2' },
      ],
      [callKey(problemCalls.getProblemTags)]: () => [TAGS[0]!.tagList[0]],
      [callKey(adminProblemCalls.updateProblem)]: () => ({}),
      [callKey(adminProblemCalls.getProblemList)]: () => page([]),
    });
    const router = renderRoutes(routes, '/admin/problem/edit/1004');
    expect(((await screen.findByTestId('problem-title', undefined, slow)) as HTMLInputElement).value).toBe('Close enough');
    expect(queries(calls, callKey(adminProblemCalls.getProblem))).toEqual([{ pid: '1004' }]);
    expect(screen.getAllByTestId('case-score').map((e) => (e as HTMLInputElement).value)).toEqual(['30', '70']);
    expect((screen.getByTestId('example-input') as HTMLTextAreaElement).value).toBe('1 2');
    fireEvent.change(screen.getAllByTestId('case-score')[1]!, { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('save-problem'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/problem'), slow);
    const [body] = bodies(calls, callKey(adminProblemCalls.updateProblem)) as Record<string, unknown>[];
    expect(body).toMatchObject({
      isUploadTestCase: true,
      fileList: [
        { input: '1.in', output: '1.out', score: 30, groupNum: null },
        { input: '2.in', output: '2.out', score: 60, groupNum: null },
      ],
      tags: [{ id: 3, name: 'Math' }],
      problem: { id: 1004, auth: 2, type: 1, examples: [{ input: '1 2', output: '3' }], source: 'NOI' },
    });
    expect(body).not.toHaveProperty('uploadTestcaseDir');
  });
  test('a remote problem shows its origin, says it has no test data, hides the judge and case parts, and is saved without cases', async () => {
    signIn('root', ['root']);
    const problem = view(row({ problemId: 'CF-1A', title: 'Theatre Square', isRemote: true, remoteOj: 'CF' }), { source: 'https://codeforces.com/problemset/problem/1/A', languages: ['C++'] });
    const calls = formApi({
      [callKey(adminProblemCalls.getProblem)]: () => problem,
      [callKey(adminProblemCalls.getProblemCases)]: () => [],
      [callKey(problemCalls.getProblemTags)]: () => [],
      [callKey(adminProblemCalls.updateProblem)]: () => ({}),
      [callKey(adminProblemCalls.getProblemList)]: () => page([]),
    });
    const router = renderRoutes(routes, '/admin/problem/edit/1004');
    const origin = await screen.findByTestId('remote-origin', undefined, slow);
    expect(origin.textContent).toContain('Remote problem: Codeforces (CF)');
    expect(origin.textContent).toContain('so it has no test data here');
    expect(within(origin).getByRole('link', { name: 'The problem on Codeforces' }).getAttribute('href')).toBe('https://codeforces.com/problemset/problem/1/A');
    expect(screen.queryByTestId('test-cases')).toBeNull();
    expect(screen.queryByTestId('judge-mode-spj')).toBeNull();
    fireEvent.click(screen.getByTestId('save-problem'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/problem'), slow);
    const [body] = bodies(calls, callKey(adminProblemCalls.updateProblem)) as Record<string, unknown>[];
    expect(body).toMatchObject({
      isUploadTestCase: true,
      fileList: [],
      samples: [],
      problem: { id: 1004, problemId: 'CF-1A', judgeMode: 'default', source: 'https://codeforces.com/problemset/problem/1/A' },
    });
  });

  test('a problem that cannot be read shows why, with the way back, instead of waiting for a form that never comes', async () => {
    signIn('root', ['root']);
    formApi({
      [callKey(adminProblemCalls.getProblem)]: () => new Response(JSON.stringify({ status: 404, msg: 'The problem does not exist', data: null }), { headers: { 'Content-Type': 'application/json' } }),
      [callKey(adminProblemCalls.getProblemCases)]: () => [],
      [callKey(problemCalls.getProblemTags)]: () => [],
    });
    renderRoutes(routes, '/admin/problem/edit/404');
    const refusal = await screen.findByTestId('problem-unavailable', undefined, slow);
    expect(refusal.textContent).toContain('The problem does not exist');
    expect(within(refusal).getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/admin/problem');
    expect(screen.queryByTestId('problem-form')).toBeNull();
  });
});

describe('the tag page', { timeout: 30_000 }, () => {
  test('tags and classifications are listed; a problem editor creates a tag in a classification and deletes a classification', async () => {
    signIn('root', ['root']);
    const calls = mockApi({
      [callKey(problemCalls.getProblemTagsAndClassification)]: () => TAGS,
      [callKey(adminProblemCalls.addTag)]: ({ body }) => ({ id: 9, ...(body as object) }),
      [callKey(adminProblemCalls.deleteTagClassification)]: () => null,
    });
    renderRoutes(routes, '/admin/problem/tag');
    const rows = await screen.findAllByTestId('tag-row', undefined, slow);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Basics'), expect.stringContaining('Unclassified')]);
    fireEvent.click(screen.getByTestId('add-tag'));
    fireEvent.click(screen.getByTestId('save-tag'));
    expect(await screen.findByText('The tag name is required')).toBeTruthy();
    type('tag-name', '  Graphs ');
    await pick(screen.getByTestId('tag-classification'), 'Basics (ME)');
    fireEvent.click(screen.getByTestId('save-tag'));
    await waitFor(() => expect(bodies(calls, callKey(adminProblemCalls.addTag))).toEqual([{ name: 'Graphs', color: '#2d8cf0', oj: 'ME', tcid: 1 }]));

    fireEvent.click(within(screen.getByTestId('classification-row')).getByTestId('delete-classification'));
    fireEvent.click(await screen.findByRole('button', { name: /yes|ok|confirm/i }));
    await waitFor(() => expect(queries(calls, callKey(adminProblemCalls.deleteTagClassification))).toEqual([{ tcid: '1' }]));
  });

  test('other admins read the tags without changing them', async () => {
    signIn('coach', ['admin']);
    mockApi({ [callKey(problemCalls.getProblemTagsAndClassification)]: () => TAGS });
    renderRoutes(routes, '/admin/problem/tag');
    await screen.findAllByTestId('tag-row', undefined, slow);
    expect(screen.getByText('Only the super admin and problem admins change tags.')).toBeTruthy();
    expect(screen.queryByTestId('add-tag')).toBeNull();
    expect(screen.queryByTestId('edit-tag')).toBeNull();
  });
});
