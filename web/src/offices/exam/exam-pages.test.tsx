import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi, pageTestHooks, renderRoutes, signIn, type Handler, callKey } from '../../test/page-app.tsx';
import { adminExam } from '../../test/admin-exam.ts';
import { ExamFormPage } from './pages/exam-form-page.tsx';
import { ExamListPage } from './pages/exam-list-page.tsx';
import { ExamProblemsPage } from './pages/exam-problems-page.tsx';
import { adminExamCalls } from '@oj/shared/api/admin-exam';
import { examCalls } from '@oj/shared/api/exam';

const routes = [
  { path: '/admin/exam', Component: ExamListPage },
  { path: '/admin/exam/create', Component: ExamFormPage },
  { path: '/admin/exam/:timedWorkId/edit', Component: ExamFormPage },
  { path: '/admin/exam/:timedWorkId/problems', Component: ExamProblemsPage },
];

const page = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10, pages: 1 });
const problemRow = (id: number, title: string) => ({ id, problemId: String(id), title, type: 0, difficulty: 0, author: 'root' });
const entry = (pid: number, displayId: string) => ({ id: pid - 990, tid: 5, pid, displayId, displayTitle: `Shown ${displayId}`, gmtCreate: '' });
const refusal = (msg: string) => new Response(JSON.stringify({ status: 400, msg, data: null }), { headers: { 'Content-Type': 'application/json' } });
const query = (calls: ReturnType<typeof mockApi>, key: string) => Object.fromEntries(calls.filter((c) => c.key === key).at(-1)?.query ?? []);
const confirm = async () => fireEvent.click(await screen.findByRole('button', { name: /yes|ok|confirm/i }));

pageTestHooks();

// Each test walks a page through several calls and dialogs; the default 5 s is tight on a busy machine.
const SLOW = { timeout: 20_000 };

