import type { TrainingView } from '@oj/shared/schemas/training';
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useAuthModal } from '../../lib/auth-modal.ts';
import { mockApi, pageTestHooks, renderRoutes, signIn, type Handler, callKey } from '../../test/page-app.tsx';
import { IntroductionPage } from './pages/introduction-page.tsx';
import { ProblemListPage } from './pages/problem-list-page.tsx';
import { RankPage } from './pages/rank-page.tsx';
import { TrainingListPage } from './training-list-page.tsx';
import { TrainingShell } from './training-shell.tsx';
import { trainingCalls } from '@oj/shared/api/training';

const training = (over: Partial<TrainingView> = {}): TrainingView => ({
  id: 5,
  title: 'Graph basics',
  description: '**Walk the graph**',
  author: 'coach',
  auth: 'Private',
  categoryName: 'Graphs',
  categoryColor: '#409EFF',
  rank: 3,
  problemCount: 2,
  acCount: 1,
  gid: null,
  gmtModified: '2026-11-20T10:00:00.000Z',
  ...over,
});

const problem = (pid: number, problemId: string, myStatus: number | null) => ({
  pid,
  problemId,
  title: `Problem ${problemId}`,
  difficulty: 0,
  type: 0,
  tags: [{ id: 1, name: 'bfs', color: '#ff0000' }],
  ac: 1,
  total: 4,
  wa: 3,
  ce: 0,
  tle: 0,
  mle: 0,
  re: 0,
  pe: 0,
  se: 0,
  pa: 0,
  myStatus,
});

const page = <T,>(records: T[], size: number) => ({ records, total: records.length, current: 1, size, pages: 1 });

const listRoutes = [
  { path: '/training', Component: TrainingListPage },
  { path: '/training/:trainingID', Component: () => 'opened' },
];
const shellRoutes = [
  {
    path: '/training/:trainingID',
    Component: TrainingShell,
    children: [
      { index: true, Component: IntroductionPage },
      { path: 'problems', Component: ProblemListPage },
      { path: 'rank', Component: RankPage },
    ],
  },
];

/** The shell's calls for training 5, with the access answer given (and changeable through the returned flag). */
const shellApi = (info: TrainingView, extra: Record<string, Handler> = {}) => {
  const state = { access: false };
  const calls = mockApi({
    [callKey(trainingCalls.getTraining)]: () => info,
    [callKey(trainingCalls.getTrainingAccess)]: () => ({ access: state.access }),
    [callKey(trainingCalls.getTrainingProblemList)]: () => [problem(1000, '1000', 0), problem(1001, '1001', -1)],
    ...extra,
  });
  return { calls, state };
};

pageTestHooks();

