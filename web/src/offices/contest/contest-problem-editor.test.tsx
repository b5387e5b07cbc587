import { ContestStatus } from '@oj/shared/enums';
import type { AdminProblemRow } from '@oj/shared/schemas/admin-problem-view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { adminContest } from '../../test/admin-contest.ts';
import { mockApi, pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { bodies, page, queries, slow } from '../../test/page-helpers.ts';
import { adminProblemView } from '../../test/admin-problem.ts';
import { SITE_CONTEST_OFFICE } from './api/contest-office.ts';
import { ContestProblemCreatePage, ContestProblemEditPage } from './pages/contest-problem-editor.tsx';
import { ContestProblemsPage } from './pages/contest-problems-page.tsx';
import { adminContestCalls } from '@oj/shared/api/admin-contest';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';
import { homeCalls } from '@oj/shared/api/home';
import { problemCalls } from '@oj/shared/api/problem';

vi.mock('../../components/code-editor/code-editor.tsx', () => import('../../test/code-editor-stand-in.tsx'));

// Issue 22: a contest's problems are written and changed from its problem page (the back office's problem form, saved
// through the contest problem calls: born a contest problem, placed under its display id), and published to the problem
// bank once the contest has ended.
const routes = [
  { path: '/admin/contest/:contestId/problems', Component: ContestProblemsPage },
  { path: '/admin/contest/:contestId/problems/create', Component: ContestProblemCreatePage },
  { path: '/admin/contest/:contestId/problems/:problemId/edit', Component: ContestProblemEditPage },
];

const T0 = '2026-11-02T08:00:00.000Z';
const contest = (status: number) => adminContest({ description: 'Go', startTime: T0, status, gmtCreate: T0, gmtModified: T0 });
const problemList = {
  problemList: page([
    { id: 1010, problemId: 'SEC1', title: 'Secret', author: 'writer', auth: 3, type: 0, isRemote: false },
    { id: 1000, problemId: '1000', title: 'A+B Problem', author: 'root', auth: 1, type: 0, isRemote: false },
  ]),
  contestProblemMap: {
    1010: { id: 5, cid: 12, pid: 1010, displayId: 'A', displayTitle: 'Secret', color: null },
    1000: { id: 6, cid: 12, pid: 1000, displayId: 'B', displayTitle: 'Sum', color: null },
  },
};
const LANGUAGES = [{ id: 1, name: 'C', description: 'C', compileCommand: '', template: '// C', contentType: 'text/x-csrc', isSpj: true, oj: 'ME', seq: 0 }];
const problemApi = (status: number, extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    [callKey(homeCalls.getWebConfig)]: () => ({}),
    [callKey(adminContestCalls.getContest)]: () => contest(status),
    [callKey(adminContestCalls.getProblemList)]: () => problemList,
    [callKey(homeCalls.getLanguages)]: () => LANGUAGES,
    [callKey(problemCalls.getProblemTagsAndClassification)]: () => [],
    ...extra,
  });

pageTestHooks();

describe("a contest's problem page", () => {
  test('offers Create, Edit to problem admins and authors, and Publish for contest problems, disabled until the contest ends', async () => {
    signIn('root', ['root']);
    problemApi(ContestStatus.RUNNING);
    renderRoutes(routes, '/admin/contest/12/problems');
    const [secret, open] = await screen.findAllByTestId('contest-problem-row');
    expect(screen.getByTestId('create-contest-problem').getAttribute('href')).toBe('/admin/contest/12/problems/create');
    expect(within(secret!).getByTestId('edit-contest-problem').getAttribute('href')).toBe('/admin/contest/12/problems/1010/edit');
    expect(within(secret!).getByTestId('publish-problem').hasAttribute('disabled')).toBe(true);
    // a public problem is in the bank already
    expect(within(open!).queryByTestId('publish-problem')).toBeNull();
  });

  test("an admin edits only the problems they wrote (the API's rule)", async () => {
    signIn('writer', ['admin']);
    problemApi(ContestStatus.RUNNING);
    renderRoutes(routes, '/admin/contest/12/problems');
    const [secret, open] = await screen.findAllByTestId('contest-problem-row');
    expect(within(secret!).getByTestId('edit-contest-problem')).toBeTruthy();
    expect(within(open!).queryByTestId('edit-contest-problem')).toBeNull();
  });

  test('publishes a contest problem after the contest, asking first; a refusal is shown as the server words it', async () => {
    signIn('root', ['root']);
    let refuse = true;
    const calls = problemApi(ContestStatus.ENDED, {
      [callKey(adminProblemCalls.changeProblemAuth)]: () =>
        refuse
          ? new Response(JSON.stringify({ status: 400, msg: 'The problem is in a contest that has not ended yet; publish it to the problem bank after the contest', data: null }), {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            })
          : null,
    });
    renderRoutes(routes, '/admin/contest/12/problems');
    const [secret] = await screen.findAllByTestId('contest-problem-row');
    const publish = within(secret!).getByTestId('publish-problem');
    expect(publish.hasAttribute('disabled')).toBe(false);
    fireEvent.click(publish);
    fireEvent.click(await screen.findByTestId('confirm'));
    expect((await screen.findAllByText('The problem is in a contest that has not ended yet; publish it to the problem bank after the contest')).length).toBeGreaterThan(0);
    refuse = false;
    fireEvent.click(publish);
    fireEvent.click(await screen.findByTestId('confirm'));
    expect(await screen.findByText('Published to the problem bank')).toBeTruthy();
    expect(bodies(calls, callKey(adminProblemCalls.changeProblemAuth))).toEqual([
      { id: 1010, auth: 1 },
      { id: 1010, auth: 1 },
    ]);
  });
});

