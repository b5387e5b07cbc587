import type { TrainingView } from '@oj/shared/schemas/training';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { AdminTraining, Category } from '../../offices/training/api/admin-training-api.ts';
import { bodies, page, pick, queries, slow } from '../../test/page-helpers.ts';
import { setRouteAvailability } from '../../lib/route-availability.ts';
import { pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { groupApi } from '../../test/group-api.ts';
import { problemDetail } from '../../test/problem-detail.ts';
import { GroupShell } from '../../features/group/group-shell.tsx';
import { ProblemDetailPage } from '../../features/problem-detail/problem-detail-page.tsx';
import { GroupTrainingAdminPage, GroupTrainingFormPage, GroupTrainingListPage, GroupTrainingProblemsPage } from '../../features/training/group-training-pages.tsx';
import { ProblemListPage } from '../../features/training/pages/problem-list-page.tsx';
import { TrainingShell } from '../../features/training/training-shell.tsx';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';
import { groupTrainingCalls } from '@oj/shared/api/group-training';
import { judgeCalls } from '@oj/shared/api/judge';
import { problemCalls } from '@oj/shared/api/problem';
import { trainingCalls } from '@oj/shared/api/training';

vi.mock('../../components/code-editor/code-editor.tsx', () => import('../../test/code-editor-stand-in.tsx'));

// The group's Training tab as the route table hosts it.
const routes: RouteObject[] = [
  {
    path: '/group/:groupID',
    Component: GroupShell,
    children: [
      { index: true, Component: () => 'home' },
      { path: 'problem', Component: () => <p data-testid="group-problem-tab">problems</p> },
      { path: 'training', Component: GroupTrainingListPage },
      { path: 'training/admin', Component: GroupTrainingAdminPage },
      { path: 'training/create', Component: GroupTrainingFormPage },
      { path: 'training/:trainingID/edit', Component: GroupTrainingFormPage },
      { path: 'training/:trainingID/problem-admin', Component: GroupTrainingProblemsPage },
      {
        path: 'training/:trainingID',
        Component: TrainingShell,
        children: [
          { index: true, Component: () => <p data-testid="introduction">introduction</p> },
          { path: 'problems', Component: ProblemListPage },
          { path: 'problem/:problemID', Component: ProblemDetailPage },
        ],
      },
    ],
  },
];

const T0 = '2026-11-01T08:00:00.000Z';
const view = (over: Partial<TrainingView> = {}): TrainingView => ({
  id: 5,
  title: 'Loops',
  description: '',
  author: 'coach',
  auth: 'Public',
  categoryName: 'Basics',
  categoryColor: '#409EFF',
  rank: 1,
  problemCount: 3,
  acCount: 1,
  gid: 7,
  gmtModified: T0,
  ...over,
});
const adminTraining = (over: Partial<AdminTraining> = {}): AdminTraining => ({
  id: 5,
  title: 'Loops',
  description: 'd',
  author: 'coach',
  auth: 'Public',
  status: true,
  rank: 1,
  isGroup: true,
  gid: 7,
  gmtCreate: T0,
  gmtModified: T0,
  ...over,
});
const category: Category = { id: 2, name: 'Basics', color: '#409EFF', gid: null, gmtCreate: T0, gmtModified: T0 };
const problemRow = (id: number, problemId: string, gid: number | null) => ({ id, problemId, title: `Problem ${problemId}`, author: 'coach', auth: 1, type: 0, isRemote: false, gid });
const entry = (pid: number, rank: number) => ({ id: pid + 100, tid: 5, pid, displayId: String(pid), rank, gmtCreate: T0, gmtModified: T0 });
const confirm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /yes|ok|confirm/i }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

pageTestHooks();
beforeEach(() => setRouteAvailability((to) => (matchRoutes(routes, new URL(to, 'http://x').pathname)?.length ?? 0) > 0));