describe('the training list', () => {
  test('the query string sets the filters of the call; changing one goes back to page 1', async () => {
    const calls = mockApi({
      [callKey(trainingCalls.getTrainingList)]: () => page([training()], 15),
      [callKey(trainingCalls.getTrainingCategory)]: () => [{ id: 4, name: 'Graphs', color: '#409EFF', gid: null, gmtCreate: '', gmtModified: '' }],
    });
    signIn('ann');
    const router = renderRoutes(listRoutes, '/training?keyword=graph&categoryId=4&auth=Private&currentPage=2');
    const row = await screen.findByTestId('training-row');
    const list = calls.find((c) => c.key === callKey(trainingCalls.getTrainingList))!.query;
    expect(Object.fromEntries(list)).toEqual({ keyword: 'graph', categoryId: '4', auth: 'Private', currentPage: '2', limit: '15' });
    expect(within(row).getByTestId('training-category').textContent).toBe('Graphs');
    expect(within(row).getByTestId('training-auth').textContent).toBe('Private');
    expect(within(row).getByTestId('training-progress').textContent).toContain('1 / 2 (50.00%)');
    fireEvent.change(screen.getByTestId('keyword-filter'), { target: { value: ' trees ' } });
    fireEvent.keyDown(screen.getByTestId('keyword-filter'), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=trees&categoryId=4&auth=Private'));
  });

  test('a visitor sees no progress and is asked to log in when opening a training', async () => {
    mockApi({ [callKey(trainingCalls.getTrainingList)]: () => page([training({ acCount: null })], 15), [callKey(trainingCalls.getTrainingCategory)]: () => [] });
    const router = renderRoutes(listRoutes, '/training');
    fireEvent.click(await screen.findByTestId('open-training'));
    expect((await screen.findByTestId('toast')).textContent).toContain('Please login first');
    expect(renderHook(() => useAuthModal()).result.current).toEqual({ opened: true, mode: 'login' });
    expect(router.state.location.pathname).toBe('/training');
    expect(screen.queryByTestId('training-progress')).toBeNull();
    act(() => signIn('ann'));
    fireEvent.click(screen.getByTestId('open-training'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/training/5'));
  });
});

describe('the training page', () => {
  test('a private training: the header progress, tabs closed until the password is accepted', async () => {
    signIn('ann');
    const { calls, state } = shellApi(training(), {
      [callKey(trainingCalls.toRegisterTraining)]: () => {
        state.access = true;
        return null;
      },
    });
    renderRoutes(shellRoutes, '/training/5/problems');
    expect((await screen.findByTestId('training-title')).textContent).toBe('Graph basics');
    expect(document.title).toBe('Graph basics');
    expect(screen.getByTestId('training-progress').textContent).toContain('1 / 2 (50.00%)');
    // Opened by address before the password: the introduction shows, the other tabs are disabled.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Introduction' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Introduction', 'Problem List', 'Record List']);
    expect(screen.getByRole('tab', { name: 'Problem List' }).hasAttribute('data-disabled')).toBe(true);
    expect(await screen.findByText('Walk the graph')).toBeTruthy();
    expect(screen.getByTestId('training-problem-count').textContent).toBe('2');

    fireEvent.click(screen.getByTestId('training-password-enter'));
    expect((await screen.findByTestId('toast')).textContent).toContain('Enter the training password');
    expect(calls.some((c) => c.key === callKey(trainingCalls.toRegisterTraining))).toBe(false);

    fireEvent.change(screen.getByTestId('training-password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByTestId('training-password-enter'));
    await waitFor(() => expect(screen.getAllByTestId('toast').some((t) => t.textContent?.includes('Register training successfully'))).toBe(true));
    expect(calls.find((c) => c.key === callKey(trainingCalls.toRegisterTraining))!.body).toEqual({ tid: 5, password: 'pw' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Problem List' }).hasAttribute('data-disabled')).toBe(false));
    expect(screen.queryByTestId('training-password-card')).toBeNull();
  });

  test('a public training has no rank tab and needs no password; the problem list with status icons and the tags toggle', async () => {
    signIn('ann');
    const { calls } = shellApi(training({ auth: 'Public' }));
    renderRoutes(shellRoutes, '/training/5/problems');
    const rows = await screen.findAllByTestId('training-problem-row');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Introduction', 'Problem List']);
    expect(calls.some((c) => c.key === callKey(trainingCalls.getTrainingAccess))).toBe(false);
    expect(within(rows[0]!).getByTestId('status-solved')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('status-tried')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('ac-rate').textContent).toBe('25.00%');
    expect(screen.queryByText('bfs')).toBeNull();
    fireEvent.click(screen.getByTestId('show-tags'));
    expect(screen.getAllByText('bfs')).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: '1000' }).getAttribute('href')).toBe('/training/5/problem/1000');
  });

  test('the rank: a column per problem with short status and run time, links to the filtered submissions; real names for the training admin only', async () => {
    const row = {
      uid: 'uid-ann',
      username: 'ann',
      realname: 'Ann Lee',
      nickname: null,
      school: 'North High',
      gender: 'female',
      avatar: null,
      ac: 1,
      totalRunTime: 15,
      submissionInfo: { '1000': { status: 0, runTime: 15, isAC: true }, '1001': { status: -1, runTime: null, isAC: false } },
    };
    for (const [viewer, admin] of [
      ['ann', false],
      ['coach', true],
    ] as const) {
      signIn(viewer);
      const { calls, state } = shellApi(training(), { [callKey(trainingCalls.getTrainingRank)]: () => page([row], 30) });
      state.access = true;
      renderRoutes(shellRoutes, '/training/5/rank');
      const rankRow = await screen.findByTestId('rank-row');
      expect(Object.fromEntries(calls.find((c) => c.key === callKey(trainingCalls.getTrainingRank))!.query)).toEqual({ tid: '5', currentPage: '1', limit: '30' });
      expect(!!screen.queryByTestId('rank-realname-header')).toBe(admin);
      expect(!!within(rankRow).queryByText('Ann Lee')).toBe(admin);
      expect(rankRow.hasAttribute('data-own')).toBe(!admin);
      expect(within(rankRow).getByText('Girl')).toBeTruthy();
      expect(within(rankRow).getByTestId('rank-total').getAttribute('href')).toBe('/status?username=ann&status=0');
      const cells = within(rankRow).getAllByTestId('rank-cell');
      expect(cells.map((c) => c.textContent)).toEqual(['AC15 ms', 'WA']);
      expect(within(cells[1]!).getByRole('link').getAttribute('href')).toBe('/status?username=ann&problemID=1001');
      fireEvent.change(screen.getByTestId('rank-search'), { target: { value: 'north' } });
      fireEvent.click(screen.getByTestId('rank-search-button'));
      await waitFor(() =>
        expect(
          calls
            .filter((c) => c.key === callKey(trainingCalls.getTrainingRank))
            .at(-1)!
            .query.get('keyword'),
        ).toBe('north'),
      );
      cleanup();
    }
  });
});