describe('writing a problem for the contest', { timeout: 30_000 }, () => {
  test('asks the display id first, then shows the problem form born a contest problem (its auth not a choice)', async () => {
    signIn('root', ['root']);
    problemApi(ContestStatus.SCHEDULED);
    renderRoutes(routes, '/admin/contest/12/problems/create');
    const prompt = await screen.findByTestId('display-id-prompt', undefined, slow);
    fireEvent.change(within(prompt).getByTestId('display-id'), { target: { value: 'C' } });
    fireEvent.click(within(prompt).getByTestId('confirm-add'));
    await screen.findByTestId('problem-form', undefined, slow);
    const auth = screen.getByTestId('problem-auth-select') as HTMLInputElement;
    expect(auth.value).toBe('Contest Problem');
    expect(auth.disabled).toBe(true);
  });

  test("the contest's bank creates through the contest problem call with the contest and display id, and saves changes through it", async () => {
    const calls = mockApi({ [callKey(adminContestCalls.addProblem)]: () => ({ pid: 1011 }), [callKey(adminContestCalls.updateProblem)]: () => null });
    const body = { problem: { problemId: 'SEC2', title: 'New' } as never, isUploadTestCase: false, samples: [], fileList: [], languages: ['C'], codeTemplates: [], tags: [] };
    await SITE_CONTEST_OFFICE.problemBank(12, 'C').create(body);
    await SITE_CONTEST_OFFICE.problemBank(12).update(body);
    expect(bodies(calls, callKey(adminContestCalls.addProblem))[0]).toMatchObject({ cid: 12, displayId: 'C', problem: { problemId: 'SEC2' } });
    expect(bodies(calls, callKey(adminContestCalls.updateProblem))[0]).not.toHaveProperty('cid');
  });

  test('Edit opens the problem in the form and saves it through the contest call, back on the problem page', async () => {
    signIn('root', ['root']);
    const row = {
      id: 1010,
      pid: 1010,
      problemId: 'SEC1',
      title: 'Secret',
      auth: 3,
      difficulty: 0,
      type: 0,
      gid: null,
      isGroup: false,
      applyPublicProgress: null,
      isRemote: false,
      remoteOj: null,
      tagIds: [],
      author: 'writer',
      modifiedUser: 'writer',
      gmtCreate: T0,
      gmtModified: T0,
    } as AdminProblemRow;
    const problem = adminProblemView(row, { examples: '<input>1 2</input><output>3</output>' });
    const calls = problemApi(ContestStatus.RUNNING, {
      [callKey(adminProblemCalls.getProblem)]: () => problem,
      [callKey(adminProblemCalls.getProblemCases)]: () => [{ index: 1, input: '1.in', output: '1.out', score: 0, groupNum: null, inputData: '1 2', outputData: '3' }],
      [callKey(problemCalls.getProblemTags)]: () => [],
      [callKey(adminContestCalls.updateProblem)]: () => null,
    });
    const router = renderRoutes(routes, '/admin/contest/12/problems/1010/edit');
    expect(((await screen.findByTestId('problem-title', undefined, slow)) as HTMLInputElement).value).toBe('Secret');
    expect(queries(calls, callKey(adminProblemCalls.getProblem))).toEqual([{ pid: '1010' }]);
    fireEvent.change(screen.getByTestId('problem-title'), { target: { value: 'Secret, revised' } });
    fireEvent.click(screen.getByTestId('save-problem'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/contest/12/problems'), slow);
    expect(bodies(calls, callKey(adminContestCalls.updateProblem))[0]).toMatchObject({ problem: { id: 1010, title: 'Secret, revised', auth: 3 } });
  });
});
