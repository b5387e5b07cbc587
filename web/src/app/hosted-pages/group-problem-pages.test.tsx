import type { AdminProblemRow } from '@oj/shared/schemas/admin-problem-view';
import type { Submission } from '@oj/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { bodies, page, pick, queries, slow } from '../../test/page-helpers.ts';
import { GroupShell } from '../../features/group/group-shell.tsx';
import { ProblemDetailPage } from '../../features/problem-detail/problem-detail-page.tsx';
import { StatusPage } from '../../features/submissions/status-page.tsx';
import { SubmissionDetailPage } from '../../features/submissions/submission-detail-page.tsx';
import { setRouteAvailability } from '../../lib/route-availability.ts';
import { pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { groupApi } from '../../test/group-api.ts';
import { problemDetail } from '../../test/problem-detail.ts';
import { adminProblemView } from '../../test/admin-problem.ts';
import { GroupProblemListPage } from '../../features/problem-list/group-problem-list-page.tsx';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';
import { homeCalls } from '@oj/shared/api/home';
import { judgeCalls } from '@oj/shared/api/judge';
import { problemCalls } from '@oj/shared/api/problem';

vi.mock('../../components/code-editor/code-editor.tsx', () => import('../../test/code-editor-stand-in.tsx'));

// The group's tabs as the route table hosts them: the site's pages under the group shell.
const routes: RouteObject[] = [
  {
    path: '/group/:groupID',
    Component: GroupShell,
    children: [
      { index: true, Component: () => 'home' },
      { path: 'problem', Component: GroupProblemListPage },
      { path: 'problem/:problemID', Component: ProblemDetailPage },
      { path: 'status', Component: StatusPage },
      { path: 'submission-detail/:submitID', Component: SubmissionDetailPage },
    ],
  },
];

const T0 = '2026-11-01T08:00:00.000Z';
const listRow = (pid: number, problemId: string, title: string) => ({
  pid,
  problemId,
  title,
  difficulty: 0,
  type: 0,
  tags: [],
  myStatus: pid === 11 ? 0 : null,
  total: 4,
  ac: 1,
  wa: 3,
  tle: 0,
  mle: 0,
  re: 0,
  pe: 0,
  ce: 0,
  se: 0,
  pa: 0,
});
const adminRow = (over: Partial<AdminProblemRow>): AdminProblemRow =>
  ({
    id: 11,
    pid: 11,
    problemId: 'P1',
    title: 'Sum',
    auth: 1,
    difficulty: 0,
    type: 0,
    gid: 7,
    isGroup: true,
    isRemote: false,
    remoteOj: null,
    tagIds: [],
    author: 'ann',
    modifiedUser: null,
    gmtCreate: T0,
    gmtModified: T0,
    applyPublicProgress: null,
    ...over,
  }) as AdminProblemRow;

pageTestHooks();
beforeEach(() => setRouteAvailability((to) => (matchRoutes(routes, new URL(to, 'http://x').pathname)?.length ?? 0) > 0));

describe('the group problem tab', { timeout: 30_000 }, () => {
  test('a member sees the group problems with the short name before each id, opening the problem in the group; no admin buttons', async () => {
    signIn('ann');
    const calls = groupApi(3, { [callKey(adminProblemCalls.getProblemListOfGroup)]: () => page([listRow(11, 'P1', 'Sum'), listRow(12, 'P2', 'Walk')]) });
    renderRoutes(routes, '/group/7/problem');
    const rows = await screen.findAllByTestId('group-problem-row', undefined, slow);
    expect(rows.map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual(['algo7P1', 'algo7P2']);
    expect(within(rows[0]!).getAllByRole('link')[0]!.getAttribute('href')).toBe('/group/7/problem/P1');
    expect(queries(calls, callKey(adminProblemCalls.getProblemListOfGroup))).toEqual([{ gid: '7', currentPage: '1', limit: '10' }]);
    expect(screen.queryByTestId('toggle-problem-admin')).toBeNull();
    expect(screen.queryByTestId('create-group-problem')).toBeNull();
    expect(screen.queryByTestId('group-problems-empty')).toBeNull();
  });

  test('an admin opens Problem Admin: the group root or the author manages the group own problems; apply public and delete ask first', async () => {
    signIn('ann');
    const calls = groupApi(4, {
      [callKey(adminProblemCalls.getProblemListOfGroup)]: () => page([]),
      [callKey(adminProblemCalls.getAdminProblemList)]: () =>
        page([adminRow({}), adminRow({ id: 12, pid: 12, problemId: 'P2', author: 'bob' }), adminRow({ id: 13, pid: 13, problemId: 'P3', applyPublicProgress: 1 })]),
      [callKey(adminProblemCalls.applyPublic)]: () => null,
      [callKey(adminProblemCalls.changeProblemAuthOfGroup)]: () => null,
      [callKey(adminProblemCalls.deleteProblemOfGroup)]: () => null,
    });
    const router = renderRoutes(routes, '/group/7/problem');
    expect((await screen.findByTestId('group-problems-empty', undefined, slow)).textContent).toBe('This group has no problems yet');
    fireEvent.click(await screen.findByTestId('toggle-problem-admin', undefined, slow));
    const rows = await screen.findAllByTestId('admin-problem-row', undefined, slow);
    expect(router.state.location.search).toBe('?admin=1');
    expect(queries(calls, callKey(adminProblemCalls.getAdminProblemList))).toEqual([{ currentPage: '1', limit: '10', gid: '7' }]);
    const [mine, bobs, applying] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(mine).getByText('algo7P1')).toBeTruthy();
    // an admin (not root) manages only what they wrote
    expect(within(bobs).queryByTestId('edit-problem')).toBeNull();
    expect((within(bobs).getByTestId('problem-auth') as HTMLInputElement).disabled).toBe(true);
    expect(within(mine).getByTestId('edit-problem').getAttribute('href')).toBe('/group/7/problem?edit=11');

    fireEvent.click(within(mine).getByTestId('apply-public'));
    fireEvent.click(await screen.findByRole('button', { name: /yes|ok|confirm/i }));
    await waitFor(() => expect(queries(calls, callKey(adminProblemCalls.applyPublic))).toEqual([{ pid: '11', isApplied: 'true' }]));
    expect(within(applying).getByTestId('apply-public').textContent).toBe('Cancel Application');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(applying).getByTestId('apply-public'));
    fireEvent.click(await screen.findByRole('button', { name: /yes|ok|confirm/i }));
    await waitFor(() => expect(queries(calls, callKey(adminProblemCalls.applyPublic)).at(-1)).toEqual({ pid: '13', isApplied: 'false' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await pick(within(mine).getByTestId('problem-auth'), 'Private Problem');
    await waitFor(() => expect(queries(calls, callKey(adminProblemCalls.changeProblemAuthOfGroup))).toEqual([{ pid: '11', auth: '2' }]));
    fireEvent.click(within(mine).getByTestId('delete-problem'));
    fireEvent.click(await screen.findByRole('button', { name: /yes|ok|confirm/i }));
    await waitFor(() => expect(queries(calls, callKey(adminProblemCalls.deleteProblemOfGroup))).toEqual([{ pid: '11' }]));
  });

  test('editing a group problem: the form reads it through the group calls, shows the id without the prefix and saves it with the gid', async () => {
    signIn('coach');
    const problem = adminProblemView(adminRow({ problemId: 'P1', author: 'ann' }));
    const calls = groupApi(5, {
      [callKey(homeCalls.getLanguages)]: () => [{ id: 1, name: 'C', description: 'C', compileCommand: '', template: '', contentType: 'text/x-csrc', isSpj: true, oj: 'ME', seq: 0 }],
      [callKey(adminProblemCalls.getAllProblemTagsList)]: () => [{ id: 9, name: 'Loops', color: null, oj: 'ME', gid: 7, tcid: null }],
      [callKey(adminProblemCalls.getProblemOfGroup)]: () => problem,
      [callKey(adminProblemCalls.getProblemCasesOfGroup)]: () => [{ index: 1, input: '1.in', output: '1.out', score: 0, groupNum: null, inputData: '1', outputData: '1' }],
      [callKey(problemCalls.getProblemTags)]: () => [],
      [callKey(adminProblemCalls.updateProblemOfGroup)]: () => null,
      [callKey(adminProblemCalls.getAdminProblemList)]: () => page([]),
    });
    const router = renderRoutes(routes, '/group/7/problem?edit=11');
    const id = (await screen.findByTestId('problem-display-id', undefined, slow)) as HTMLInputElement;
    expect(id.value).toBe('P1');
    expect(queries(calls, callKey(adminProblemCalls.getProblemOfGroup))).toEqual([{ pid: '11' }]);
    expect(queries(calls, callKey(adminProblemCalls.getProblemCasesOfGroup))).toEqual([{ pid: '11', isUpload: 'true' }]);
    await waitFor(() => expect(queries(calls, callKey(adminProblemCalls.getAllProblemTagsList))).toEqual([{ gid: '7' }]));
    // a group problem is public or private; contests make their own
    const auth = screen.getByTestId('problem-auth-select');
    fireEvent.click(auth);
    await waitFor(() => expect(auth.getAttribute('aria-controls')).toBeTruthy());
    const options = within(document.getElementById(auth.getAttribute('aria-controls')!)!).getAllByRole('option', { hidden: true });
    expect(options.map((o) => [o.textContent, o.hasAttribute('data-combobox-disabled')])).toEqual([
      ['Public Problem', false],
      ['Private Problem', false],
      ['Contest Problem', true],
    ]);
    fireEvent.change(screen.getByTestId('problem-title'), { target: { value: 'Sum of two' } });
    fireEvent.click(screen.getByTestId('save-problem'));
    await waitFor(() => expect(router.state.location.search).toBe('?admin=1'), slow);
    const [body] = bodies(calls, callKey(adminProblemCalls.updateProblemOfGroup)) as Record<string, unknown>[];
    expect(body).toMatchObject({ gid: 7, problem: { id: 11, problemId: 'P1', title: 'Sum of two', gid: 7 } });
    expect(bodies(calls, callKey(adminProblemCalls.updateProblem))).toEqual([]);
  });
});

const submission = (submitId: number, uid: string): Submission => ({
  submitId,
  uid,
  username: uid.replace('uid-', ''),
  pid: 11,
  displayPid: 'P1',
  displayId: 'P1',
  title: 'Sum',
  cid: 0,
  gid: 7,
  status: 0,
  score: null,
  oiRankScore: null,
  judger: 'j1',
  isManual: false,
  time: 3,
  memory: 1024,
  length: 80,
  language: 'C',
  submitTime: T0,
  errorMessage: null,
  share: false,
});

describe('group submissions and the problem page in a group', { timeout: 30_000 }, () => {
  test('the Submission tab lists the group submissions (gid) and links them inside the group', async () => {
    signIn('ann');
    const calls = groupApi(3, {
      [callKey(judgeCalls.getJudgeList)]: () => page([submission(900, 'uid-ann')]),
      [callKey(judgeCalls.getSubmission)]: () => ({ submission: { ...submission(900, 'uid-ann'), code: 'int main(){}' }, codeShare: false }),
      [callKey(judgeCalls.getALLCaseResult)]: () => ({ judgeCaseList: [], judgeCaseMode: 'default' }),
    });
    const router = renderRoutes(routes, '/group/7/status');
    const table = await screen.findByTestId('submission-table', undefined, slow);
    expect((await within(table).findByRole('link', { name: 'P1 Sum' })).getAttribute('href')).toBe('/group/7/problem/P1');
    expect(queries(calls, callKey(judgeCalls.getJudgeList))).toEqual([{ currentPage: '1', limit: '15', gid: '7' }]);
    expect(screen.getByRole('heading', { name: 'Group Submissions' })).toBeTruthy();
    fireEvent.click(within(table).getByRole('link', { name: '900' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/7/submission-detail/900'));
    const row = await screen.findByTestId('submission-row');
    expect(within(row).getByRole('link', { name: 'P1' }).getAttribute('href')).toBe('/group/7/problem/P1');
  });

  test('a group problem is read and submitted with the gid; my submissions are the group ones', async () => {
    signIn('ann');
    const calls = groupApi(3, {
      [callKey(problemCalls.getProblemInfo)]: () =>
        problemDetail({ id: 11, problemId: 'P1', title: 'Sum', author: 'coach', gid: 7, gmtModified: T0 }, { languages: ['C'], codeTemplate: { C: 'int main(){}' } }),
      [callKey(judgeCalls.getJudgeList)]: () => page([submission(901, 'uid-ann')]),
      [callKey(judgeCalls.submitProblemJudge)]: () => ({ submitId: 902, status: 5 }),
      [callKey(judgeCalls.checkCommonJudgeResult)]: () => ({ 902: { status: 0, score: null, oiRankScore: null, time: 3, memory: 1024, judger: 'j', isManual: false } }),
    });
    renderRoutes(routes, '/group/7/problem/P1');
    expect((await screen.findByTestId('problem-title', undefined, slow)).textContent).toBe('algo7P1 Sum');
    expect(queries(calls, callKey(problemCalls.getProblemInfo))).toEqual([{ problemId: 'P1', gid: '7' }]);
    expect(screen.getByRole('link', { name: 'Solutions' }).getAttribute('href')).toBe('/group/7/status?problemID=P1');
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(bodies(calls, callKey(judgeCalls.submitProblemJudge))).toEqual([{ pid: 11, language: 'C', code: 'int main(){}', isRemote: false, gid: 7 }]));
    fireEvent.click(screen.getByTestId('tab-my-submissions'));
    const mine = await screen.findByTestId('my-submissions');
    expect(queries(calls, callKey(judgeCalls.getJudgeList)).at(-1)).toEqual({ currentPage: '1', limit: '10', onlyMine: 'true', problemID: 'P1', gid: '7' });
    expect(within(mine).getByRole('link', { name: '901' }).getAttribute('href')).toBe('/group/7/submission-detail/901');
  });
});