describe('the group training tab', { timeout: 30_000 }, () => {
  test('a member sees the group trainings with progress to two decimals; a row opens the training and its problems inside the group', async () => {
    signIn('ann');
    const calls = groupApi(3, {
      [callKey(groupTrainingCalls.getTrainingList)]: () => page([view()]),
      [callKey(trainingCalls.getTraining)]: () => view(),
      [callKey(trainingCalls.getTrainingProblemList)]: () => [
        { pid: 11, problemId: 'P1', title: 'Sum', difficulty: 0, type: 0, tags: [], myStatus: null, total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 },
      ],
    });
    const router = renderRoutes(routes, '/group/7/training');
    const row = await screen.findByTestId('training-row', undefined, slow);
    expect(queries(calls, callKey(groupTrainingCalls.getTrainingList))).toEqual([{ gid: '7', currentPage: '1', limit: '15' }]);
    expect(within(row).getByTestId('training-progress').textContent).toContain('33.33');
    expect(screen.queryByTestId('toggle-training-admin')).toBeNull();
    fireEvent.click(within(row).getByTestId('open-training'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/7/training/5'));
    fireEvent.click(await screen.findByTestId('training-tab-problems'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/7/training/5/problems'));
    const problems = await screen.findByTestId('training-problems');
    expect(within(problems).getAllByRole('link')[0]!.getAttribute('href')).toBe('/group/7/training/5/problem/P1');
    expect(screen.getByTestId('group-tab-training').getAttribute('aria-selected')).toBe('true');
  });

  test('an admin: the admin table on the group calls, visibility, edit and problem admin links, delete after a question', async () => {
    signIn('ann');
    const calls = groupApi(4, {
      [callKey(groupTrainingCalls.getTrainingList)]: () => page([]),
      [callKey(groupTrainingCalls.getAdminTrainingList)]: () => page([adminTraining({ author: 'ann' }), adminTraining({ id: 6, title: 'Trees', author: 'bob' })]),
      [callKey(groupTrainingCalls.changeTrainingStatus)]: () => null,
      [callKey(groupTrainingCalls.deleteTraining)]: () => null,
    });
    const router = renderRoutes(routes, '/group/7/training');
    fireEvent.click(await screen.findByTestId('toggle-training-admin', undefined, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/7/training/admin'));
    const [mine, bobs] = (await screen.findAllByTestId('admin-training-row', undefined, slow)) as [HTMLElement, HTMLElement];
    expect(queries(calls, callKey(groupTrainingCalls.getAdminTrainingList))).toEqual([{ currentPage: '1', limit: '10', gid: '7' }]);
    expect(screen.queryByTestId('training-search')).toBeNull();
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('href') === '/group/7/training/create')).toHaveLength(1);
    expect(within(mine).getByTestId('edit-training').getAttribute('href')).toBe('/group/7/training/5/edit');
    expect(within(mine).getByTestId('training-problems').getAttribute('href')).toBe('/group/7/training/5/problem-admin');
    // an admin who is not the root manages only their own trainings
    expect(within(bobs).queryByTestId('edit-training')).toBeNull();
    expect(within(bobs).queryByTestId('delete-training')).toBeNull();
    fireEvent.click(within(mine).getByTestId('status-switch'));
    await waitFor(() => expect(queries(calls, callKey(groupTrainingCalls.changeTrainingStatus))).toEqual([{ tid: '5', status: 'false' }]));
    fireEvent.click(within(mine).getByTestId('delete-training'));
    await confirm();
    await waitFor(() => expect(queries(calls, callKey(groupTrainingCalls.deleteTraining))).toEqual([{ tid: '5' }]));
  });

  test('a member who opens an admin address is sent back to the list', async () => {
    signIn('ann');
    const calls = groupApi(3, { [callKey(groupTrainingCalls.getTrainingList)]: () => page([]) });
    const router = renderRoutes(routes, '/group/7/training/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/7/training'), slow);
    expect(calls.some((c) => c.key === callKey(groupTrainingCalls.getAdminTrainingList))).toBe(false);
  });

  test('the form creates a training in the group (its gid in the body) and goes back to the admin table', async () => {
    signIn('coach');
    const calls = groupApi(5, {
      [callKey(trainingCalls.getTrainingCategory)]: () => [category],
      [callKey(groupTrainingCalls.addTraining)]: () => adminTraining(),
      [callKey(groupTrainingCalls.getAdminTrainingList)]: () => page([adminTraining()]),
    });
    const router = renderRoutes(routes, '/group/7/training/create');
    fireEvent.change(await screen.findByTestId('training-title', undefined, slow), { target: { value: 'Loops' } });
    fireEvent.change(screen.getByTestId('training-description').querySelector('textarea') ?? screen.getByTestId('training-description'), { target: { value: 'Practise loops' } });
    await pick(screen.getByTestId('training-category'), 'Basics');
    fireEvent.click(screen.getByTestId('save-training'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/7/training/admin'), slow);
    expect(bodies(calls, callKey(groupTrainingCalls.addTraining))).toEqual([expect.objectContaining({ training: expect.objectContaining({ title: 'Loops', gid: 7 }), trainingCategory: { id: 2 } })]);
  });

  test('problem admin: ranks, the group own problems managed in place, any problem removed, one added by its group problem id', async () => {
    signIn('coach');
    const calls = groupApi(5, {
      [callKey(groupTrainingCalls.getTraining)]: () => ({ training: adminTraining(), trainingCategory: category }),
      [callKey(groupTrainingCalls.getTrainingProblemList)]: () => ({
        problemList: page([problemRow(11, 'P1', 7), problemRow(1000, '1000', null)]),
        trainingProblemMap: { 11: entry(11, 1), 1000: entry(1000, 2) },
      }),
      [callKey(groupTrainingCalls.updateTrainingProblem)]: ({ body }) => ({ ...entry(11, 1), ...(body as object) }),
      [callKey(adminProblemCalls.changeProblemAuthOfGroup)]: () => null,
      [callKey(groupTrainingCalls.deleteTrainingProblem)]: () => null,
      [callKey(groupTrainingCalls.addProblemFromGroup)]: () => null,
      [callKey(adminProblemCalls.deleteProblemOfGroup)]: () => null,
    });
    renderRoutes(routes, '/group/7/training/5/problem-admin');
    const [own, site] = (await screen.findAllByTestId('training-problem-row', undefined, slow)) as [HTMLElement, HTMLElement];
    expect(queries(calls, callKey(groupTrainingCalls.getTrainingProblemList))[0]).toEqual({ tid: '5', queryExisted: 'true', currentPage: '1', limit: '10' });
    expect(within(own).getByText('algo7P1')).toBeTruthy();
    expect(within(own).getByTestId('edit-problem').getAttribute('href')).toBe('/group/7/problem?edit=11');
    expect(within(site).queryByTestId('edit-problem')).toBeNull();
    expect(within(site).queryByTestId('delete-problem')).toBeNull();
    expect((within(site).getByTestId('problem-auth') as HTMLInputElement).disabled).toBe(true);

    const rank = within(own).getByTestId('problem-rank');
    fireEvent.change(rank, { target: { value: '9' } });
    fireEvent.blur(rank);
    await waitFor(() => expect(bodies(calls, callKey(groupTrainingCalls.updateTrainingProblem))).toEqual([{ id: 111, tid: 5, pid: 11, rank: 9 }]));
    await pick(within(own).getByTestId('problem-auth'), 'Private Problem');
    await waitFor(() => expect(queries(calls, callKey(adminProblemCalls.changeProblemAuthOfGroup))).toEqual([{ pid: '11', auth: '2' }]));

    // deleting the group's own problem (after a question) reads the training's list again
    const reads = queries(calls, callKey(groupTrainingCalls.getTrainingProblemList)).length;
    fireEvent.click(within(own).getByTestId('delete-problem'));
    await confirm();
    await waitFor(() => expect(queries(calls, callKey(adminProblemCalls.deleteProblemOfGroup))).toEqual([{ pid: '11' }]));
    await waitFor(() => expect(queries(calls, callKey(groupTrainingCalls.getTrainingProblemList)).length).toBeGreaterThan(reads));

    fireEvent.click(within(site).getByTestId('remove-problem'));
    await confirm();
    await waitFor(() => expect(queries(calls, callKey(groupTrainingCalls.deleteTrainingProblem))).toEqual([{ pid: '1000', tid: '5' }]));

    fireEvent.click(screen.getByTestId('add-from-group'));
    const dialog = await screen.findByTestId('add-group-problem-dialog');
    fireEvent.keyDown(within(dialog).getByTestId('group-problem-id'), { key: 'Enter' });
    expect((await within(dialog).findByTestId('group-problem-error')).textContent).toBe('Please give the problem id of a group problem');
    fireEvent.change(within(dialog).getByTestId('group-problem-id'), { target: { value: ' P2 ' } });
    fireEvent.keyDown(within(dialog).getByTestId('group-problem-id'), { key: 'Enter' });
    await waitFor(() => expect(queries(calls, callKey(groupTrainingCalls.addProblemFromGroup))).toEqual([{ problemId: 'P2', tid: '5' }]));
  });
});

describe('a group training problem page', { timeout: 30_000 }, () => {
  test('asks for the problem with the training and the group, and submits with both', async () => {
    signIn('ann');
    const calls = groupApi(3, {
      [callKey(trainingCalls.getTraining)]: () => view(),
      [callKey(problemCalls.getProblemInfo)]: () =>
        problemDetail({ id: 11, problemId: 'P1', title: 'Sum', author: 'coach', gid: 7, gmtModified: T0 }, { languages: ['C'], codeTemplate: { C: 'int main(){}' } }),
      [callKey(judgeCalls.getJudgeList)]: () => page([]),
      [callKey(judgeCalls.submitProblemJudge)]: () => ({ submitId: 902, status: 5 }),
      [callKey(judgeCalls.checkCommonJudgeResult)]: () => ({ 902: { status: 0, score: null, oiRankScore: null, time: 3, memory: 1024, judger: 'j', isManual: false } }),
    });
    renderRoutes(routes, '/group/7/training/5/problem/P1');
    await screen.findByTestId('problem-title', undefined, slow);
    expect(queries(calls, callKey(problemCalls.getProblemInfo))).toEqual([{ problemId: 'P1', tid: '5', gid: '7' }]);
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(bodies(calls, callKey(judgeCalls.submitProblemJudge))).toEqual([{ pid: 11, language: 'C', code: 'int main(){}', isRemote: false, tid: 5, gid: 7 }]));
  });
});
