import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportedProblem, ImportResult } from '@oj/shared/schemas/problem-exchange';
import { LIMITS } from '@oj/shared';
import { describe, expect, test, vi } from 'vitest';
import { fakeXhr } from '../../test/fake-xhr.ts';
import { mockApi, pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { ProblemExchangePage } from './pages/problem-exchange-page.tsx';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';
import { problemExchangeCalls } from '@oj/shared/api/problem-exchange';

const routes = [{ path: '/admin/problem/batch-operation', Component: ProblemExchangePage }];
const PATH = '/admin/problem/batch-operation';

const problem = (over: Partial<ImportedProblem> = {}): ImportedProblem => ({
  title: 'A + B',
  problemId: null,
  id: null,
  type: 0,
  judgeMode: 'spj',
  cases: 2,
  tags: ['math'],
  images: 1,
  error: null,
  warnings: [],
  ...over,
});
const refusal = (msg: string) => new Response(JSON.stringify({ status: 400, msg, data: null }), { headers: { 'Content-Type': 'application/json' } });
const page = <T,>(records: T[], total = records.length) => ({ records, total, current: 1, size: 10, pages: 1 });
const row = (id: number) => ({
  id,
  pid: id,
  problemId: `P${id}`,
  title: `Problem ${id}`,
  author: 'root',
  auth: 1,
  difficulty: 0,
  type: 0,
  gmtCreate: '2026-11-01T08:00:00.000Z',
  gmtModified: '2026-11-01T08:00:00.000Z',
});

/** Uploads answered by mockApi's table through the stubbed fetch, after half is reported and `gate` opens. */
const xhrThroughFetch = (gate: Promise<unknown> = Promise.resolve()) => fakeXhr({}, { fetch: true, progress: [50], until: gate });

const chooseFile = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
const fpsFile = () => new File(['<fps version="1.2"><item><title>A + B</title></item></fps>'], 'problems.xml', { type: 'text/xml' });
const selectFormat = async (label: string) => fireEvent.click(within(await screen.findByTestId('import-format')).getByText(label));
const calledWith = (calls: ReturnType<typeof mockApi>, key: string) => calls.filter((c) => c.key === key).map((c) => Object.fromEntries(c.query));

pageTestHooks();

describe('importing problems', { timeout: 20_000 }, () => {
  test('an FPS file: the upload shows its progress, the preview lists the problems, the import links to the new ones', async () => {
    signIn('root', ['root']);
    let release: () => void = () => undefined;
    const sent = xhrThroughFetch(new Promise<void>((r) => (release = r)));
    const previewed: ImportResult = {
      preview: true,
      problems: [
        problem({ warnings: ['The template language Pascal is not offered here and was left out'] }),
        problem({ title: 'Echo', problemId: 'E-1', judgeMode: 'default', type: 1, tags: [], images: 0 }),
      ],
    };
    const imported: ImportResult = { preview: false, problems: [problem({ problemId: 'P1001', id: 1001 }), problem({ title: 'Echo', problemId: 'E-1', id: 1002 })] };
    const calls = mockApi({
      [callKey(adminProblemCalls.getProblemList)]: () => page([]),
      [callKey(problemExchangeCalls.importFPSProblem)]: ({ query }) => (query.get('preview') ? previewed : imported),
    });
    renderRoutes(routes, PATH);
    await selectFormat('FPS XML');
    chooseFile(fpsFile());
    fireEvent.click(screen.getByTestId('import-preview-button'));
    expect(await screen.findByText('Uploading… 50%')).toBeTruthy();
    release();
    const preview = await screen.findByTestId('import-preview');
    expect(calledWith(calls, callKey(problemExchangeCalls.importFPSProblem))).toEqual([{ preview: 'true' }]);
    expect(((sent[0]!.body as FormData).get('file') as File).name).toBe('problems.xml');
    const rows = within(preview).getAllByTestId('imported-problem');
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(0, 7).map((td) => td.textContent))).toEqual([
      ['given on import', 'A + B', 'ACM', 'Special judge', '2', 'math', '1'],
      ['E-1', 'Echo', 'OI', 'Standard', '2', '', '0'],
    ]);
    expect(within(rows[0]!).getByTestId('problem-warnings').textContent).toBe('The template language Pascal is not offered here and was left out');
    fireEvent.click(screen.getByTestId('import-confirm'));
    const result = await screen.findByTestId('import-result');
    expect(calledWith(calls, callKey(problemExchangeCalls.importFPSProblem))).toEqual([{ preview: 'true' }, {}]);
    expect(sent).toHaveLength(2);
    expect(screen.getByTestId('import-done').textContent).toBe('2 problem(s) imported');
    expect(
      within(result)
        .getAllByTestId('edit-imported')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/admin/problem/edit/1001', '/admin/problem/edit/1002']);
    expect(
      within(result)
        .getAllByTestId('view-imported')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/problem/P1001', '/problem/E-1']);
    // the export list below reads the problems again, the new ones with them
    await waitFor(() => expect(calls.filter((c) => c.key === callKey(adminProblemCalls.getProblemList))).toHaveLength(2));
  });

  test('a problem with an error cannot be imported; a refused archive shows the API message and the page stays as it was', async () => {
    signIn('root', ['root']);
    xhrThroughFetch();
    const calls = mockApi({
      [callKey(adminProblemCalls.getProblemList)]: () => page([]),
      [callKey(problemExchangeCalls.importProblem)]: () => refusal('The file is not a readable zip archive'),
      [callKey(problemExchangeCalls.importQDOJProblem)]: () => ({ preview: true, problems: [problem(), problem({ title: 'Empty', cases: 0, error: 'It holds no test cases' })] }),
    });
    renderRoutes(routes, PATH);
    fireEvent.click(await screen.findByTestId('import-preview-button'));
    expect((await screen.findByTestId('import-error')).textContent).toBe('Please choose a file to import');
    chooseFile(new File(['<fps/>'], 'wrong.xml'));
    fireEvent.click(screen.getByTestId('import-preview-button'));
    expect((await screen.findByTestId('import-error')).textContent).toBe('HOJ problem zip archives are .zip files');
    chooseFile(new File(['not a zip'], 'broken.zip'));
    fireEvent.click(screen.getByTestId('import-preview-button'));
    await waitFor(() => expect(screen.getByTestId('import-error').textContent).toBe('The file is not a readable zip archive'));
    expect(screen.queryByTestId('import-preview')).toBeNull();
    expect(screen.getByTestId('import-preview-button')).toBeTruthy();

    await selectFormat('QDUOJ zip');
    chooseFile(new File(['zip'], 'qd.zip'));
    fireEvent.click(screen.getByTestId('import-preview-button'));
    const preview = await screen.findByTestId('import-preview');
    expect(within(preview).getByTestId('problem-error').textContent).toBe('It holds no test cases');
    expect(screen.getByTestId('import-blocked')).toBeTruthy();
    expect((screen.getByTestId('import-confirm') as HTMLButtonElement).disabled).toBe(true);
    expect(calledWith(calls, callKey(problemExchangeCalls.importQDOJProblem))).toEqual([{ preview: 'true' }]);
  });

  test('a failed import keeps the preview and says why', async () => {
    signIn('root', ['root']);
    xhrThroughFetch();
    mockApi({
      [callKey(adminProblemCalls.getProblemList)]: () => page([]),
      [callKey(problemExchangeCalls.importHydroProblem)]: ({ query }) =>
        query.get('preview') ? { preview: true, problems: [problem({ problemId: 'H1' })] } : refusal('Nothing was imported: The problem id H1 is taken'),
    });
    renderRoutes(routes, PATH);
    await selectFormat('Hydro zip');
    chooseFile(new File(['zip'], 'hydro.zip'));
    fireEvent.click(screen.getByTestId('import-preview-button'));
    fireEvent.click(await screen.findByTestId('import-confirm'));
    await waitFor(() => expect(screen.getByTestId('import-error').textContent).toBe('Nothing was imported: The problem id H1 is taken'));
    expect(screen.getByTestId('import-preview')).toBeTruthy();
    expect(screen.queryByTestId('import-result')).toBeNull();
  });

  test('an archive too large for one request goes to storage once; the preview and the import name it by its key', async () => {
    signIn('root', ['root']);
    const KEY = '5f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const url = `http://storage.test/uploads/${KEY}.zip`;
    const sent = xhrThroughFetch();
    const calls = mockApi({
      [callKey(adminProblemCalls.getProblemList)]: () => page([]),
      [callKey(adminProblemCalls.addTestcaseUpload)]: () => ({ key: KEY, url, headers: { 'Content-Type': 'application/zip' }, maxBytes: LIMITS.testcaseUploadMaxBytes }),
      [`PUT /uploads/${KEY}.zip`]: () => new Response(null, { status: 200 }),
      [callKey(problemExchangeCalls.addImportPolygonProblem)]: ({ query }) => ({ preview: Boolean(query.get('preview')), problems: [problem({ problemId: 'POLY', id: query.get('preview') ? null : 7 })] }),
    });
    renderRoutes(routes, PATH);
    await selectFormat('Polygon package');
    const big = new File([new Uint8Array(LIMITS.testcaseZipMaxBytes + 1)], 'package.zip');
    chooseFile(big);
    fireEvent.click(screen.getByTestId('import-preview-button'));
    fireEvent.click(await screen.findByTestId('import-confirm'));
    await screen.findByTestId('import-result');
    expect(calls.find((c) => c.key === callKey(adminProblemCalls.addTestcaseUpload))?.body).toEqual({ size: big.size });
    expect(sent.map((s) => s.url)).toEqual([url]);
    expect(calledWith(calls, callKey(problemExchangeCalls.addImportPolygonProblem))).toEqual([{ key: KEY, preview: 'true' }, { key: KEY }]);
  });
});

describe('exporting problems', { timeout: 20_000 }, () => {
  test('the selection must not be empty; it is kept across pages and sent as one list', async () => {
    signIn('root', ['root']);
    const calls = mockApi({
      [callKey(adminProblemCalls.getProblemList)]: ({ query }) => (query.get('currentPage') === '2' ? page([row(3)], 13) : page([row(1), row(2)], 13)),
      [callKey(problemExchangeCalls.exportProblem)]: () =>
        new Response(new Blob(['zip']), { headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="problem_export_2.zip"' } }),
    });
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:zip');
    const router = renderRoutes(routes, PATH);
    await screen.findAllByTestId('export-row');
    fireEvent.click(screen.getByTestId('export-button'));
    expect((await screen.findByTestId('export-error')).textContent).toBe('The problem selected for export cannot be empty');
    expect(calls.some((c) => c.key === callKey(problemExchangeCalls.exportProblem))).toBe(false);

    fireEvent.click(within(screen.getAllByTestId('export-row')[1]!).getByTestId('export-select'));
    await waitFor(() => expect(screen.getByTestId('export-count').textContent).toBe('1 selected'));
    await router.navigate(`${PATH}?currentPage=2`);
    await waitFor(() => expect(screen.getAllByTestId('export-row')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('export-select-page'));
    await waitFor(() => expect(screen.getByTestId('export-count').textContent).toBe('2 selected'));
    await router.navigate(PATH);
    await waitFor(() => expect(screen.getAllByTestId('export-row')).toHaveLength(2));
    expect((within(screen.getAllByTestId('export-row')[1]!).getByTestId('export-select') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(calledWith(calls, callKey(problemExchangeCalls.exportProblem))).toEqual([{ pid: '2,3' }]));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(screen.queryByTestId('export-error')).toBeNull();
    fireEvent.click(screen.getByTestId('export-clear'));
    expect(screen.getByTestId('export-count').textContent).toBe('0 selected');
  });
});
