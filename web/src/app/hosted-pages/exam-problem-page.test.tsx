import { EXAM_CID_OFFSET } from '@oj/shared/domain/exam';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ProblemDetailPage } from '../../features/problem-detail/problem-detail-page.tsx';
import { mockApi, pageTestHooks, renderRoutes, signIn, type Handler, callKey } from '../../test/page-app.tsx';
import { examDetail, HOUR } from '../../test/exam-detail.ts';
import { problemDetail } from '../../test/problem-detail.ts';
import type { ExamDetail } from '../../features/exam/api/exam-api.ts';
import { ExamShell } from '../../features/exam/exam-shell.tsx';
import { IntroductionPage } from '../../features/exam/pages/introduction-page.tsx';
import { ProblemListPage } from '../../features/exam/pages/problem-list-page.tsx';
import { RankPage } from '../../features/exam/pages/rank-page.tsx';
import { examCalls } from '@oj/shared/api/exam';
import { homeCalls } from '@oj/shared/api/home';
import { judgeCalls } from '@oj/shared/api/judge';

vi.mock('../../components/code-editor/code-editor.tsx', () => import('../../test/code-editor-stand-in.tsx'));

// The problem page is the problem-detail feature's, hosted by the exam shell as the route table does.
const routes = [
  {
    path: '/exam/:timedWorkID',
    Component: ExamShell,
    children: [
      { index: true, Component: IntroductionPage },
      { path: 'problems', Component: ProblemListPage },
      { path: 'problem/:problemID', Component: ProblemDetailPage },
      { path: 'rank', Component: RankPage },
    ],
  },
];

const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const EXAM_ID = 3;

const running = { startTime: iso(-HOUR / 2), endTime: null, deadline: iso(HOUR) };
const started = (over: Partial<ExamDetail> = {}) => examDetail({ record: running, access: true, ...over });

const problems = (submitted = false) => [
  { id: 11, problemId: 1000, displayId: 'A', title: 'Sum', type: 0, isSubmitted: submitted },
  { id: 12, problemId: 1001, displayId: 'B', title: 'Essay', type: 2, isSubmitted: false },
];

// The exam detail as get-timed-work-problem-detail serves it: the problem under its display id and title there.
const detail = (displayId: string, title: string, pid: number) =>
  problemDetail({ id: pid, problemId: displayId, title, description: 'Add two numbers.', examples: '<input>1 2</input><output>3</output>', difficulty: null }, { languages: ['C', 'C++'] });

const examApi = (examInfo: () => ExamDetail, extra: Record<string, Handler> = {}) =>
  mockApi({
    [callKey(homeCalls.getWebConfig)]: () => ({ openPublicDiscussion: true }),
    [callKey(examCalls.getTimedWorkInfo)]: examInfo,
    [callKey(examCalls.getTimedWorkProblemList)]: () => problems(),
    [callKey(examCalls.getTimedWorkProblemDetail)]: ({ query }) => (query.get('displayId') === 'B' ? detail('B', 'Essay', 1001) : detail('A', 'Sum', 1000)),
    [callKey(examCalls.getTimedWorkSubmissionList)]: () => ({ records: [], total: 0, current: 1, size: 10 }),
    ...extra,
  });

const refusal = (status: number, msg: string) => new Response(JSON.stringify({ status, msg, data: null }), { status });

pageTestHooks();

