import { ContestAuth } from '@oj/shared/enums';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ContestShell } from './contest-shell.tsx';
import { OverviewPage } from './pages/overview-page.tsx';
import { ProblemListPage } from './pages/problem-list-page.tsx';
import { contestApi, shellTestHooks } from './test-app.tsx';
import { renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { contestInfo, HOUR } from '../../test/contest-info.ts';
import { ANNOUNCEMENT_POLL_MS } from './use-announcement-poll.ts';
import { contestCalls } from '@oj/shared/api/contest';
import { problemCalls } from '@oj/shared/api/problem';

const routes = [
  {
    path: '/contest/:contestID',
    Component: ContestShell,
    children: [
      { index: true, Component: OverviewPage },
      { path: 'problems', Component: ProblemListPage },
    ],
  },
];

shellTestHooks();

describe('the contest shell', () => {
  test('a running contest: header, the countdown ticking every second, the tabs for a participant', async () => {
    signIn('ann');
    contestApi(contestInfo());
    renderRoutes(routes, '/contest/7');
    await screen.findByText('Spring Cup');
    expect(screen.getByTestId('header-participants').textContent).toBe('3 participants');
    const first = screen.getByTestId('countdown').textContent;
    expect(first).toMatch(/^Time left (4:00:00|3:59:5\d)$/);
    await waitFor(() => expect(screen.getByTestId('countdown').textContent).not.toBe(first), { timeout: 2500 });
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Overview', 'Problems', 'Status', 'Rank', 'Announcements', 'Print']);
    expect(await screen.findByText('Good luck')).toBeTruthy();
  });

  test('before the start a participant sees only the overview: the other tabs are disabled', async () => {
    signIn('ann');
    const now = Date.now();
    contestApi(contestInfo({ startTime: new Date(now + 2 * HOUR).toISOString(), endTime: new Date(now + 7 * HOUR).toISOString() }));
    renderRoutes(routes, '/contest/7/problems');
    await screen.findByText('Spring Cup');
    // Opened by address while the menu is off: the overview shows instead.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tab', { name: 'Problems' }).hasAttribute('disabled') || screen.getByRole('tab', { name: 'Problems' }).getAttribute('data-disabled')).toBeTruthy();
    expect(screen.getByTestId('countdown').textContent).toMatch(/^Starts in [12]:\d\d:\d\d$/);
  });

  test('the contest admin gets the admin tabs of an ACM contest even before the start', async () => {
    signIn('setter');
    const now = Date.now();
    contestApi(contestInfo({ startTime: new Date(now + 2 * HOUR).toISOString(), endTime: new Date(now + 7 * HOUR).toISOString() }));
    renderRoutes(routes, '/contest/7');
    await screen.findByText('Spring Cup');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    // The scroll board's page is not built here, so its tab is left out.
    expect(tabs).toEqual(['Overview', 'Problems', 'Status', 'Rank', 'Announcements', 'Print', 'Admin Helper', 'Admin Print']);
    expect(screen.getByRole('tab', { name: 'Problems' }).hasAttribute('data-disabled')).toBe(false);
  });

  test('a private contest asks for its password: empty is refused, the right one registers and opens the tabs', async () => {
    signIn('ann');
    let registered = false;
    const calls = contestApi(contestInfo({ auth: ContestAuth.PRIVATE }), {
      [callKey(contestCalls.getContestAccess)]: () => ({ access: registered }),
      [callKey(contestCalls.toRegisterContest)]: () => {
        registered = true;
        return null;
      },
    });
    renderRoutes(routes, '/contest/7');
    const card = await screen.findByTestId('password-card');
    expect(screen.getByRole('tab', { name: 'Problems' }).hasAttribute('data-disabled')).toBe(true);
    fireEvent.click(within(card).getByTestId('contest-password-enter'));
    expect((await screen.findByTestId('toast')).textContent).toContain('Enter the contest password');
    expect(calls.some((c) => c.key === callKey(contestCalls.toRegisterContest))).toBe(false);

    fireEvent.change(within(card).getByTestId('contest-password'), { target: { value: 'open sesame' } });
    fireEvent.click(within(card).getByTestId('contest-password-enter'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('Register contest successfully'));
    expect(calls.find((c) => c.key === callKey(contestCalls.toRegisterContest))?.body).toEqual({ cid: 7, password: 'open sesame' });
    await waitFor(() => expect(screen.queryByTestId('password-card')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Problems' }).hasAttribute('data-disabled')).toBe(false);
  });

  test('a public contest offers registration without a password', async () => {
    signIn('ann');
    const calls = contestApi(contestInfo(), { [callKey(contestCalls.toRegisterContest)]: () => null });
    renderRoutes(routes, '/contest/7');
    fireEvent.click(await screen.findByTestId('register-contest'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('Register contest successfully'));
    expect(calls.find((c) => c.key === callKey(contestCalls.toRegisterContest))?.body).toEqual({ cid: 7, password: '' });
  });

  test("the problem list shows question marks for the counts behind the seal, and the viewer's marks", async () => {
    signIn('ann');
    const now = Date.now();
    contestApi(contestInfo({ sealRank: true, sealRankTime: new Date(now - 60_000).toISOString() }), {
      [callKey(contestCalls.getContestProblem)]: () => [
        { id: 1, cid: 7, pid: 1000, displayId: 'A', displayTitle: 'A+B', color: '#ff0000', ac: 4, total: 9 },
        { id: 2, cid: 7, pid: 1001, displayId: 'B', displayTitle: 'Graphs', color: null, ac: 1, total: 2 },
      ],
      [callKey(problemCalls.getUserProblemStatus)]: () => ({ 1000: { status: 0, score: null }, 1001: { status: -10, score: null } }),
    });
    renderRoutes(routes, '/contest/7/problems');
    const rows = await screen.findAllByTestId('contest-problem-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByText('?')).toHaveLength(3);
    expect((await within(rows[0]!).findByTestId('my-status')).textContent).toBe('✓');
    expect(within(rows[1]!).queryByTestId('my-status')).toBeNull();
  });

  test('while the contest runs, new announcements are polled every minute and each is shown once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn('ann');
    let round = 0;
    const calls = contestApi(contestInfo(), {
      [callKey(contestCalls.getContestUserNotReadAnnouncement)]: () => (++round === 1 ? [{ id: 31, title: 'Problem B clarified', gmtCreate: new Date().toISOString() }] : []),
    });
    renderRoutes(routes, '/contest/7');
    await screen.findByText('Spring Cup');
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCEMENT_POLL_MS));
    expect(await screen.findByText('Problem B clarified')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCEMENT_POLL_MS));
    const polls = calls.filter((c) => c.key === callKey(contestCalls.getContestUserNotReadAnnouncement)).map((c) => c.body);
    expect(polls).toEqual([
      { cid: 7, readAnnouncementList: [] },
      { cid: 7, readAnnouncementList: [31] },
    ]);
  });
});
