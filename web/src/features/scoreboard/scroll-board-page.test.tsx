import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { ScrollBoardPage } from './scroll-board-page.tsx';
import { scoreboardCalls } from '@oj/shared/api/scoreboard';

beforeAll(() => initI18n('en-US'));
afterEach(() => vi.unstubAllGlobals());

const info = (sealRankTime: string | null) => ({
  id: 9,
  rankShowName: 'username',
  problemCount: 1,
  balloonColor: { A: '#f00' },
  startTime: '2026-11-01T09:00:00Z',
  sealRankTime,
  starUserList: [],
});

/** Answers the scroll board's calls (the info as given, no submissions) and records every path asked for. */
const stubApi = (sealRankTime: string | null) => {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.slice(0, url.indexOf('?'));
      paths.push(path);
      const data = path.endsWith('/get-contest-scroll-board-info') ? info(sealRankTime) : [];
      return new Response(JSON.stringify({ status: 200, msg: 'success', data }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return paths;
};

const renderPage = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/scrollBoard?cid=9&removeStar=false&medals[]=1&medals[]=1&medals[]=1']}>
          <ScrollBoardPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('the scroll board window', () => {
  test('a contest never sealed: says there is nothing to reveal and links its final board, asking only for the info', async () => {
    const paths = stubApi(null);
    renderPage();
    const message = await screen.findByText("The contest's rank was not sealed, so there is nothing to reveal.");
    expect(message).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the final board' }).getAttribute('href')).toBe('/contest/9/rank');
    expect(paths).toEqual([scoreboardCalls.getContestScrollBoardInfo.path]);
  });

  test('a sealed contest: the info, then its submissions, then the board', async () => {
    const paths = stubApi('2026-11-01T13:00:00Z');
    renderPage();
    await waitFor(() => expect(screen.getByTestId('scroll-board')).toBeTruthy());
    expect(paths).toEqual([scoreboardCalls.getContestScrollBoardInfo.path, scoreboardCalls.getContestScrollBoardSubmission.path]);
  });
});
