import { MantineProvider } from '@mantine/core';
import type { AcmRankRow, BoardSnapshot, OiRankRow } from '@oj/shared';
import { locatorOf, publishedParts } from '@oj/shared/domain/published-board';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import type { BoardProblem } from '@oj/shared/schemas/scoreboard-view';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { contestInfo } from '../../../test/contest-info.ts';
import { rankIdentity } from '../../../test/rank-row.ts';
import { Scoreboard } from './scoreboard.tsx';
import { scoreboardCalls } from '@oj/shared/api/scoreboard';

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.clear();
});

const contest = contestInfo;
const problems: BoardProblem[] = [
  { displayId: 'A', displayTitle: 'Apples', color: '#f00', ac: 2, total: 5 },
  { displayId: 'B', displayTitle: 'Bananas', color: null, ac: 0, total: 1 },
];
const identity = rankIdentity;
const acmRows: AcmRankRow[] = [
  { ...identity('star', -1), ac: 1, total: 1, totalTime: 600, submissionInfo: { A: { isAC: true, ACTime: 600, errorNum: 0, isFirstAC: true } } },
  {
    ...identity('ann', 1, { isWinAward: true, awardName: 'Gold', awardBackground: '#fff7cc', awardColor: '#c90', school: 'North School' }),
    ac: 1,
    total: 3,
    totalTime: 3900 + 1200,
    submissionInfo: { A: { isAC: true, ACTime: 3900, errorNum: 1, isFirstAC: false }, B: { isAC: false, errorNum: 1, tryNum: 2 } },
  },
  { ...identity('bob', 2), ac: 0, total: 2, totalTime: 0, submissionInfo: { A: { isAC: false, errorNum: 2 } } },
];

/**
 * Answers the rank call with `reply` (or an error envelope) and records every body sent; a published board is read in
 * parts (shared's publishedParts) from `published` by its folder, `scoreboard/<cid>/<name>` (none published: 404, as S3 answers).
 */