describe('the back office exam list', SLOW, () => {
  test('keyword and page in the query string, auth and status tags, the visibility switch, delete after a question for the super admin', async () => {
    signIn('root', ['root']);
    const calls = mockApi({
      [callKey(adminExamCalls.getTimedWorkList)]: () => page([adminExam(), adminExam({ id: 6, title: 'Quiz', auth: 0, status: 0, visible: false, uid: 'uid-other' })]),
      [callKey(adminExamCalls.changeTimedWorkVisible)]: () => null,
      [callKey(adminExamCalls.deleteTimedWork)]: () => null,
    });
    const router = renderRoutes(routes, '/admin/exam?keyword=mid&currentPage=2');
    // The first page of the file also loads the exam strings and the list's code.
    const [first, second] = await screen.findAllByTestId('admin-exam-row', {}, { timeout: 5000 });
    expect(query(calls, callKey(adminExamCalls.getTimedWorkList))).toEqual({ currentPage: '2', limit: '10', keyword: 'mid' });
    expect(within(first!).getByTestId('exam-auth').textContent).toBe('Private');
    expect(within(second!).getByTestId('exam-auth').textContent).toBe('Public');
    expect(within(first!).getByTestId('status-tag').textContent).toBe('Not Started');
    expect(within(second!).getByTestId('status-tag').textContent).toBe('Running');
    expect(within(first!).getByTestId('exam-problems').getAttribute('href')).toBe('/admin/exam/5/problems');
    expect(within(second!).getByTestId('edit-exam').getAttribute('href')).toBe('/admin/exam/6/edit');
    fireEvent.click(within(second!).getByTestId('visible-switch'));
    await waitFor(() => expect(query(calls, callKey(adminExamCalls.changeTimedWorkVisible))).toEqual({ id: '6', visible: 'true' }));
    fireEvent.click(within(first!).getByTestId('delete-exam'));
    expect(calls.some((c) => c.key === callKey(adminExamCalls.deleteTimedWork))).toBe(false);
    await confirm();
    await waitFor(() => expect(query(calls, callKey(adminExamCalls.deleteTimedWork))).toEqual({ id: '5' }));
    fireEvent.change(screen.getByTestId('exam-search'), { target: { value: ' final ' } });
    fireEvent.keyDown(screen.getByTestId('exam-search'), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=final'));
  });

  test("an admin manages only their own exams and deletes none, as the API's routes say", async () => {
    signIn('coach', ['admin']);
    mockApi({ [callKey(adminExamCalls.getTimedWorkList)]: () => page([adminExam(), adminExam({ id: 6, uid: 'uid-other' })]) });
    renderRoutes(routes, '/admin/exam');
    const [own, other] = await screen.findAllByTestId('admin-exam-row');
    expect(within(own!).getByTestId('edit-exam')).toBeTruthy();
    expect((within(own!).getByTestId('visible-switch') as HTMLInputElement).disabled).toBe(false);
    expect(within(own!).queryByTestId('delete-exam')).toBeNull();
    expect(within(other!).queryByTestId('edit-exam')).toBeNull();
    expect(within(other!).queryByTestId('exam-problems')).toBeNull();
    expect((within(other!).getByTestId('visible-switch') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('the exam form', SLOW, () => {
  test('the defaults, each missing field named before sending, the password of a private exam, the body sent', async () => {
    signIn('root', ['root']);
    const calls = mockApi({ [callKey(adminExamCalls.addTimedWork)]: () => adminExam() });
    const router = renderRoutes(routes, '/admin/exam/create');
    expect(((await screen.findByTestId('exam-duration')) as HTMLInputElement).value).toBe('2 hr');
    expect((screen.getByTestId('exam-visible') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('auth-open') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('exam-password')).toBeNull();
    expect(screen.queryByTestId('extra-files')).toBeNull();

    fireEvent.click(screen.getByTestId('save-exam'));
    await waitFor(() => expect(screen.getAllByText('exam title cannot be empty')).toHaveLength(2));
    expect(screen.getByTestId('toast').textContent).toContain('exam title cannot be empty');
    expect(screen.getByTestId('description-error').textContent).toBe('exam description cannot be empty');
    expect(screen.getByText('Start time is required')).toBeTruthy();
    expect(screen.getByText('End time is required')).toBeTruthy();

    fireEvent.change(screen.getByTestId('exam-title'), { target: { value: 'Midterm' } });
    // The edited field's message goes, the others stay until the next save.
    await waitFor(() => expect(within(screen.getByTestId('exam-form')).queryByText('exam title cannot be empty')).toBeNull());
    expect(screen.getByText('Start time is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /description/i }), { target: { value: 'Two hours' } });
    fireEvent.change(screen.getByTestId('start-time'), { target: { value: '2026-11-02T08:00' } });
    fireEvent.change(screen.getByTestId('end-time'), { target: { value: '2026-11-02T07:00' } });
    fireEvent.click(screen.getByTestId('save-exam'));
    await waitFor(() => expect(screen.getAllByText('The end time must be after the start time')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('end-time'), { target: { value: '2026-11-02T12:00' } });

    fireEvent.click(screen.getByTestId('exam-duration'));
    fireEvent.click(await screen.findByRole('option', { name: '1 hr 30 min', hidden: true }));
    fireEvent.click(screen.getByTestId('auth-private'));
    fireEvent.click(screen.getByTestId('save-exam'));
    await waitFor(() => expect(screen.getAllByText('Password is required')).toHaveLength(2));
    expect(calls.some((c) => c.key === callKey(adminExamCalls.addTimedWork))).toBe(false);

    fireEvent.change(screen.getByTestId('exam-password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByTestId('exam-visible'));
    fireEvent.click(screen.getByTestId('save-exam'));
    await waitFor(() =>
      expect(calls.find((c) => c.key === callKey(adminExamCalls.addTimedWork))?.body).toEqual({
        title: 'Midterm',
        description: 'Two hours',
        startTime: new Date('2026-11-02T08:00').toISOString(),
        endTime: new Date('2026-11-02T12:00').toISOString(),
        duration: 5400,
        auth: 1,
        pwd: 'pw',
        visible: false,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/exam'));
  });

  test('editing reads the exam with its password and sends it back with its id; a refusal is shown as the API words it', async () => {
    signIn('root', ['root']);
    let refuse = true;
    const calls = mockApi({
      [callKey(adminExamCalls.getTimedWork)]: () => ({ ...adminExam(), pwd: 'secret' }),
      [callKey(examCalls.getTimedWorkInfo)]: () => ({ extraFile: null }),
      [callKey(adminExamCalls.updateTimedWork)]: () => (refuse ? refusal('The exam changed meanwhile; reload it and try again') : adminExam()),
    });
    renderRoutes(routes, '/admin/exam/5/edit');
    expect(((await screen.findByTestId('exam-title')) as HTMLInputElement).value).toBe('Midterm');
    expect(query(calls, callKey(adminExamCalls.getTimedWork))).toEqual({ tid: '5' });
    expect((screen.getByTestId('exam-password') as HTMLInputElement).value).toBe('secret');
    fireEvent.click(screen.getByTestId('save-exam'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('The exam changed meanwhile; reload it and try again'));
    refuse = false;
    fireEvent.click(screen.getByTestId('save-exam'));
    await waitFor(() => expect(calls.filter((c) => c.key === callKey(adminExamCalls.updateTimedWork))).toHaveLength(2));
    expect(calls.filter((c) => c.key === callKey(adminExamCalls.updateTimedWork))[1]?.body).toEqual({
      id: 5,
      title: 'Midterm',
      description: 'Two **hours**',
      startTime: '2026-11-02T08:00:00.000Z',
      endTime: '2026-11-02T12:00:00.000Z',
      duration: 7200,
      auth: 1,
      pwd: 'secret',
      visible: true,
    });
  });

  test('an exam the caller may not change shows the refusal instead of the form', async () => {
    signIn('setter', ['admin']);
    mockApi({ [callKey(adminExamCalls.getTimedWork)]: () => refusal("Only the super admin and the exam's author may change this exam") });
    renderRoutes(routes, '/admin/exam/5/edit');
    expect((await screen.findByTestId('exam-unavailable')).textContent).toBe("Only the super admin and the exam's author may change this exam");
    expect(screen.queryByTestId('exam-form')).toBeNull();
  });
});

describe('the extra files of an exam', SLOW, () => {
  test('listed from the exam info; added with name and content checked first, edited in place, deleted after a question', async () => {
    signIn('coach', ['admin']);
    let files: Record<string, string> = { 'in.txt': '1 2' };
    const calls = mockApi({
      [callKey(adminExamCalls.getTimedWork)]: () => ({ ...adminExam(), pwd: 'secret' }),
      [callKey(examCalls.getTimedWorkInfo)]: () => ({ extraFile: Object.keys(files).length ? JSON.stringify(files) : null }),
      [callKey(adminExamCalls.addExtraFile)]: ({ body }) => {
        const { name, content } = body as { name: string; content: string };
        files = { ...files, [name]: content };
        return null;
      },
      [callKey(adminExamCalls.deleteExtraFile)]: ({ query: q }) => {
        const { [q.get('name')!]: _gone, ...rest } = files;
        files = rest;
        return null;
      },
    });
    renderRoutes(routes, '/admin/exam/5/edit');
    const card = await screen.findByTestId('extra-files');
    const row = await within(card).findByTestId('extra-file-row');
    expect(query(calls, callKey(examCalls.getTimedWorkInfo))).toEqual({ tid: '5' });
    expect(row.textContent).toContain('in.txt');
    expect(row.textContent).toContain('3 characters');

    fireEvent.click(within(card).getByTestId('save-file'));
    expect(await within(card).findByText('The file name is required')).toBeTruthy();
    expect(within(card).getByText('The file content is required')).toBeTruthy();
    fireEvent.change(within(card).getByTestId('file-name'), { target: { value: 'a/b.txt' } });
    fireEvent.change(within(card).getByTestId('file-content'), { target: { value: 'x' } });
    fireEvent.click(within(card).getByTestId('save-file'));
    expect(await within(card).findByText('The file name cannot contain / or \\')).toBeTruthy();
    expect(calls.some((c) => c.key === callKey(adminExamCalls.addExtraFile))).toBe(false);

    fireEvent.change(within(card).getByTestId('file-name'), { target: { value: ' data.txt ' } });
    fireEvent.click(within(card).getByTestId('save-file'));
    await waitFor(() => expect(within(card).getAllByTestId('extra-file-row')).toHaveLength(2));
    expect(calls.find((c) => c.key === callKey(adminExamCalls.addExtraFile))?.body).toEqual({ tid: 5, name: 'data.txt', content: 'x' });
    expect((within(card).getByTestId('file-name') as HTMLInputElement).value).toBe('');

    fireEvent.click(within(within(card).getAllByTestId('extra-file-row')[1]!).getByTestId('edit-file'));
    expect((within(card).getByTestId('file-name') as HTMLInputElement).value).toBe('in.txt');
    expect((within(card).getByTestId('file-content') as HTMLTextAreaElement).value).toBe('1 2');
    fireEvent.change(within(card).getByTestId('file-content'), { target: { value: '3 4 5' } });
    fireEvent.click(within(card).getByTestId('save-file'));
    await waitFor(() => expect(calls.filter((c) => c.key === callKey(adminExamCalls.addExtraFile)).at(-1)?.body).toEqual({ tid: 5, name: 'in.txt', content: '3 4 5' }));

    fireEvent.click(within(within(card).getAllByTestId('extra-file-row')[0]!).getByTestId('delete-file'));
    await confirm();
    await waitFor(() => expect(query(calls, callKey(adminExamCalls.deleteExtraFile))).toEqual({ tid: '5', name: 'data.txt' }));
    await waitFor(() => expect(within(card).getAllByTestId('extra-file-row')).toHaveLength(1));
  });
});

describe('the exam problems', SLOW, () => {
  const api = (extra: Record<string, Handler> = {}) =>
    mockApi({
      [callKey(adminExamCalls.getTimedWork)]: () => adminExam(),
      [callKey(adminExamCalls.getProblemList)]: ({ query: q }) =>
        q.get('queryExisted') === 'true'
          ? { problemList: page([problemRow(1000, 'A+B Problem')]), timedProblemMap: { 1000: entry(1000, 'A') } }
          : { problemList: page([problemRow(1002, 'Square Root')]), timedProblemMap: { 1000: entry(1000, 'A') } },
      [callKey(adminExamCalls.deleteProblem)]: () => null,
      [callKey(adminExamCalls.addProblemFromPublic)]: () => entry(1002, 'B'),
      ...extra,
    });

  test('listed with display ids and titles; a problem is removed after a question', async () => {
    signIn('coach', ['admin']);
    const calls = api();
    renderRoutes(routes, '/admin/exam/5/problems');
    const row = await screen.findByTestId('exam-problem-row');
    expect(await screen.findByText('Problems of Midterm')).toBeTruthy();
    expect(query(calls, callKey(adminExamCalls.getProblemList))).toEqual({ tid: '5', queryExisted: 'true', currentPage: '1', limit: '10' });
    expect(row.textContent).toContain('A');
    expect(row.textContent).toContain('1000 A+B Problem');
    expect(row.textContent).toContain('Shown A');
    fireEvent.click(within(row).getByTestId('remove-problem'));
    await confirm();
    await waitFor(() => expect(query(calls, callKey(adminExamCalls.deleteProblem))).toEqual({ tid: '5', pid: '1000' }));
  });

  test('adding from the public problems asks the display id, checks it, and shows a refusal as the API words it', async () => {
    signIn('coach', ['admin']);
    let refuse = true;
    const calls = api({ [callKey(adminExamCalls.addProblemFromPublic)]: () => (refuse ? refusal('The display id A is already used in this exam') : entry(1002, 'B')) });
    renderRoutes(routes, '/admin/exam/5/problems');
    fireEvent.click(await screen.findByTestId('add-from-public'));
    expect(await screen.findByText(/each shows in the exam under the display id you give it/)).toBeTruthy();
    const row = await screen.findByTestId('public-problem-row');
    expect(query(calls, callKey(adminExamCalls.getProblemList))).toEqual({ tid: '5', queryExisted: 'false', currentPage: '1', limit: '10' });
    fireEvent.click(within(row).getByTestId('pick-problem'));
    expect(await screen.findByText('Display ID of 1002 Square Root in the exam')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-add'));
    expect(await screen.findByText('Please give the display id')).toBeTruthy();
    expect(calls.some((c) => c.key === callKey(adminExamCalls.addProblemFromPublic))).toBe(false);
    fireEvent.change(screen.getByTestId('display-id'), { target: { value: 'A' } });
    fireEvent.click(screen.getByTestId('confirm-add'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('The display id A is already used in this exam'));
    expect(screen.getByTestId('display-id-prompt')).toBeTruthy();
    refuse = false;
    fireEvent.change(screen.getByTestId('display-id'), { target: { value: ' B ' } });
    fireEvent.click(screen.getByTestId('confirm-add'));
    await waitFor(() => expect(calls.filter((c) => c.key === callKey(adminExamCalls.addProblemFromPublic)).at(-1)?.body).toEqual({ tid: 5, pid: 1002, displayId: 'B' }));
    await waitFor(() => expect(screen.queryByTestId('display-id-prompt')).toBeNull());
  });
});