// Page tests on a loaded machine: each may take several seconds (the verdict's poll waits 2 s of real time).
describe('the problem page inside an exam', { timeout: 20_000 }, () => {
  test('the exam detail by display id; the submit carries cid = exam id + 50000 and the display id; the verdict is polled until final', async () => {
    signIn('ann');
    let polls = 0;
    let judged = false;
    const calls = examApi(() => started(), {
      [callKey(examCalls.getTimedWorkProblemList)]: () => problems(judged),
      [callKey(judgeCalls.submitProblemJudge)]: () => ({ submitId: 900, status: 5 }),
      [callKey(judgeCalls.checkCommonJudgeResult)]: () => {
        polls += 1;
        judged = polls > 1;
        return { 900: { status: judged ? 0 : 7, score: null, oiRankScore: null, time: 3, memory: 1024, judger: 'j', isManual: false } };
      },
      [callKey(examCalls.getTimedWorkSubmissionList)]: () => ({
        records: judged ? [{ submitId: 900, displayId: 'A', status: 0, score: 100, language: 'C++', submitTime: iso(-1000) }] : [],
        total: judged ? 1 : 0,
        current: 1,
        size: 10,
      }),
    });
    renderRoutes(routes, `/exam/${EXAM_ID}/problem/A`);
    expect((await screen.findByTestId('problem-title')).textContent).toBe('A Sum');
    expect(Object.fromEntries(calls.find((c) => c.key === callKey(examCalls.getTimedWorkProblemDetail))!.query)).toEqual({ tid: '3', displayId: 'A' });
    // The clock stays in view above the page, with the hand-in; the problem list's tab stays selected.
    const bar = screen.getByTestId('exam-clock-bar');
    expect(within(bar).getByTestId('countdown').textContent).toMatch(/^Time left \d/);
    expect(within(bar).getByTestId('hand-in')).toBeTruthy();
    expect(screen.getByTestId('exam-tab-problems').getAttribute('aria-selected')).toBe('true');
    // The statement alone: no statistics, solutions or earlier accepted code in an exam; the online test is there (type 0).
    expect(screen.queryByRole('button', { name: 'Statistics' })).toBeNull();
    expect(screen.queryByTestId('last-ac')).toBeNull();
    expect(screen.getByTestId('open-test-run')).toBeTruthy();

    fireEvent.click(screen.getByTestId('submit'));
    const status = await screen.findByTestId('submit-status');
    await waitFor(() => expect(within(status).getByText('Judging')).toBeTruthy());
    expect(calls.find((c) => c.key === callKey(judgeCalls.submitProblemJudge))!.body).toEqual({
      pid: 1000,
      language: 'C++',
      code: 'int main(){}',
      isRemote: false,
      cid: EXAM_ID + EXAM_CID_OFFSET,
      displayTid: 'A',
    });
    expect(calls.find((c) => c.key === callKey(judgeCalls.checkCommonJudgeResult))!.body).toEqual({ submitIds: [900] });
    // The next poll, 2 s later, brings the final verdict; then polling stops.
    await waitFor(() => expect(within(status).getByText('Accepted')).toBeTruthy(), { timeout: 8000 });
    const problemListReads = calls.filter((c) => c.key === callKey(examCalls.getTimedWorkProblemList)).length;
    expect(problemListReads).toBeGreaterThan(1);
    expect(screen.getByTestId('submit').hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByTestId('tab-my-submissions'));
    const row = await screen.findByTestId('my-submission-row');
    expect(within(row).getByText('Accepted')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '900' }).getAttribute('href')).toBe('/submission-detail/900');
    const listCall = calls.findLast((c) => c.key === callKey(examCalls.getTimedWorkSubmissionList))!;
    expect(Object.fromEntries(listCall.query)).toEqual({ tid: '3', displayId: 'A', currentPage: '1', limit: '10' });
    expect(polls).toBe(2);
  });

  test('a type 2 question has no online test; the exam list links each problem to this page', async () => {
    signIn('ann');
    examApi(() => started());
    const router = renderRoutes(routes, `/exam/${EXAM_ID}/problems`);
    const rows = await screen.findAllByTestId('exam-problem-row');
    fireEvent.click(within(rows[1]!).getByRole('link', { name: 'Essay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exam/3/problem/B'));
    expect((await screen.findByTestId('problem-title')).textContent).toBe('B Essay');
    expect(screen.getByTestId('submit')).toBeTruthy();
    expect(screen.queryByTestId('open-test-run')).toBeNull();
  });

  test('once handed in the page is read-only: submit disabled with the exam-ended message, no hand-in', async () => {
    signIn('ann');
    const calls = examApi(() => started({ record: { ...running, endTime: iso(-60_000) }, userStatus: 1 }));
    renderRoutes(routes, `/exam/${EXAM_ID}/problem/A`);
    await screen.findByTestId('problem-title');
    expect(screen.getByTestId('submit-blocked').textContent).toBe('The exam has ended, code cannot be submitted');
    expect(screen.getByTestId('submit').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('hand-in')).toBeNull();
    expect(screen.getByTestId('exam-tab-rank').textContent).toBe('Rank');
    fireEvent.click(screen.getByTestId('submit'));
    expect(calls.some((c) => c.key === callKey(judgeCalls.submitProblemJudge))).toBe(false);
  });

  test("when the viewer's time is up the page turns read-only by itself, without handing in", async () => {
    signIn('ann');
    // The deadline comes a moment after the page opens; the shell's clock passes it.
    const record = { ...running, deadline: iso(3000) };
    examApi(() => started({ record }));
    renderRoutes(routes, `/exam/${EXAM_ID}/problem/A`);
    await screen.findByTestId('problem-title');
    expect(screen.getByTestId('submit').hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('exam-tab-rank').hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('submit').hasAttribute('disabled')).toBe(true), { timeout: 8000 });
    expect(screen.getByTestId('submit-blocked').textContent).toBe('The exam has ended, code cannot be submitted');
    expect(screen.getByTestId('exam-tab-rank').hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('hand-in')).toBeNull();
  });

  test("a submission the server refuses after the viewer's end shows its message and no status", async () => {
    signIn('ann');
    examApi(() => started(), { [callKey(judgeCalls.submitProblemJudge)]: () => refusal(403, 'The exam has ended, code cannot be submitted') });
    renderRoutes(routes, `/exam/${EXAM_ID}/problem/A`);
    await screen.findByTestId('problem-title');
    fireEvent.click(screen.getByTestId('submit'));
    expect((await screen.findByTestId('toast')).textContent).toContain('The exam has ended, code cannot be submitted');
    expect(screen.queryByTestId('submit-status')).toBeNull();
  });
});

