import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ADMIN_REFRESH_MS } from './api/contest-api.ts';
import { ContestShell } from './contest-shell.tsx';
import { AcInfoPage } from './pages/ac-info-page.tsx';
import { AdminPrintPage } from './pages/admin-print-page.tsx';
import { PrintPage } from './pages/print-page.tsx';
import { RejudgePage } from './pages/rejudge-page.tsx';
import { contestApi, shellTestHooks } from './test-app.tsx';
import { renderRoutes, signIn, type Handler, callKey } from '../../test/page-app.tsx';
import { contestInfo } from '../../test/contest-info.ts';
import { contestCalls } from '@oj/shared/api/contest';
import { judgeCalls } from '@oj/shared/api/judge';

const routes = [
  {
    path: '/contest/:contestID',
    Component: ContestShell,
    children: [
      { path: 'print', Component: PrintPage },
      { path: 'ac-info', Component: AcInfoPage },
      { path: 'admin-print', Component: AdminPrintPage },
      { path: 'rejudge', Component: RejudgePage },
    ],
  },
];

const problems = [{ id: 1, cid: 7, pid: 1000, displayId: 'A', displayTitle: 'A+B', color: '#ff0000', ac: 1, total: 2 }];
const api = (extra: Record<string, Handler>) =>
  contestApi(contestInfo(), { [callKey(contestCalls.getContestAccess)]: () => ({ access: true }), [callKey(contestCalls.getContestProblem)]: () => problems, ...extra });

shellTestHooks();

describe('printing and the contest admin tabs', () => {
  test('print: empty and short texts are refused with their messages; 50 characters are sent', async () => {
    signIn('ann');
    const calls = api({ [callKey(contestCalls.submitPrintText)]: () => null });
    renderRoutes(routes, '/contest/7/print');
    const box = await screen.findByTestId('print-content');
    fireEvent.click(screen.getByTestId('print-submit'));
    expect((await screen.findByTestId('toast')).textContent).toContain('Content cannot be empty');
    fireEvent.change(box, { target: { value: 'x'.repeat(49) } });
    fireEvent.click(screen.getByTestId('print-submit'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('The number of content cannot be less than 50'));
    expect(calls.some((c) => c.key === callKey(contestCalls.submitPrintText))).toBe(false);
    fireEvent.change(box, { target: { value: 'y'.repeat(50) } });
    fireEvent.click(screen.getByTestId('print-submit'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('Submitted successfully'));
    expect(calls.find((c) => c.key === callKey(contestCalls.submitPrintText))?.body).toEqual({ cid: 7, content: 'y'.repeat(50) });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  test('AC info: a row is checked off with the opposite of its mark, and the list refreshes every 10 s when asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn('setter');
    const row = { id: 88, cid: 7, displayId: 'A', username: 'ann', realname: 'Ann Lee', submitTime: new Date().toISOString(), firstBlood: true, checked: false };
    const calls = api({
      [callKey(contestCalls.getContestACInfo)]: () => ({ records: [row], total: 1, current: 1, size: 20 }),
      [callKey(contestCalls.checkContestACInfo)]: () => null,
    });
    renderRoutes(routes, '/contest/7/ac-info');
    const table = await screen.findByTestId('ac-info');
    await within(table).findByText('First Blood');
    expect(Object.fromEntries(calls.find((c) => c.key === callKey(contestCalls.getContestACInfo))!.query)).toEqual({ cid: '7', currentPage: '1', limit: '20' });
    fireEvent.click(within(table).getByRole('button', { name: 'Check It' }));
    await waitFor(() => expect(calls.find((c) => c.key === callKey(contestCalls.checkContestACInfo))?.body).toEqual({ id: 88, cid: 7, checked: true }));

    const loads = () => calls.filter((c) => c.key === callKey(contestCalls.getContestACInfo)).length;
    const before = loads();
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_REFRESH_MS * 2));
    expect(loads()).toBe(before);
    fireEvent.click(screen.getByTestId('auto-refresh'));
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_REFRESH_MS + 100));
    await waitFor(() => expect(loads()).toBe(before + 1));
  });

  test('admin print: OK marks a job printed with id and cid as query parameters', async () => {
    signIn('setter');
    const calls = api({
      [callKey(contestCalls.getContestPrint)]: () => ({ records: [{ id: 5, cid: 7, username: 'ann', realname: null, status: 0, gmtCreate: new Date().toISOString() }], total: 1, current: 1, size: 15 }),
      [callKey(contestCalls.checkContestPrintStatus)]: () => null,
    });
    renderRoutes(routes, '/contest/7/admin-print');
    expect((await screen.findByTestId('print-status')).textContent).toBe('Not Printed');
    fireEvent.click(screen.getByTestId('print-ok'));
    await waitFor(() => expect(calls.some((c) => c.key === callKey(contestCalls.checkContestPrintStatus))).toBe(true));
    expect(Object.fromEntries(calls.find((c) => c.key === callKey(contestCalls.checkContestPrintStatus))!.query)).toEqual({ id: '5', cid: '7' });
  });

  test('rejudge: the super admin confirms, then every submission of the problem is rejudged', async () => {
    signIn('boss', ['root']);
    const calls = api({ [callKey(judgeCalls.rejudgeContestProblem)]: () => null });
    renderRoutes(routes, '/contest/7/rejudge');
    fireEvent.click(await screen.findByRole('button', { name: 'Rejudge All' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm'));
    await waitFor(() => expect(calls.some((c) => c.key === callKey(judgeCalls.rejudgeContestProblem))).toBe(true));
    expect(Object.fromEntries(calls.find((c) => c.key === callKey(judgeCalls.rejudgeContestProblem))!.query)).toEqual({ cid: '7', pid: '1000' });
  });
});
