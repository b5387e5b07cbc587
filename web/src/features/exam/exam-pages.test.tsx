import { EXAM_PAGE_SIZE } from '@oj/shared/schemas/exam';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi, pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { examDetail, examRow, HOUR } from '../../test/exam-detail.ts';
import { ExamListPage } from './exam-list-page.tsx';
import { ExamShell } from './exam-shell.tsx';
import { IntroductionPage } from './pages/introduction-page.tsx';
import { ProblemListPage } from './pages/problem-list-page.tsx';
import { RankPage } from './pages/rank-page.tsx';
import { examCalls } from '@oj/shared/api/exam';

const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

const page = <T,>(records: T[]) => ({ records, total: 23, current: 1, size: EXAM_PAGE_SIZE, pages: 3 });

const shellRoutes = [
  {
    path: '/exam/:timedWorkID',
    Component: ExamShell,
    children: [
      { index: true, Component: IntroductionPage },
      { path: 'problems', Component: ProblemListPage },
      { path: 'rank', Component: RankPage },
    ],
  },
];

const problems = () => [
  { id: 11, problemId: 1000, displayId: 'A', title: 'Sum', type: 0, isSubmitted: true },
  { id: 12, problemId: 1001, displayId: 'B', title: 'Walk', type: 0, isSubmitted: false },
];

pageTestHooks();

