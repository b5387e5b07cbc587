import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi, pageTestHooks, renderRoutes, signIn, type Handler, callKey } from '../../test/page-app.tsx';
import type { AdminTraining, Category } from '../../offices/training/api/admin-training-api.ts';
import { CategoryPage } from './pages/category-page.tsx';
import { TrainingFormPage } from '../../offices/training/pages/training-form-page.tsx';
import { TrainingListPage } from '../../offices/training/pages/training-list-page.tsx';
import { TrainingProblemsPage } from '../../offices/training/pages/training-problems-page.tsx';
import { adminTrainingCalls } from '@oj/shared/api/admin-training';
import { trainingCalls } from '@oj/shared/api/training';
import { pick } from '../../test/page-helpers.ts';

const routes = [
  { path: '/admin/training', Component: TrainingListPage },
  { path: '/admin/training/create', Component: TrainingFormPage },
  { path: '/admin/training/:trainingId/edit', Component: TrainingFormPage },
  { path: '/admin/training/:trainingId/problems', Component: TrainingProblemsPage },
  { path: '/admin/training/category', Component: CategoryPage },
];

const training = (over: Partial<AdminTraining> = {}): AdminTraining => ({
  id: 8,
  title: 'Graph basics',
  description: 'Walk **them**',
  author: 'coach',
  auth: 'Private',
  status: true,
  rank: 4,
  isGroup: false,
  gid: null,
  gmtCreate: '2026-11-01T08:00:00.000Z',
  gmtModified: '2026-11-02T08:00:00.000Z',
  ...over,
});
const category: Category = { id: 2, name: 'Graphs', color: '#409EFF', gid: null, gmtCreate: '2026-11-01T08:00:00.000Z', gmtModified: '2026-11-01T08:00:00.000Z' };
const page = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10, pages: 1 });
const problemRow = (id: number) => ({ id, problemId: String(id), title: `Problem ${id}`, author: 'root', auth: 1, type: 0, isRemote: false });
const entry = (pid: number, rank: number) => ({ id: pid - 900, tid: 8, pid, displayId: String(pid), rank, gmtCreate: '', gmtModified: '' });
const query = (calls: ReturnType<typeof mockApi>, key: string) => Object.fromEntries(calls.filter((c) => c.key === key).at(-1)?.query ?? []);

pageTestHooks();

