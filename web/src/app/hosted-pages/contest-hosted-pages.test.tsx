import { ContestAuth, ContestType } from '@oj/shared/enums';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ProblemDetailPage } from '../../features/problem-detail/problem-detail-page.tsx';
import { StatusPage } from '../../features/submissions/status-page.tsx';
import { ContestFocusPage } from '../../features/contest/contest-focus-page.tsx';
import { ContestShell } from '../../features/contest/contest-shell.tsx';
import { contestApi, shellTestHooks } from '../../features/contest/test-app.tsx';
import { renderRoutes, signIn, type Handler, callKey } from '../../test/page-app.tsx';
import { contestInfo, HOUR } from '../../test/contest-info.ts';
import { problemDetail } from '../../test/problem-detail.ts';
import { contestCalls } from '@oj/shared/api/contest';
import { judgeCalls } from '@oj/shared/api/judge';
import { problemCalls } from '@oj/shared/api/problem';

vi.mock('../../components/code-editor/code-editor.tsx', () => import('../../test/code-editor-stand-in.tsx'));

// The problem page and the submission list are other features' pages, hosted by the shell as the route table does.
const routes = [
  {
    path: '/contest/:contestID',
    Component: ContestShell,
    children: [
      { index: true, Component: () => <p data-testid="overview">overview</p> },
      { path: 'problem/:problemID', Component: ProblemDetailPage },
      { path: 'submissions', Component: StatusPage },
    ],
  },
  { path: '/contest/:contestID/problem/:problemID/full-screen', Component: ContestFocusPage, children: [{ index: true, Component: ProblemDetailPage }] },
];

/** An OI contest whose rank was sealed a minute ago. */
const contest = (over: Partial<ContestInfo> = {}) =>
  contestInfo({ type: ContestType.OI, sealRank: true, sealRankTime: new Date(Date.now() - 60_000).toISOString(), oiRankScoreType: 'Recent', openPrint: false, ...over });

/** Problem A as the contest serves it: an OI problem whose source stays hidden. */
const problemA = (myStatus: number | null) => problemDetail({ problemId: 'A', source: 'Secret source', type: 1 }, { myStatus });

const api = (info: ContestInfo, extra: Record<string, Handler> = {}) =>
  contestApi(info, { [callKey(contestCalls.getContestSubmissionList)]: () => ({ records: [], total: 0, current: 1, size: 10 }), ...extra });

shellTestHooks();