const stubRank = (reply: (body: Record<string, unknown>) => unknown, published: Record<string, BoardSnapshot> = {}) => {
  const bodies: Record<string, unknown>[] = [];
  const reads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/public/')) {
        reads.push(url);
        const [, folder, part] = /^\/public\/(.+)\/([^/]+)\.json$/.exec(url) ?? [];
        const board = published[folder ?? ''];
        const parts = board && publishedParts(board, (body) => String(body.length));
        const body = part === 'index' ? parts && JSON.stringify(parts.index) : parts?.bodies.get(part ?? '');
        return body ? new Response(body, { headers: { 'Content-Type': 'application/json' } }) : new Response('<Error>NoSuchKey</Error>', { status: 404 });
      }
      const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
      bodies.push(body);
      const data = reply(body);
      if (data instanceof Error) return new Response(JSON.stringify({ status: 500, msg: data.message, data: null }), { status: 500 });
      return new Response(JSON.stringify({ status: 200, msg: 'success', data }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return Object.assign(bodies, { reads });
};
const page = (records: (AcmRankRow | OiRankRow)[]) => ({ records, total: records.length, current: 1, size: 50, pages: 1 });

const renderBoard = (info: ContestInfo, kind: 'rank' | 'outside' = 'outside', serverNow?: () => number) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <Scoreboard kind={kind} contest={info} problems={problems} links={null} serverNow={serverNow} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

const rowOf = (uid: string, pinned = false) => document.querySelector<HTMLElement>(`[data-testid="board-row"][data-uid="${uid}"]${pinned ? '[data-pinned]' : ':not([data-pinned])'}`)!;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')];

describe('the ACM board', () => {
  test('ranks, star, award colours, names linking home, h:mm:ss penalty and the cell classes', async () => {
    const bodies = stubRank(() => page(acmRows));
    renderBoard(contest());
    await waitFor(() => expect(rowOf('ann')).toBeTruthy());
    expect(bodies[0]).toEqual({ cid: 7, currentPage: 1, limit: 50, forceRefresh: false, removeStar: false, containsEnd: false, keyword: null, concernedList: [] });

    expect(cells(rowOf('star'))[0]!.textContent).toBe('*');
    const ann = rowOf('ann');
    const badge = ann.querySelector<HTMLElement>('[data-award="Gold"]')!;
    expect(badge.textContent).toBe('1');
    expect(badge.style.background).toBe('#fff7cc');
    const link = within(ann).getByRole('link', { name: 'ann' });
    expect(link.getAttribute('href')).toBe('/user-home?uid=ann&username=ann');
    expect(ann.textContent).toContain('North School');
    // rank, user, solved, penalty, A, B
    const [, , solved, penalty, a, b] = cells(ann);
    expect(solved!.textContent).toBe('1');
    expect(penalty!.textContent).toBe('1:25:00');
    expect(a!.textContent).toBe('1:05:002 tries');
    expect(a!.dataset.kind).toBe('ac');
    expect(b!.textContent).toBe('?1+2 tries');
    expect(b!.dataset.kind).toBe('pending');
    expect(cells(rowOf('star'))[4]!.dataset.kind).toBe('firstAc');
    expect(cells(rowOf('bob'))[4]!.dataset.kind).toBe('wrong');
    expect(cells(rowOf('bob'))[5]!.dataset.kind).toBeUndefined();
  });

  test('pinned copies come first, drawn and labelled as pinned, each row also in place; the total counts the board only', async () => {
    session.signIn('token', { uid: 'bob', username: 'bob', roleList: ['default_user'] } as never);
    const bodies = stubRank((body) => {
      const pinned = [acmRows[2]!, ...acmRows.filter((r) => (body.concernedList as string[]).includes(r.uid))];
      return { ...page([...pinned.map((r) => ({ ...r, pinned: true as const })), ...acmRows]), total: acmRows.length };
    });
    renderBoard(contest());
    await waitFor(() => expect(rowOf('bob', true)).toBeTruthy());
    const copy = rowOf('bob', true);
    expect(within(copy).getByTestId('pin-label').textContent).toBe('You');
    expect(copy.querySelector('td')!.className).toMatch(/_pinned_/);
    expect(copy.querySelector('[data-testid="pin-label"] + *')!.textContent).toBe('2');
    // the row in place keeps its rank, the own row's colour and the Me badge; the copy is not counted
    expect(rowOf('bob').querySelector('td')!.className).toMatch(/_own_/);
    expect(within(rowOf('bob')).getByText('Me')).toBeTruthy();
    expect(within(rowOf('bob')).queryByTestId('pin-label')).toBeNull();
    expect(screen.getByText('Total 3')).toBeTruthy();

    fireEvent.click(within(rowOf('ann')).getByRole('button', { name: 'Follow and pin to the top' }));
    await waitFor(() => expect(rowOf('ann', true)).toBeTruthy());
    expect(within(rowOf('ann', true)).getByTestId('pin-label').textContent).toBe('Pinned');
    expect(bodies.at(-1)!.concernedList).toEqual(['ann']);
    expect(JSON.parse(localStorage.getItem('contestRankConcerned:7')!)).toEqual(['ann']);
    expect(within(rowOf('ann', true)).getByRole('button', { name: 'Unfollow' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('search and the star switch go back to page one with the new filters', async () => {
    const bodies = stubRank(() => page(acmRows));
    renderBoard(contest());
    await waitFor(() => expect(rowOf('ann')).toBeTruthy());
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: ' North ' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), { key: 'Enter' });
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ keyword: 'North', currentPage: 1 }));
    fireEvent.click(screen.getByRole('switch', { name: 'Star users' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ keyword: 'North', removeStar: true }));
  });

  test('a failed load stops the spinner and turns auto refresh off', async () => {
    stubRank(() => new Error('Server_error_please_refresh_again'));
    renderBoard(contest());
    const auto = screen.getByRole('switch', { name: 'Auto refresh (30 s)' });
    expect((auto as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByTestId('board-error')).toBeTruthy());
    expect((auto as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText('Loading…')).toBeNull();
  });

  test('contest admins get the real name column, the live board switch and the CSV download; others do not', async () => {
    stubRank(() => page(acmRows));
    session.signIn('token', { uid: 'setter', username: 'setter', roleList: ['default_user'] } as never);
    const { unmount } = renderBoard(contest({ status: 1 }));
    await waitFor(() => expect(rowOf('ann')).toBeTruthy());
    expect(screen.getByRole('columnheader', { name: 'Real name' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Live board (force update)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download as CSV' })).toBeTruthy();
    // ended: no auto refresh; the admin may include after-contest submissions
    expect((screen.getByRole('switch', { name: 'Auto refresh (30 s)' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('switch', { name: 'After-contest submissions' })).toBeTruthy();
    // the CSV comes with the token and is handed to the browser under the server's file name
    const fetchRank = vi.mocked(fetch).getMockImplementation()!;
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:rank');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.mocked(fetch).mockImplementation(async (url, init) =>
      String(url).includes(scoreboardCalls.downloadContestRank.path)
        ? new Response('"Rank","Username"', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="contest_7_rank.csv"' } })
        : fetchRank(url as string, init!),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Star users' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    await waitFor(() => expect(saved).toEqual(['contest_7_rank.csv']));
    const [downloadUrl, downloadInit] = vi.mocked(fetch).mock.calls.at(-1)!;
    expect(String(downloadUrl)).toBe(`${scoreboardCalls.downloadContestRank.path}?cid=7&forceRefresh=false&removeStar=true&containEnd=false`);
    expect(new Headers(downloadInit!.headers).get('Authorization')).toBe('token');
    unmount();
    act(() => session.signIn('token', { uid: 'ann', username: 'ann', roleList: ['default_user'] } as never));
    renderBoard(contest({ status: 1 }));
    await waitFor(() => expect(rowOf('bob')).toBeTruthy());
    expect(screen.queryByRole('columnheader', { name: 'Real name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download as CSV' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'After-contest submissions' })).toBeNull();
  });
});

describe('the OI board', () => {
  test('total score with time, scores per problem: full, zero and in between', async () => {
    const oiRows: OiRankRow[] = [
      { ...identity('ann', 1), totalScore: 140, totalTime: 35, submissionInfo: { A: 100, B: 40 }, timeInfo: { A: 35 } },
      { ...identity('bob', 2), totalScore: 0, totalTime: 0, submissionInfo: { A: 0 }, timeInfo: {} },
    ];
    stubRank(() => page(oiRows));
    renderBoard(contest({ type: 1 }));
    await waitFor(() => expect(rowOf('ann')).toBeTruthy());
    const [, , total, a, b] = cells(rowOf('ann'));
    expect(total!.textContent).toBe('140(35ms)');
    expect(a!.textContent).toBe('100(35ms)');
    expect(a!.dataset.kind).toBe('full');
    expect(b!.dataset.kind).toBe('partial');
    expect(cells(rowOf('bob'))[3]!.dataset.kind).toBe('zero');
    expect(screen.queryByRole('columnheader', { name: 'Penalty' })).toBeNull();
  });
});

describe('readers of the outside scoreboard read the board published in parts', () => {
  const snapshot = (over: Partial<BoardSnapshot> = {}): BoardSnapshot => ({ cid: 7, type: 0, variant: 'live', builtAt: new Date().toISOString(), rows: acmRows, problems: {}, ...over });
  const names = () => [...document.querySelectorAll<HTMLElement>('[data-testid="board-row"]')].map((r) => `${r.dataset.uid}${r.dataset.pinned !== undefined ? '*' : ''}`);
  const part = (name: string) => `/public/scoreboard/7/board/${name}.json`;

  test("the index, the page shown and a pinned user's locator are read and paged by the API's rules; a search asks the API", async () => {
    localStorage.setItem('contestRankConcerned:7', JSON.stringify(['bob']));
    const calls = stubRank(() => page([acmRows[1]!]), { 'scoreboard/7/board': snapshot() });
    renderBoard(contest());
    await waitFor(() => expect(names()).toEqual(['bob*', 'star', 'ann', 'bob']));
    expect(new Set(calls.reads)).toEqual(new Set([part('index'), part('page-0'), part(`at-${locatorOf('bob')}`)]));
    fireEvent.click(screen.getByRole('switch', { name: 'Star users' }));
    await waitFor(() => expect(names()).toEqual(['bob*', 'ann', 'bob']));
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'north' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), { key: 'Enter' });
    await waitFor(() => expect(names()).toEqual(['ann']));
    expect([...calls]).toEqual([expect.objectContaining({ keyword: 'north', removeStar: true })]);
  });

  test('a signed-in user reads it too, their own row pinned; a contest admin asks the API; nothing published (404): the API answers', async () => {
    session.signIn('token', { uid: 'ann', username: 'ann', roleList: ['default_user'] } as never);
    const signedIn = stubRank(() => page([]), { 'scoreboard/7/board': snapshot() });
    const { unmount } = renderBoard(contest());
    await waitFor(() => expect(names()).toEqual(['ann*', 'star', 'ann', 'bob']));
    expect(signedIn).toHaveLength(0);
    unmount();

    session.signIn('token', { uid: 'boss', username: contest().author, roleList: ['default_user'] } as never);
    const admin = stubRank(() => page(acmRows), { 'scoreboard/7/board': snapshot() });
    const again = renderBoard(contest());
    await waitFor(() => expect(admin).toHaveLength(1));
    expect(admin.reads).toEqual([]);
    again.unmount();
    session.clear();

    const calls = stubRank(() => page(acmRows));
    renderBoard(contest());
    await waitFor(() => expect(names()).toEqual(['star', 'ann', 'bob']));
    expect(calls.reads).toEqual([part('index')]);
    expect(calls).toHaveLength(1);
  });

  test('a board built before the seal started is out of date: the API answers (and builds the sealed one)', async () => {
    const now = Date.now();
    const sealed = contest({ sealRank: true, sealRankTime: new Date(now - 60_000).toISOString() });
    const calls = stubRank(() => page([acmRows[1]!]), { 'scoreboard/7/board': snapshot({ builtAt: new Date(now - 120_000).toISOString() }) });
    renderBoard(sealed, 'outside', () => now);
    await waitFor(() => expect(names()).toEqual(['ann']));
    expect(calls).toHaveLength(1);
  });

  test('after-contest submissions, where the contest allows them, come from the published board-end', async () => {
    const ended = contest({ status: 1, allowEndSubmit: true, startTime: new Date(Date.now() - 6 * 3_600_000).toISOString(), endTime: new Date(Date.now() - 3_600_000).toISOString() });
    const calls = stubRank(() => page([]), { 'scoreboard/7/board': snapshot({ rows: [acmRows[2]!] }), 'scoreboard/7/board-end': snapshot({ variant: 'live-end', rows: [acmRows[1]!] }) });
    renderBoard(ended);
    await waitFor(() => expect(names()).toEqual(['bob']));
    fireEvent.click(screen.getByRole('switch', { name: 'After-contest submissions' }));
    await waitFor(() => expect(names()).toEqual(['ann']));
    expect(calls.reads).toEqual([part('index'), part('page-0'), '/public/scoreboard/7/board-end/index.json', '/public/scoreboard/7/board-end/page-0.json']);
    expect(calls).toHaveLength(0);
  });
});