describe('who sees the rank', { timeout: 20_000 }, () => {
  test('the exam admin who has not started: problems and rank open at any time, nothing to hand in, submit allowed', async () => {
    signIn('coach');
    const calls = examApi(() => examDetail({ access: true }), {
      [callKey(examCalls.getTimedWorkRank)]: () => [{ rank: 1, uid: 'uid-ann', username: 'ann', score: 100, submissionInfo: { A: { score: 100, status: 0 } } }],
    });
    renderRoutes(routes, `/exam/${EXAM_ID}/rank`);
    const rows = await screen.findAllByTestId('exam-rank-row');
    expect(within(rows[0]!).getByRole('link', { name: 'ann' })).toBeTruthy();
    expect(screen.getByTestId('exam-tab-rank').textContent).toBe('Rank');
    expect(screen.getByTestId('exam-tab-problems').hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('hand-in')).toBeNull();
    expect(screen.queryByTestId('exam-entry-card')).toBeNull();
    expect(calls.some((c) => c.key === callKey(examCalls.getTimedWorkRank))).toBe(true);
    fireEvent.click(screen.getByTestId('exam-tab-problems'));
    fireEvent.click(await screen.findByRole('link', { name: 'Sum' }));
    await screen.findByTestId('problem-title');
    expect(screen.queryByTestId('submit-blocked')).toBeNull();
    expect(screen.getByTestId('submit').hasAttribute('disabled')).toBe(false);
  });

  test('a viewer who never started an exam that has ended: problems and rank stay closed, and the introduction says it has ended', async () => {
    signIn('ann');
    const calls = examApi(() => examDetail({ startTime: iso(-5 * HOUR), endTime: iso(-HOUR), status: 1, userStatus: 1 }));
    const router = renderRoutes(routes, `/exam/${EXAM_ID}/rank`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/exam/3'));
    expect((await screen.findByTestId('exam-closed')).textContent).toBe('The exam has ended');
    expect(screen.queryByTestId('exam-entry-card')).toBeNull();
    expect(screen.getByTestId('exam-tab-problems').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('exam-tab-rank').hasAttribute('disabled')).toBe(true);
    expect(calls.some((c) => c.key === callKey(examCalls.getTimedWorkRank) || c.key === callKey(examCalls.getTimedWorkProblemList))).toBe(false);
  });

  test('before the exam starts the introduction says so, without a start card', async () => {
    signIn('ann');
    examApi(() => examDetail({ startTime: iso(HOUR), endTime: iso(5 * HOUR), status: -1, userStatus: -1 }));
    renderRoutes(routes, `/exam/${EXAM_ID}`);
    expect((await screen.findByTestId('exam-closed')).textContent).toContain('The exam has not started yet');
    expect(screen.queryByTestId('exam-entry-card')).toBeNull();
  });
});
