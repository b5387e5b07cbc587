import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ADMIN_REFRESH_MS } from './api/contest-api.ts';
import { ContestShell } from './contest-shell.tsx';
import { AcInfoPage } from './pages/ac-info-page.tsx';
import { AdminPrintPage } from './pages/admin-print-page.tsx';
import { PrintPage } from './pages/print-page.tsx';
import { RejudgePage } from './pages/rejudge-page.tsx';
import { contestApi, shellTestHooks } from './test-app.tsx';
import { renderRoutes, signIn, type Handler } from '../../test/page-app.tsx';
import { contestInfo } from '../../test/contest-info.ts';

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
  contestApi(contestInfo(), { 'GET /api/get-contest-access': () => ({ access: true }), 'GET /api/get-contest-problem': () => problems, ...extra });

shellTestHooks();

describe('printing and the contest admin tabs', () => {
  test('print: empty and short texts are refused with their messages; 50 characters are sent', async () => {
    signIn('ann');
    const calls = api({ 'POST /api/submit-print-text': () => null });
    renderRoutes(routes, '/contest/7/print');
    const box = await screen.findByTestId('print-content');
    fireEvent.click(screen.getByTestId('print-submit'));
    expect((await screen.findByTestId('toast')).textContent).toContain('Content cannot be empty');
    fireEvent.change(box, { target: { value: 'x'.repeat(49) } });
    fireEvent.click(screen.getByTestId('print-submit'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('The number of content cannot be less than 50'));
    expect(calls.some((c) => c.key === 'POST /api/submit-print-text')).toBe(false);
    fireEvent.change(box, { target: { value: 'y'.repeat(50) } });
    fireEvent.click(screen.getByTestId('print-submit'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('Submitted successfully'));
    expect(calls.find((c) => c.key === 'POST /api/submit-print-text')?.body).toEqual({ cid: 7, content: 'y'.repeat(50) });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  test('AC info: a row is checked off with the opposite of its mark, and the list refreshes every 10 s when asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn('setter');
    const row = { id: 88, cid: 7, displayId: 'A', username: 'ann', realname: 'Ann Lee', submitTime: new Date().toISOString(), firstBlood: true, checked: false };
    const calls = api({
      'GET /api/get-contest-ac-info': () => ({ records: [row], total: 1, current: 1, size: 20 }),
      'PUT /api/check-contest-ac-info': () => null,
    });
    renderRoutes(routes, '/contest/7/ac-info');
    const table = await screen.findByTestId('ac-info');
    await within(table).findByText('First Blood');
    expect(Object.fromEntries(calls.find((c) => c.key === 'GET /api/get-contest-ac-info')!.query)).toEqual({ cid: '7', currentPage: '1', limit: '20' });
    fireEvent.click(within(table).getByRole('button', { name: 'Check It' }));
    await waitFor(() => expect(calls.find((c) => c.key === 'PUT /api/check-contest-ac-info')?.body).toEqual({ id: 88, cid: 7, checked: true }));

    const loads = () => calls.filter((c) => c.key === 'GET /api/get-contest-ac-info').length;
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
      'GET /api/get-contest-print': () => ({ records: [{ id: 5, cid: 7, username: 'ann', realname: null, status: 0, gmtCreate: new Date().toISOString() }], total: 1, current: 1, size: 15 }),
      'PUT /api/check-contest-print-status': () => null,
    });
    renderRoutes(routes, '/contest/7/admin-print');
    expect((await screen.findByTestId('print-status')).textContent).toBe('Not Printed');
    fireEvent.click(screen.getByTestId('print-ok'));
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /api/check-contest-print-status')).toBe(true));
    expect(Object.fromEntries(calls.find((c) => c.key === 'PUT /api/check-contest-print-status')!.query)).toEqual({ id: '5', cid: '7' });
  });

  test('rejudge: the super admin confirms, then every submission of the problem is rejudged', async () => {
    signIn('boss', ['root']);
    const calls = api({ 'GET /api/admin/judge/rejudge-contest-problem': () => null });
    renderRoutes(routes, '/contest/7/rejudge');
    fireEvent.click(await screen.findByRole('button', { name: 'Rejudge All' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm'));
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/admin/judge/rejudge-contest-problem')).toBe(true));
    expect(Object.fromEntries(calls.find((c) => c.key === 'GET /api/admin/judge/rejudge-contest-problem')!.query)).toEqual({ cid: '7', pid: '1000' });
  });
});