describe('the back office training list', () => {
  test('keyword and page in the query string, the visibility switch, delete for the super admin only', async () => {
    signIn('root', ['root']);
    const calls = mockApi({
      [callKey(adminTrainingCalls.getTrainingList)]: () => page([training()]),
      [callKey(adminTrainingCalls.changeTrainingStatus)]: () => null,
      [callKey(adminTrainingCalls.deleteTraining)]: () => null,
    });
    const router = renderRoutes(routes, '/admin/training?keyword=graph&currentPage=2');
    const row = await screen.findByTestId('admin-training-row');
    expect(query(calls, callKey(adminTrainingCalls.getTrainingList))).toEqual({ currentPage: '2', limit: '10', keyword: 'graph' });
    fireEvent.click(within(row).getByTestId('status-switch'));
    await waitFor(() => expect(query(calls, callKey(adminTrainingCalls.changeTrainingStatus))).toEqual({ tid: '8', status: 'false' }));
    fireEvent.click(within(row).getByTestId('delete-training'));
    fireEvent.click(await screen.findByRole('button', { name: /yes|ok|confirm/i }));
    await waitFor(() => expect(query(calls, callKey(adminTrainingCalls.deleteTraining))).toEqual({ tid: '8' }));
    fireEvent.change(screen.getByTestId('training-search'), { target: { value: ' trees ' } });
    fireEvent.keyDown(screen.getByTestId('training-search'), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=trees'));
  });

  test('an admin who is not the super admin has no delete', async () => {
    signIn('coach', ['admin']);
    mockApi({ [callKey(adminTrainingCalls.getTrainingList)]: () => page([training()]) });
    renderRoutes(routes, '/admin/training');
    const row = await screen.findByTestId('admin-training-row');
    expect(within(row).queryByTestId('delete-training')).toBeNull();
    expect(within(row).getByTestId('training-problems').getAttribute('href')).toBe('/admin/training/8/problems');
  });
});

describe('the training form', () => {
  test('without categories it says so and links to the category page', async () => {
    signIn('root', ['root']);
    mockApi({ [callKey(trainingCalls.getTrainingCategory)]: () => [] });
    renderRoutes(routes, '/admin/training/create');
    const alert = await screen.findByTestId('no-category-alert');
    expect(within(alert).getByTestId('to-categories').getAttribute('href')).toBe('/admin/training/category');
  });

  test('each missing field is named before sending; a private training needs its password; the body sent', async () => {
    signIn('root', ['root']);
    const calls = mockApi({ [callKey(trainingCalls.getTrainingCategory)]: () => [category], [callKey(adminTrainingCalls.addTraining)]: () => training() });
    const router = renderRoutes(routes, '/admin/training/create');
    fireEvent.click(await screen.findByTestId('save-training'));
    // The first failure in the toast, each under its field.
    await waitFor(() => expect(screen.getAllByText('Title is required')).toHaveLength(2));
    expect(screen.getByTestId('toast').textContent).toContain('Title is required');
    expect(screen.getByText('Category is required')).toBeTruthy();
    expect(screen.getByTestId('description-error').textContent).toBe('Description is required');
    expect(screen.queryByTestId('no-category-alert')).toBeNull();
    fireEvent.change(screen.getByTestId('training-title'), { target: { value: 'Graph basics' } });
    // The edited field's message goes, the others stay until the next save.
    const form = screen.getByTestId('training-form');
    await waitFor(() => expect(within(form).queryByText('Title is required')).toBeNull());
    expect(within(form).getByText('Category is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /description/i }), { target: { value: 'Walk them' } });
    fireEvent.click(screen.getByTestId('training-category'));
    fireEvent.click(await screen.findByRole('option', { name: 'Graphs', hidden: true }));
    await waitFor(() => expect(within(form).queryByText('Category is required')).toBeNull());
    fireEvent.click(screen.getByTestId('auth-private'));
    fireEvent.click(screen.getByTestId('save-training'));
    await waitFor(() => expect(screen.getAllByText('Password is required')).toHaveLength(2));
    expect(calls.some((c) => c.key === callKey(adminTrainingCalls.addTraining))).toBe(false);
    fireEvent.change(screen.getByTestId('training-password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByTestId('save-training'));
    await waitFor(() =>
      expect(calls.find((c) => c.key === callKey(adminTrainingCalls.addTraining))?.body).toEqual({
        training: { title: 'Graph basics', description: 'Walk them', rank: 0, auth: 'Private', privatePwd: 'pw', status: true },
        trainingCategory: { id: 2 },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/training'));
  });

  test('editing reads the training with its password and category, and sends it with its id', async () => {
    signIn('root', ['root']);
    const calls = mockApi({
      [callKey(trainingCalls.getTrainingCategory)]: () => [category],
      [callKey(adminTrainingCalls.getTraining)]: () => ({ training: { ...training(), privatePwd: 'secret' }, trainingCategory: category }),
      [callKey(adminTrainingCalls.updateTraining)]: () => training(),
    });
    renderRoutes(routes, '/admin/training/8/edit');
    expect(((await screen.findByTestId('training-title')) as HTMLInputElement).value).toBe('Graph basics');
    fireEvent.click(screen.getByTestId('save-training'));
    await waitFor(() =>
      expect(calls.find((c) => c.key === callKey(adminTrainingCalls.updateTraining))?.body).toEqual({
        training: { id: 8, title: 'Graph basics', description: 'Walk **them**', rank: 4, auth: 'Private', privatePwd: 'secret', status: true },
        trainingCategory: { id: 2 },
      }),
    );
  });
});

describe('the training problems', () => {
  const api = (extra: Record<string, Handler> = {}) =>
    mockApi({
      [callKey(adminTrainingCalls.getTraining)]: () => ({ training: training(), trainingCategory: category }),
      [callKey(adminTrainingCalls.getProblemList)]: ({ query: q }) =>
        q.get('queryExisted') === 'true'
          ? { problemList: page([problemRow(1000)]), trainingProblemMap: { 1000: entry(1000, 1) } }
          : { problemList: page([problemRow(1002)]), trainingProblemMap: { 1000: entry(1000, 1) } },
      [callKey(adminTrainingCalls.updateProblem)]: ({ body }) => ({ ...entry(1000, 1), rank: (body as { rank: number }).rank }),
      [callKey(adminTrainingCalls.deleteProblem)]: () => null,
      [callKey(adminTrainingCalls.addProblemFromPublic)]: () => null,
      ...extra,
    });

  test('the rank is saved when changed (in range only), and a problem is removed after a question', async () => {
    signIn('root', ['root']);
    const calls = api();
    renderRoutes(routes, '/admin/training/8/problems');
    const row = await screen.findByTestId('training-problem-row');
    expect(query(calls, callKey(adminTrainingCalls.getProblemList))).toEqual({ tid: '8', queryExisted: 'true', currentPage: '1', limit: '10' });
    const rank = within(row).getByTestId('problem-rank');
    fireEvent.blur(rank);
    expect(calls.some((c) => c.key === callKey(adminTrainingCalls.updateProblem))).toBe(false);
    fireEvent.change(rank, { target: { value: '7' } });
    fireEvent.keyDown(rank, { key: 'Enter' });
    await waitFor(() => expect(calls.find((c) => c.key === callKey(adminTrainingCalls.updateProblem))?.body).toEqual({ id: 100, tid: 8, pid: 1000, rank: 7 }));
    fireEvent.click(within(row).getByTestId('remove-problem'));
    fireEvent.click(await screen.findByRole('button', { name: /yes|ok|confirm/i }));
    await waitFor(() => expect(query(calls, callKey(adminTrainingCalls.deleteProblem))).toEqual({ tid: '8', pid: '1000' }));
  });

  test('a remote problem is imported straight into the training, and its problems are read again', async () => {
    signIn('root', ['root']);
    const calls = api({ [callKey(adminTrainingCalls.importTrainingRemoteOJProblem)]: () => null });
    renderRoutes(routes, '/admin/training/8/problems');
    await screen.findByTestId('training-problem-row');
    fireEvent.click(screen.getByTestId('import-remote'));
    const dialog = await screen.findByTestId('remote-import-dialog');
    expect(within(dialog).queryByTestId('remote-display-id')).toBeNull();
    await pick(within(dialog).getByLabelText(/Remote judge/), 'AtCoder (AC)');
    fireEvent.change(within(dialog).getByTestId('remote-problem-id'), { target: { value: 'abc300_a' } });
    const reads = calls.filter((c) => c.key === callKey(adminTrainingCalls.getProblemList)).length;
    fireEvent.click(within(dialog).getByTestId('confirm-remote-import'));
    await waitFor(() => expect(query(calls, callKey(adminTrainingCalls.importTrainingRemoteOJProblem))).toEqual({ name: 'AC', problemId: 'abc300_a', tid: '8' }));
    await waitFor(() => expect(calls.filter((c) => c.key === callKey(adminTrainingCalls.getProblemList)).length).toBeGreaterThan(reads));
  });

  test('adding from the public problems: the problems not in it, each added under its own id', async () => {
    signIn('coach', ['admin']);
    const calls = api();
    renderRoutes(routes, '/admin/training/8/problems');
    await screen.findByTestId('training-problem-row');
    expect(screen.queryByTestId('remove-problem')).toBeNull();
    fireEvent.click(screen.getByTestId('add-from-public'));
    const row = await screen.findByTestId('public-problem-row');
    expect(query(calls, callKey(adminTrainingCalls.getProblemList))).toEqual({ tid: '8', queryExisted: 'false', currentPage: '1', limit: '10' });
    fireEvent.click(within(row).getByTestId('pick-problem'));
    await waitFor(() => expect(calls.find((c) => c.key === callKey(adminTrainingCalls.addProblemFromPublic))?.body).toEqual({ tid: 8, pid: 1002, displayId: '1002' }));
  });
});

describe('the training categories', () => {
  test('add with the name checked first, edit name and colour, delete after a question', async () => {
    signIn('root', ['root']);
    const calls = mockApi({
      [callKey(trainingCalls.getTrainingCategory)]: () => [category],
      [callKey(adminTrainingCalls.addTrainingCategory)]: () => ({ ...category, id: 3 }),
      [callKey(adminTrainingCalls.updateTrainingCategory)]: () => category,
      [callKey(adminTrainingCalls.deleteTrainingCategory)]: () => null,
    });
    renderRoutes(routes, '/admin/training/category');
    const row = await screen.findByTestId('category-row');
    expect(within(row).getByText('Graphs')).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-category'));
    fireEvent.click(await screen.findByTestId('save-category'));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('category-name'), { target: { value: 'Trees' } });
    fireEvent.click(screen.getByTestId('save-category'));
    await waitFor(() => expect(calls.find((c) => c.key === callKey(adminTrainingCalls.addTrainingCategory))?.body).toEqual({ name: 'Trees', color: '#409EFF' }));
    await waitFor(() => expect(screen.queryByTestId('category-dialog')).toBeNull());
    fireEvent.click(within(row).getByTestId('edit-category'));
    fireEvent.change(await screen.findByTestId('category-name'), { target: { value: 'Graph theory' } });
    fireEvent.click(screen.getByTestId('save-category'));
    await waitFor(() => expect(calls.find((c) => c.key === callKey(adminTrainingCalls.updateTrainingCategory))?.body).toEqual({ id: 2, name: 'Graph theory', color: '#409EFF' }));
    fireEvent.click(within(row).getByTestId('delete-category'));
    fireEvent.click(await screen.findByRole('button', { name: /yes|ok|confirm/i }));
    await waitFor(() => expect(query(calls, callKey(adminTrainingCalls.deleteTrainingCategory))).toEqual({ cid: '2' }));
  });
});
