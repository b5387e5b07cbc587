import { rankIdentity } from '../../test/rank-row.ts';
import type { AcmRankRow, BoardSnapshot } from '@oj/shared';
import { publishedParts } from '@oj/shared/domain/published-board';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { contestInfo } from '../../test/contest-info.ts';
import type { RankRequest } from './api/scoreboard-api.ts';
import { useBoardPage } from './use-board-page.ts';
import { scoreboardCalls } from '@oj/shared/api/scoreboard';

afterEach(() => vi.unstubAllGlobals());

const row = (uid: string, rank: number, ac: number): AcmRankRow => ({ ...rankIdentity(uid, rank), ac, total: ac, totalTime: 0, submissionInfo: {} });
const board = (builtAt: string, rows: AcmRankRow[]): BoardSnapshot => ({ cid: 7, type: 0, variant: 'live', builtAt, rows, problems: {} });
const body: RankRequest = { cid: 7, currentPage: 1, limit: 50, forceRefresh: false, removeStar: false, containsEnd: false, keyword: null, concernedList: [] };

/** Serves `published.board` in parts under /public/scoreboard/7/board/ (parts in `gone` answer 404) and the rank call with `api`. */
const serve = (published: { board: BoardSnapshot; gone?: string[] }, api: AcmRankRow[] = []) => {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const part = /^\/public\/scoreboard\/7\/board\/(.+)\.json$/.exec(url)?.[1];
      if (part === undefined) return Response.json({ status: 200, msg: 'success', data: { records: api, total: api.length, size: 50, current: 1, pages: 1 } });
      const { index, bodies } = publishedParts(published.board, (b) => String(b.length) + b.slice(-20));
      const found = published.gone?.includes(part) ? undefined : part === 'index' ? JSON.stringify(index) : bodies.get(part);
      return found ? new Response(found, { headers: { 'Content-Type': 'application/json' } }) : new Response('', { status: 404 });
    }),
  );
  return calls;
};

const renderBoardPage = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useBoardPage('outside', contestInfo(), body, { uid: undefined }, false, Date.now), { wrapper });
  return { ...hook, client };
};

describe('a page of the published board', () => {
  test('a new build keeps the rows that did not change as the same objects, so only what moved is drawn again', async () => {
    const first = [row('ann', 1, 2), row('bob', 2, 1), row('cat', 3, 0)];
    const published = { board: board('2026-11-01T10:00:00.000Z', first) };
    serve(published);
    const { result, client } = renderBoardPage();
    await waitFor(() => expect(result.current.data?.records).toHaveLength(3));
    const before = result.current.data!.records;

    published.board = board('2026-11-01T10:00:03.000Z', [first[0]!, first[1]!, row('cat', 3, 1)]);
    await act(() => client.refetchQueries({ queryKey: ['published-board', 7, 'board'], exact: true }));
    await waitFor(() => expect((result.current.data?.records[2] as AcmRankRow | undefined)?.ac).toBe(1));
    const after = result.current.data!.records;
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).not.toBe(before[2]);
  });

  test('a part the index names but that has gone (withdrawn meanwhile) makes the API answer', async () => {
    const calls = serve({ board: board('2026-11-01T10:00:00.000Z', [row('ann', 1, 2)]), gone: ['page-0'] }, [row('bob', 1, 1)]);
    const { result } = renderBoardPage();
    await waitFor(() => expect(result.current.data?.records.map((r) => r.uid)).toEqual(['bob']));
    expect(calls).toEqual(['/public/scoreboard/7/board/index.json', '/public/scoreboard/7/board/page-0.json', expect.stringContaining(scoreboardCalls.getContestOutsideScoreboard.path)]);
  });
});
