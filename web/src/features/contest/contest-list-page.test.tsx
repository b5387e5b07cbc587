import { MantineProvider } from '@mantine/core';
import type { ContestListItem } from '@oj/shared';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { closeAuthModal, useAuthModal } from '../../lib/auth-modal.ts';
import { ContestListRow } from './components/contest-list-item.tsx';
import { ContestListPage } from './contest-list-page.tsx';
import { mockApi, pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { contestCalls } from '@oj/shared/api/contest';

const item = (over: Partial<ContestListItem> = {}): ContestListItem => ({
  id: 12,
  title: 'Autumn Open',
  type: 1,
  auth: 1,
  startTime: '2030-10-01T02:00:00Z',
  endTime: '2030-10-01T07:00:00Z',
  duration: 5 * 3600,
  status: 0,
  count: 42,
  oiRankScoreType: 'Highest',
  openRank: true,
  gid: null,
  ...over,
});

const routes = [
  { path: '/contest', Component: ContestListPage },
  { path: '/contest/:contestID', Component: () => <p>shell</p> },
];

pageTestHooks();
afterEach(() => act(closeAuthModal));

describe('the contest list', () => {
  test('filters come from the query string and go into the call; changing one returns to page 1', async () => {
    const calls = mockApi({ [callKey(contestCalls.getContestList)]: () => ({ records: [item()], total: 31, current: 2, size: 10 }) });
    const router = renderRoutes(routes, '/contest?type=1&currentPage=2');
    await screen.findByText('Autumn Open');
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ type: '1', currentPage: '2', limit: '10' });
    fireEvent.change(screen.getByTestId('keyword-filter'), { target: { value: ' autumn ' } });
    fireEvent.keyDown(screen.getByTestId('keyword-filter'), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?type=1&keyword=autumn'));
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ type: '1', keyword: 'autumn', currentPage: '1', limit: '10' }));
  });

  test('a row shows the lock, participants and status; the rule button filters by its rule', async () => {
    mockApi({ [callKey(contestCalls.getContestList)]: () => ({ records: [item({ type: 0 })], total: 1, current: 1, size: 10 }) });
    const router = renderRoutes(routes, '/contest');
    const row = await screen.findByTestId('contest-row');
    expect(within(row).getByRole('img', { name: 'Private' })).toBeTruthy();
    expect(within(row).getByTestId('participants').textContent).toBe('42 participants');
    expect(within(row).getByTestId('status-tag').textContent).toBe('Running');
    fireEvent.click(within(row).getByTestId('rule-button'));
    await waitFor(() => expect(router.state.location.search).toBe('?type=0'));
  });

  test('a visitor clicking a title is asked to log in and stays on the list; a user opens the contest', async () => {
    mockApi({ [callKey(contestCalls.getContestList)]: () => ({ records: [item()], total: 1, current: 1, size: 10 }) });
    const router = renderRoutes(routes, '/contest');
    fireEvent.click(await screen.findByTestId('contest-title'));
    expect((await screen.findByTestId('toast')).textContent).toContain('Please login first');
    expect(renderHook(() => useAuthModal()).result.current).toEqual({ opened: true, mode: 'login' });
    expect(router.state.location.pathname).toBe('/contest');

    act(() => signIn('ann'));
    fireEvent.click(screen.getByTestId('contest-title'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/12'));
  });
});

describe('the scoreboard button', () => {
  const renderRow = (over: Partial<ContestListItem>) =>
    render(
      <MantineProvider>
        <MemoryRouter>
          <ContestListRow contest={item(over)} onOpen={() => undefined} onRule={() => undefined} scoreboardAvailable />
        </MemoryRouter>
      </MantineProvider>,
    );

  test('leads to the outside scoreboard of the contest rule, only when the rank is open', () => {
    renderRow({ type: 1 });
    expect(screen.getByTestId('scoreboard-button').getAttribute('href')).toBe('/oi-scoreboard/12');
    cleanup();
    renderRow({ type: 0 });
    expect(screen.getByTestId('scoreboard-button').getAttribute('href')).toBe('/acm-scoreboard/12');
    cleanup();
    renderRow({ openRank: false });
    expect(screen.queryByTestId('scoreboard-button')).toBeNull();
  });

  test('is disabled while the contest is scheduled', () => {
    renderRow({ status: -1 });
    const button = screen.getByTestId('scoreboard-button');
    expect(button.getAttribute('data-disabled') ?? button.getAttribute('disabled')).not.toBeNull();
  });
});
