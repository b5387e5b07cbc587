import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ContestStatus } from '@oj/shared/enums';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import type { ContestScope } from '../../lib/problem-set-scope.ts';
import { session } from '../../lib/session.ts';
import { contestInfo } from '../../test/contest-info.ts';
import { ScrollBoardConfigPage } from './scroll-board-config-page.tsx';
import { scoreboardCalls } from '@oj/shared/api/scoreboard';

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const contest = contestInfo({ id: 9, author: 'boss', status: ContestStatus.ENDED, sealRank: true, sealRankTime: '2026-11-01T13:00:00Z' });

/** The live board's size: 57 ranked participants (the total), with the viewer's own pinned copy on top when `pinned`. */
const stubApi = (pinned = false) => {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
      const data = { records: pinned ? [{ uid: 'boss', pinned: true }, { uid: 'x' }] : [{ uid: 'x' }], total: 57, current: 1, size: 10 };
      return new Response(JSON.stringify({ status: 200, msg: 'success', data }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
};

/** The page as the contest shell hosts it: an ended contest (by the shell's clock) viewed by its admin unless told. */
const renderPage = (info: ContestInfo = contest, over: Partial<ContestScope> = {}) => {
  const scope = { cid: info.id, info, status: ContestStatus.ENDED, admin: true, containsEnd: false, ...over } as ContestScope;
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/contest/9/scroll-board']}>
          <Routes>
            <Route path="/contest/:contestID" element={<Outlet context={scope} />}>
              <Route path="scroll-board" element={<ScrollBoardConfigPage />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
};

const medalInputs = () => ['Gold medals', 'Silver medals', 'Bronze medals'].map((name) => screen.getByRole('textbox', { name }) as HTMLInputElement);

describe('scroll board settings', () => {
  test("medals default to 10, 20 and 30 percent of the ranked participants (the admin's own pinned row not counted); Start opens the board", async () => {
    session.signIn('token', { uid: 'boss', username: 'boss', roleList: ['default_user'] } as never);
    const calls = stubApi(true);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderPage();
    await waitFor(() => expect(medalInputs().map((i) => i.value)).toEqual(['5', '11', '17']));
    expect(calls.some((c) => c.includes(scoreboardCalls.getContestRank.path) && c.includes('"forceRefresh":true') && c.includes('"removeStar":true'))).toBe(true);
    fireEvent.change(medalInputs()[0]!, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Leave out star users' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start rolling' }));
    expect(open).toHaveBeenCalledWith('/scrollBoard?cid=9&removeStar=true&medals%5B%5D=3&medals%5B%5D=11&medals%5B%5D=17', '_blank');
  });

  test('explains why the board cannot open: a running contest, an unsealed one, a non-admin, an OI contest', async () => {
    session.signIn('token', { uid: 'boss', username: 'boss', roleList: ['default_user'] } as never);
    stubApi();
    const running = renderPage(contest, { status: ContestStatus.RUNNING });
    await screen.findByText('The scroll board opens once the contest has ended.');
    expect((screen.getByRole('button', { name: 'Start rolling' }) as HTMLButtonElement).disabled).toBe(true);
    running.unmount();

    const unsealed = renderPage({ ...contest, sealRank: false });
    await screen.findByText("The contest's rank was not sealed, so there is nothing to reveal.");
    unsealed.unmount();

    const oi = renderPage({ ...contest, type: 1 });
    await screen.findByText('Only ACM contests have a scroll board.');
    oi.unmount();

    session.signIn('token', { uid: 'ann', username: 'ann', roleList: ['default_user'] } as never);
    const calls = stubApi();
    renderPage(contest, { admin: false });
    await screen.findByText("Only the contest's admins may open the scroll board.");
    expect(calls.some((c) => c.includes(scoreboardCalls.getContestRank.path))).toBe(false);
  });
});
