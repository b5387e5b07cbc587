import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BatchJob } from '@oj/shared/schemas/user-batch';
import { describe, expect, test, vi } from 'vitest';
import { mockApi, pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { UsersPage } from './pages/users-page.tsx';
import { adminUserCalls } from '@oj/shared/api/admin-user';
import { userBatchCalls } from '@oj/shared/api/user-batch';

const routes = [{ path: '/admin/user', Component: UsersPage }];
const JOB_ID = 'a'.repeat(32);
const page = { records: [], total: 0, current: 1, size: 10, pages: 0 };
const job = (over: Partial<BatchJob> = {}): BatchJob => ({
  id: JOB_ID,
  kind: 'import',
  state: 'running',
  total: 3,
  processed: 0,
  created: 0,
  failed: 0,
  gmtCreate: new Date().toISOString(),
  gmtModified: new Date().toISOString(),
  failures: [],
  ...over,
});
const last = (calls: ReturnType<typeof mockApi>, key: string) => calls.filter((c) => c.key === key).at(-1);
const chooseFile = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
const csv = (text: string, name = 'users.csv') => new File([text], name, { type: 'text/csv' });

pageTestHooks();

const SLOW = { timeout: 20_000 };

describe('the CSV import tab', SLOW, () => {
  test("the API's preview with each bad row's problem before anything is written, then the job's progress and per-row report", async () => {
    signIn('root', ['root']);
    const reads = [job(), job({ processed: 3, created: 1, failed: 2, state: 'done', failures: [{ row: 3, username: 'dora', field: 'username', message: 'The_username_already_exists' }] })];
    const calls = mockApi({
      [callKey(adminUserCalls.getUserList)]: () => page,
      [callKey(userBatchCalls.addBatchPreview)]: () => ({ total: 3, valid: 1, problems: [{ row: 2, username: 'bob', field: 'password', message: 'Password_Check_Between' }] }),
      [callKey(userBatchCalls.insertBatchUser)]: () => ({ id: JOB_ID, total: 3 }),
      [callKey(userBatchCalls.getBatchJob)]: () => reads.shift() ?? reads.at(-1) ?? job(),
    });
    renderRoutes(routes, '/admin/user');
    fireEvent.click(await screen.findByTestId('tab-import', {}, { timeout: 5000 }));
    chooseFile(csv('alice,secret-1', 'users.txt'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('users.txt is not a .csv file'));
    expect(last(calls, callKey(userBatchCalls.addBatchPreview))).toBeUndefined();

    chooseFile(csv('\uFEFFalice,secret-1,alice@example.test,Alice,female,Al,"MIT, Boston"\nbob,123\ndora,secret-3\n'));
    await waitFor(() => expect(screen.getByTestId('import-summary').textContent).toBe('users.csv: 3 rows, 1 ready to import, 2 with problems.'));
    // The rows sent are the file's, UTF-8 with its mark dropped and quoted commas kept.
    expect(last(calls, callKey(userBatchCalls.addBatchPreview))?.body).toEqual({
      users: [
        ['alice', 'secret-1', 'alice@example.test', 'Alice', 'female', 'Al', 'MIT, Boston'],
        ['bob', '123'],
        ['dora', 'secret-3'],
      ],
    });
    expect(screen.getAllByTestId('import-row')).toHaveLength(3);
    const problem = within(screen.getByTestId('preview-problems')).getByTestId('row-problem');
    expect(problem.textContent).toContain('bob');
    expect(problem.textContent).toContain('The password must have 6 to 20 characters');
    expect(last(calls, callKey(userBatchCalls.insertBatchUser))).toBeUndefined();

    fireEvent.click(screen.getByTestId('start-import'));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(last(calls, callKey(userBatchCalls.insertBatchUser))?.body).toEqual(last(calls, callKey(userBatchCalls.addBatchPreview))?.body));
    await waitFor(() => expect(screen.getByTestId('job-state').textContent).toBe('Done'), { timeout: 5000 });
    expect(screen.getByTestId('job-counts').textContent).toBe('3 / 3 processed, 1 created, 2 refused');
    const failure = within(screen.getByTestId('job-failures')).getByTestId('row-problem');
    expect(failure.textContent).toContain('The username already exists');
    expect(screen.queryByTestId('start-import')).toBeNull();
  });

  test('an empty file is refused before any call', async () => {
    signIn('root', ['root']);
    const calls = mockApi({ [callKey(adminUserCalls.getUserList)]: () => page });
    renderRoutes(routes, '/admin/user');
    fireEvent.click(await screen.findByTestId('tab-import', {}, { timeout: 5000 }));
    chooseFile(csv('\n\n'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('The users to insert must not be empty'));
    expect(last(calls, callKey(userBatchCalls.addBatchPreview))).toBeUndefined();
  });
});

describe('a job that stops moving', SLOW, () => {
  test('after 30 s without progress it may be queued again where it stopped', async () => {
    signIn('root', ['root']);
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = mockApi({
      [callKey(adminUserCalls.getUserList)]: () => page,
      [callKey(userBatchCalls.generateUser)]: () => ({ id: JOB_ID, total: 300, key: JOB_ID }),
      [callKey(userBatchCalls.getBatchJob)]: () => job({ kind: 'generate', total: 300, processed: 100, created: 100 }),
      [callKey(userBatchCalls.addBatchJobResume)]: () => job({ kind: 'generate', total: 300, processed: 100, created: 100 }),
    });
    renderRoutes(routes, '/admin/user');
    fireEvent.click(await screen.findByTestId('tab-generate', {}, { timeout: 5000 }));
    fireEvent.change(screen.getByTestId('generate-from'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('generate-to'), { target: { value: '300' } });
    fireEvent.click(screen.getByTestId('start-generate'));
    await waitFor(() => expect(screen.getByTestId('job-counts').textContent).toBe('100 / 300 processed, 100 created, 0 refused'));
    expect(screen.queryByTestId('resume-job')).toBeNull();
    vi.setSystemTime(Date.now() + 31_000);
    fireEvent.click(await screen.findByTestId('resume-job', {}, { timeout: 5000 }));
    await waitFor(() => expect(last(calls, callKey(userBatchCalls.addBatchJobResume))?.body).toEqual({ id: JOB_ID }));
    await waitFor(() => expect(screen.queryByTestId('resume-job')).toBeNull());
  });
});

describe('the batch generation tab', SLOW, () => {
  test('checked by the API rules, then the job with its progress and the spreadsheet download', async () => {
    signIn('root', ['root']);
    const calls = mockApi({
      [callKey(adminUserCalls.getUserList)]: () => page,
      [callKey(userBatchCalls.generateUser)]: () => ({ id: JOB_ID, total: 20, key: JOB_ID }),
      [callKey(userBatchCalls.getBatchJob)]: () => job({ kind: 'generate', total: 20, processed: 20, created: 20, state: 'done' }),
      [callKey(userBatchCalls.generateUserExcel)]: () => new Response(new Blob(['xlsx']), { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
    });
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:xlsx');
    renderRoutes(routes, '/admin/user');
    fireEvent.click(await screen.findByTestId('tab-generate', {}, { timeout: 5000 }));
    fireEvent.click(screen.getByTestId('start-generate'));
    await waitFor(() => expect(screen.getByText('The start number is required')).toBeTruthy());
    expect(screen.getByText('The end number is required')).toBeTruthy();

    fireEvent.change(screen.getByTestId('generate-prefix'), { target: { value: 'team' } });
    fireEvent.change(screen.getByTestId('generate-suffix'), { target: { value: '_x' } });
    fireEvent.change(screen.getByTestId('generate-from'), { target: { value: '20' } });
    fireEvent.change(screen.getByTestId('generate-to'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('generate-length'), { target: { value: '30' } });
    expect(screen.getByTestId('generate-example').textContent).toBe('The first account: team20_x');
    fireEvent.click(screen.getByTestId('start-generate'));
    await waitFor(() => expect(screen.getByText('The end number must not be below the start number')).toBeTruthy());
    expect(screen.getByText('The password length must be a number from 6 to 25')).toBeTruthy();
    expect(last(calls, callKey(userBatchCalls.generateUser))).toBeUndefined();

    fireEvent.change(screen.getByTestId('generate-from'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('generate-to'), { target: { value: '20' } });
    fireEvent.change(screen.getByTestId('generate-length'), { target: { value: '8' } });
    fireEvent.click(screen.getByTestId('start-generate'));
    await waitFor(() => expect(last(calls, callKey(userBatchCalls.generateUser))?.body).toEqual({ prefix: 'team', suffix: '_x', number_from: 1, number_to: 20, password_length: 8 }));
    await waitFor(() => expect(screen.getByTestId('job-counts').textContent).toBe('20 / 20 processed, 20 created, 0 refused'));
    fireEvent.click(screen.getByTestId('download-generated'));
    await waitFor(() => expect(Object.fromEntries(last(calls, callKey(userBatchCalls.generateUserExcel))?.query ?? [])).toEqual({ key: JOB_ID }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    saved.mockRestore();
  });
});