describe('the exam list', () => {
  test('status, keyword and page come from the query string; each exam shows its logo, lock, times, duration and tags', async () => {
    const calls = mockApi({
      [callKey(examCalls.getTimedWorkList)]: () => page([examRow({ auth: 1, status: 0 }), examRow({ id: 4, title: 'Final', logoUrl: '/public/final.png', status: -1 })]),
    });
    signIn('ann');
    const router = renderRoutes([{ path: '/exam', Component: ExamListPage }], '/exam?status=0&keyword=mid&currentPage=2');
    const rows = await screen.findAllByTestId('exam-row');
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ status: '0', keyword: 'mid', currentPage: '2', limit: String(EXAM_PAGE_SIZE) });
    expect(rows).toHaveLength(2);
    const [mid, final] = rows as [HTMLElement, HTMLElement];
    expect(within(mid).getByRole('img', { name: 'Private' })).toBeTruthy();
    expect(within(mid).getByTestId('exam-auth').textContent).toBe('Private');
    expect(within(mid).getByTestId('status-tag').textContent).toBe('Running');
    expect(within(mid).getByTestId('exam-duration').textContent).toBe('Duration: 2 hr');
    expect(within(mid).getByTestId('exam-logo').getAttribute('src')).toBeTruthy();
    expect(within(mid).getByTestId('exam-title').getAttribute('href')).toBe('/exam/3');
    expect(within(final).queryByRole('img', { name: 'Private' })).toBeNull();
    expect(within(final).getByTestId('exam-auth').textContent).toBe('Public');
    expect(within(final).getByTestId('status-tag').textContent).toBe('Not Started');
    expect(within(final).getByTestId('exam-logo').getAttribute('src')).toBe('/public/final.png');
    fireEvent.change(screen.getByTestId('keyword-filter'), { target: { value: ' final ' } });
    fireEvent.keyDown(screen.getByTestId('keyword-filter'), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?status=0&keyword=final'));
    fireEvent.click(screen.getByTestId('status-filter'));
    fireEvent.click(await screen.findByRole('option', { name: 'Ended', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=1&keyword=final'));
    fireEvent.click(screen.getByTestId('status-filter'));
    fireEvent.click(await screen.findByRole('option', { name: 'All', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=final'));
  });
});

describe('the exam page', () => {
  test('a public exam: problems and rank closed until the start card starts it, then the problems open', async () => {
    signIn('ann');
    const state = { started: false };
    const calls = mockApi({
      [callKey(examCalls.getTimedWorkInfo)]: () => (state.started ? examDetail({ record: { startTime: iso(-1000), endTime: null, deadline: iso(2 * HOUR) }, access: true }) : examDetail()),
      [callKey(examCalls.addStartTimedWork)]: () => {
        state.started = true;
        return null;
      },
      [callKey(examCalls.getTimedWorkProblemList)]: () => problems(),
    });
    const router = renderRoutes(shellRoutes, '/exam/3/problems');
    await waitFor(() => expect(router.state.location.pathname).toBe('/exam/3'));
    expect((await screen.findByTestId('exam-header-title')).textContent).toBe('Midterm');
    expect(screen.getByTestId('exam-tab-problems').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('exam-tab-rank').textContent).toBe('Rank (available after handing in)');
    expect(screen.getByTestId('exam-tab-rank').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('hand-in')).toBeNull();
    expect(screen.queryByTestId('exam-password')).toBeNull();
    fireEvent.click(screen.getByTestId('exam-start'));
    expect((await screen.findByTestId('toast')).textContent).toContain('answer started');
    expect(calls.find((c) => c.key === callKey(examCalls.addStartTimedWork))!.body).toEqual({ tid: 3, password: '' });
    await waitFor(() => expect(screen.getByTestId('exam-tab-problems').hasAttribute('disabled')).toBe(false));
    expect(screen.queryByTestId('exam-entry-card')).toBeNull();
    expect(screen.getByTestId('hand-in')).toBeTruthy();
    fireEvent.click(screen.getByTestId('exam-tab-problems'));
    const rows = await screen.findAllByTestId('exam-problem-row');
    expect(rows.map((r) => r.textContent)).toEqual(['AProgrammingSumSubmitted', 'BProgrammingWalkNot submitted']);
  });

  test('a private exam asks for its password before starting', async () => {
    signIn('ann');
    const calls = mockApi({
      [callKey(examCalls.getTimedWorkInfo)]: () => examDetail({ auth: 1 }),
      [callKey(examCalls.addStartTimedWork)]: () => new Response(JSON.stringify({ status: 400, msg: 'Wrong exam password, please enter it again', data: null }), { status: 400 }),
    });
    renderRoutes(shellRoutes, '/exam/3');
    fireEvent.click(await screen.findByTestId('exam-start'));
    expect((await screen.findByTestId('toast')).textContent).toContain('please enter the exam password');
    expect(calls.some((c) => c.key === callKey(examCalls.addStartTimedWork))).toBe(false);
    fireEvent.change(screen.getByTestId('exam-password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByTestId('exam-start'));
    await waitFor(() => expect(calls.find((c) => c.key === callKey(examCalls.addStartTimedWork))?.body).toEqual({ tid: 3, password: 'secret' }));
  });

  test('handing in asks first, then the rank opens with its scores coloured by status', async () => {
    signIn('ann');
    const state = { handedIn: false };
    const record = () => ({ startTime: iso(-HOUR / 2), endTime: state.handedIn ? iso(-1000) : null, deadline: iso(HOUR) });
    const calls = mockApi({
      [callKey(examCalls.getTimedWorkInfo)]: () => examDetail({ record: record(), access: true, userStatus: state.handedIn ? 1 : 0 }),
      [callKey(examCalls.addEndTimedWork)]: () => {
        state.handedIn = true;
        return null;
      },
      [callKey(examCalls.getTimedWorkProblemList)]: () => problems(),
      [callKey(examCalls.getTimedWorkRank)]: () => [
        { rank: 1, uid: 'uid-bob', username: 'bob', score: 150, submissionInfo: { A: { score: 100, status: 0 }, B: { score: 50, status: 8 } } },
        { rank: 2, uid: 'uid-ann', username: 'ann', score: 0, submissionInfo: { A: { score: 0, status: -1 } } },
      ],
    });
    renderRoutes(shellRoutes, '/exam/3');
    fireEvent.click(await screen.findByTestId('hand-in'));
    expect(calls.some((c) => c.key === callKey(examCalls.addEndTimedWork))).toBe(false);
    fireEvent.click(await screen.findByTestId('confirm'));
    expect((await screen.findByTestId('toast')).textContent).toContain('The exam has been submitted');
    expect(calls.find((c) => c.key === callKey(examCalls.addEndTimedWork))!.body).toEqual({ tid: 3 });
    await waitFor(() => expect(screen.getByTestId('exam-tab-rank').textContent).toBe('Rank'));
    expect(screen.queryByTestId('hand-in')).toBeNull();
    expect(screen.getByTestId('countdown').textContent).toBe('Ended');
    fireEvent.click(screen.getByTestId('exam-tab-rank'));
    const rows = await screen.findAllByTestId('exam-rank-row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByTestId('exam-rank-cell')
        .map((c) => [c.textContent, c.dataset.color ?? '']);
    expect(within(rows[0]!).getByRole('link', { name: 'bob' }).getAttribute('href')).toBe('/user-home?uid=uid-bob');
    expect(cells(rows[0]!)).toEqual([
      ['100', 'green'],
      ['50', 'blue'],
    ]);
    expect(cells(rows[1]!)).toEqual([
      ['0', 'red'],
      ['', ''],
    ]);
    cleanup();
  });
});