describe('the problem page and the submission list inside a contest', { timeout: 20_000 }, () => {
  test('an OI contest behind the seal: the problem by display id, submit with cid (and isRemote for a remote problem), only "Submitted successfully", and a second submit asks to cover', async () => {
    signIn('ann');
    let submits = 0;
    const remote = problemA(null);
    const calls = api(contest(), {
      [callKey(contestCalls.getContestProblemDetails)]: () => ({ ...remote, problem: { ...remote.problem, isRemote: true } }),
      [callKey(judgeCalls.submitProblemJudge)]: () => ({ submitId: 500 + ++submits, status: -5 }),
    });
    renderRoutes(routes, '/contest/7/problem/A');
    expect((await screen.findByTestId('problem-title')).textContent).toBe('A A+B');
    expect(screen.queryByText(/Secret source/)).toBeNull();
    const detailCall = calls.find((c) => c.key === callKey(contestCalls.getContestProblemDetails));
    expect(Object.fromEntries(detailCall!.query)).toEqual({ cid: '7', displayId: 'A', containsEnd: 'false' });

    const accessReads = () => calls.filter((c) => c.key === callKey(contestCalls.getContestAccess)).length;
    const readsBefore = accessReads();
    fireEvent.click(screen.getByTestId('submit'));
    expect((await screen.findByTestId('submitted-hidden')).textContent).toBe('Submitted successfully');
    // The first submit registers the viewer in a public contest: the shell reads the access (and the count) again.
    await waitFor(() => expect(accessReads()).toBeGreaterThan(readsBefore));
    expect(calls.find((c) => c.key === callKey(judgeCalls.submitProblemJudge))?.body).toEqual({ pid: 1000, language: 'C++', code: 'int main(){}', isRemote: true, cid: 7 });
    // Results stay hidden: nothing polls the verdict.
    expect(calls.some((c) => c.key.includes('submissions-status'))).toBe(false);

    await waitFor(() => expect(screen.getByTestId('submit').hasAttribute('data-loading')).toBe(false));
    fireEvent.click(screen.getByTestId('submit'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog.textContent).toContain('Are you sure you want to cover it?');
    fireEvent.click(within(dialog).getByTestId('confirm'));
    await waitFor(() => expect(submits).toBe(2));
  });

  test('after the end without after-contest submissions, submit is off and says so', async () => {
    signIn('ann');
    const now = Date.now();
    api(contest({ type: ContestType.ACM, startTime: new Date(now - 6 * HOUR).toISOString(), endTime: new Date(now - HOUR).toISOString() }), {
      [callKey(contestCalls.getContestProblemDetails)]: () => problemA(null),
    });
    renderRoutes(routes, '/contest/7/problem/A');
    expect((await screen.findByTestId('submit-blocked')).textContent).toBe('Contest has ended');
    expect(screen.getByTestId('submit').hasAttribute('disabled')).toBe(true);
  });

  test('a protected contest asks for the password on the first submit, then submits', async () => {
    signIn('ann');
    let registered = false;
    const calls = api(contest({ type: ContestType.ACM, auth: ContestAuth.PROTECTED, sealRank: false }), {
      [callKey(contestCalls.getContestAccess)]: () => ({ access: registered }),
      [callKey(contestCalls.getContestProblemDetails)]: () => problemA(null),
      [callKey(contestCalls.toRegisterContest)]: () => {
        registered = true;
        return null;
      },
      [callKey(judgeCalls.submitProblemJudge)]: () => ({ submitId: 900, status: 5 }),
      [callKey(contestCalls.checkContestJudgeResult)]: () => ({ 900: { status: 0, score: null, oiRankScore: null, time: 3, memory: 1024, judger: 'j', isManual: false } }),
    });
    renderRoutes(routes, '/contest/7/problem/A');
    fireEvent.click(await screen.findByTestId('submit'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('contest-password'), { target: { value: 'pw' } });
    fireEvent.click(within(dialog).getByTestId('contest-password-enter'));
    const status = await screen.findByTestId('submit-status');
    expect(within(status).getByRole('link').getAttribute('href')).toBe('/contest/7/problem/A/submission-detail/900');
    await waitFor(() => expect(within(status).getByText('Accepted')).toBeTruthy());
    expect(calls.find((c) => c.key === callKey(contestCalls.checkContestJudgeResult))?.body).toEqual({ submitIds: [900], cid: 7 });
  });

  test("the submission list asks for the contest's own submissions and links inside the contest", async () => {
    signIn('ann');
    const row = {
      submitId: 41,
      uid: 'uid-ann',
      username: 'ann',
      pid: 1000,
      displayPid: 'A',
      displayId: 'A',
      title: 'A+B',
      cid: 7,
      gid: null,
      status: 0,
      score: null,
      oiRankScore: null,
      judger: null,
      isManual: false,
      time: 1,
      memory: 100,
      length: 20,
      language: 'C++',
      submitTime: new Date().toISOString(),
      errorMessage: null,
      share: false,
    };
    const calls = api(contest({ type: ContestType.ACM, sealRank: false }), {
      [callKey(contestCalls.getContestSubmissionList)]: () => ({ records: [row], total: 1, current: 1, size: 15 }),
    });
    renderRoutes(routes, '/contest/7/submissions?onlyMine=true');
    const table = await screen.findByTestId('submission-table');
    await within(table).findByText('41');
    const query = Object.fromEntries(calls.find((c) => c.key === callKey(contestCalls.getContestSubmissionList))!.query);
    expect(query).toMatchObject({ contestID: '7', onlyMine: 'true', beforeContestSubmit: 'false', containsEnd: 'false' });
    expect(within(table).getByText('41').closest('a')?.getAttribute('href')).toBe('/contest/7/problem/A/submission-detail/41');
    expect(within(table).getByText(/^A/, { selector: 'a' }).getAttribute('href')).toBe('/contest/7/problem/A');
  });
});

describe('focus mode (ContestFullProblemDetails)', { timeout: 20_000 }, () => {
  const problems = [
    { id: 1, cid: 7, pid: 1000, displayId: 'A', displayTitle: 'A+B', color: '#ff0000', ac: 4, total: 9 },
    { id: 2, cid: 7, pid: 1001, displayId: 'B', displayTitle: 'Graphs', color: null, ac: 1, total: 2 },
  ];

  test('the full screen button opens the problem without the contest tabs: clock, problem strip with marks, submit, the way back', async () => {
    signIn('ann');
    const calls = api(contest({ type: ContestType.ACM, sealRank: false }), {
      [callKey(contestCalls.getContestProblemDetails)]: ({ query }) => ({ ...problemA(null), problem: { ...problemA(null).problem, problemId: query.get('displayId')! } }),
      [callKey(contestCalls.getContestProblem)]: () => problems,
      [callKey(problemCalls.getUserProblemStatus)]: () => ({ 1000: { status: 0, score: null }, 1001: { status: -10, score: null } }),
      [callKey(judgeCalls.submitProblemJudge)]: () => ({ submitId: 77, status: 5 }),
      [callKey(contestCalls.checkContestJudgeResult)]: () => ({ 77: { status: 0, score: null, oiRankScore: null, time: 3, memory: 1024, judger: 'j', isManual: false } }),
    });
    const router = renderRoutes(routes, '/contest/7/problem/A');
    const enter = await screen.findByTestId('enter-focus');
    expect(screen.getAllByTestId(/^contest-tab-/).length).toBeGreaterThan(0);
    fireEvent.click(enter);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/7/problem/A/full-screen'));

    const focus = await screen.findByTestId('focus-mode');
    expect(screen.queryAllByTestId(/^contest-tab-/)).toHaveLength(0);
    expect(screen.getByTestId('focus-title').textContent).toBe('Spring Cup');
    expect(screen.getByTestId('countdown').textContent).toMatch(/^Time left \d+:\d\d:\d\d$/);
    expect(await screen.findByTestId('problem-title')).toBeTruthy();
    // already in focus mode: no second way in
    expect(screen.queryByTestId('enter-focus')).toBeNull();

    const strip = within(focus).getByRole('navigation', { name: 'Problems of the set' });
    await waitFor(() =>
      expect(
        within(strip)
          .getAllByTestId('focus-problem')
          .map((b) => b.textContent),
      ).toEqual(['A✓', 'B']),
    );
    const [a, b] = within(strip).getAllByTestId('focus-problem');
    expect(a!.getAttribute('aria-current')).toBe('page');
    expect(b!.getAttribute('href')).toBe('/contest/7/problem/B/full-screen');
    expect(within(strip).getByTestId('focus-previous').hasAttribute('disabled')).toBe(true);
    expect(within(strip).getByTestId('focus-next').getAttribute('href')).toBe('/contest/7/problem/B/full-screen');
    expect(screen.getByTestId('exit-focus').getAttribute('href')).toBe('/contest/7/problem/A');

    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(calls.find((c) => c.key === callKey(judgeCalls.submitProblemJudge))?.body).toMatchObject({ pid: 1000, cid: 7 }));

    fireEvent.click(b!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/7/problem/B/full-screen'));
    await waitFor(() => expect(calls.some((c) => c.key === callKey(contestCalls.getContestProblemDetails) && c.query.get('displayId') === 'B')).toBe(true));
    expect(within(strip).getByTestId('focus-next').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('exit-focus').getAttribute('href')).toBe('/contest/7/problem/B');
  });

  test('a private contest the viewer has not entered sends focus mode to the overview', async () => {
    signIn('ann');
    const calls = api(contest({ auth: ContestAuth.PRIVATE }));
    const router = renderRoutes(routes, '/contest/7/problem/A/full-screen');
    await screen.findByTestId('overview');
    expect(router.state.location.pathname).toBe('/contest/7');
    expect(calls.some((c) => c.key === callKey(contestCalls.getContestProblem) || c.key === callKey(contestCalls.getContestProblemDetails))).toBe(false);
  });
});
