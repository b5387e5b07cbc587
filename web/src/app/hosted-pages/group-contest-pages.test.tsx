import type { ContestListItem } from '@oj/shared';
import { ContestAuth, ContestStatus, ContestType } from '@oj/shared/enums';
import type { AdminContestView } from '@oj/shared/schemas/admin-contest-view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, test } from 'vitest';
import { bodies, page, queries, slow } from '../../test/page-helpers.ts';
import { GroupShell } from '../../features/group/group-shell.tsx';
import { setRouteAvailability } from '../../lib/route-availability.ts';
import { adminContest } from '../../test/admin-contest.ts';
import { mockApi, pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { groupApi } from '../../test/group-api.ts';
import { groupContestOffice } from '../../offices/contest/api/contest-office.ts';
import { GroupContestListPage } from '../../features/contest/group-contest-list-page.tsx';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';
import { groupContestCalls } from '@oj/shared/api/group-contest';
import { homeCalls } from '@oj/shared/api/home';

const routes: RouteObject[] = [
  {
    path: '/group/:groupID',
    Component: GroupShell,
    children: [
      { index: true, Component: () => 'home' },
      { path: 'contest', Component: GroupContestListPage },
    ],
  },
  { path: '/contest/:contestID', Component: () => 'the contest shell' },
  { path: '/acm-scoreboard/:contestID', Component: () => 'board' },
];

const T0 = '2026-11-02T08:00:00.000Z';
const T1 = '2026-11-02T13:00:00.000Z';
const card = (over: Partial<ContestListItem>): ContestListItem =>
  ({
    id: 31,
    title: 'Club Cup',
    type: ContestType.ACM,
    auth: ContestAuth.PUBLIC,
    status: ContestStatus.RUNNING,
    startTime: T0,
    endTime: T1,
    duration: 18_000,
    openRank: true,
    oiRankScoreType: 'Recent',
    count: 5,
    author: 'coach',
    description: '',
    sealRank: false,
    sealRankTime: null,
    gid: 7,
    ...over,
  }) as ContestListItem;
/** Ann's contest in group 7. */
const contest = (over: Partial<AdminContestView> = {}) =>
  adminContest({ id: 31, uid: 'uid-ann', author: 'ann', title: 'Club Cup', description: 'Go', startTime: T0, endTime: T1, gid: 7, gmtCreate: T0, gmtModified: T0, ...over });

pageTestHooks();
beforeEach(() => setRouteAvailability((to) => (matchRoutes(routes, new URL(to, 'http://x').pathname)?.length ?? 0) > 0));

describe('the group contest tab', { timeout: 30_000 }, () => {
  test('a member sees the group contests as cards; the count only for a non-public one, the scoreboard disabled while scheduled; a title opens the contest shell', async () => {
    signIn('bob');
    const calls = groupApi(3, {
      [callKey(groupContestCalls.getContestList)]: () => page([card({}), card({ id: 32, title: 'Private Cup', auth: ContestAuth.PRIVATE, status: ContestStatus.SCHEDULED, count: 3 })]),
    });
    const router = renderRoutes(routes, '/group/7/contest');
    const [open, closed] = await screen.findAllByTestId('contest-row', undefined, slow);
    expect(queries(calls, callKey(groupContestCalls.getContestList))).toEqual([{ gid: '7', currentPage: '1', limit: '10' }]);
    expect(within(open!).getByTestId('contest-type-mark').textContent).toBe('ACM');
    expect(within(open!).queryByTestId('participants')).toBeNull();
    expect(within(closed!).getByTestId('participants').textContent).toContain('3');
    expect(within(closed!).getByTestId('scoreboard-button').getAttribute('data-disabled')).toBe('true');
    expect(screen.queryByTestId('toggle-contest-admin')).toBeNull();
    fireEvent.click(within(open!).getByTestId('contest-title'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/31'));
  });

  test('no contests: the empty note', async () => {
    signIn('bob');
    groupApi(3, { [callKey(groupContestCalls.getContestList)]: () => page([]) });
    renderRoutes(routes, '/group/7/contest');
    expect(await screen.findByTestId('no-contests', undefined, slow)).toBeTruthy();
  });

  test('a group admin manages the contests they created: visibility, delete after a question, links into the tab; not the others', async () => {
    signIn('ann');
    const calls = groupApi(4, {
      [callKey(groupContestCalls.getContestList)]: () => page([]),
      [callKey(groupContestCalls.getAdminContestList)]: () => page([contest(), contest({ id: 32, uid: 'uid-bob', author: 'bob', title: 'Bob Cup' })]),
      [callKey(groupContestCalls.changeContestVisible)]: () => null,
      [callKey(groupContestCalls.deleteContest)]: () => null,
    });
    renderRoutes(routes, '/group/7/contest');
    fireEvent.click(await screen.findByTestId('toggle-contest-admin', undefined, slow));
    const [mine, theirs] = await screen.findAllByTestId('admin-contest-row', undefined, slow);
    expect(queries(calls, callKey(groupContestCalls.getAdminContestList))).toEqual([{ gid: '7', currentPage: '1', limit: '10' }]);
    expect(screen.queryByTestId('contest-search')).toBeNull();
    expect(within(mine!).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/group/7/contest?edit=31');
    expect(within(mine!).getByRole('link', { name: 'Problem list' }).getAttribute('href')).toBe('/group/7/contest?problems=31');
    expect(within(mine!).getByRole('link', { name: 'Announcement list' }).getAttribute('href')).toBe('/group/7/contest?announcements=31');
    expect(within(mine!).queryByRole('button', { name: 'Clone' })).toBeNull();
    expect(within(theirs!).queryByText('Edit')).toBeNull();
    expect(within(theirs!).queryByText('Delete')).toBeNull();
    fireEvent.click(within(mine!).getByTestId('visible-switch'));
    await waitFor(() => expect(queries(calls, callKey(groupContestCalls.changeContestVisible))).toEqual([{ cid: '31', visible: 'false' }]));
    fireEvent.click(within(mine!).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(queries(calls, callKey(groupContestCalls.deleteContest))).toEqual([{ cid: '31' }]));
  });

  test('the group root creates a contest with the group form: sent with the gid, back to the admin table', async () => {
    signIn('coach');
    const calls = groupApi(5, {
      [callKey(groupContestCalls.getContestList)]: () => page([]),
      [callKey(groupContestCalls.getAdminContestList)]: () => page([contest()]),
      [callKey(groupContestCalls.addContest)]: () => contest(),
    });
    const router = renderRoutes(routes, '/group/7/contest?create=1');
    const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
    await screen.findByTestId('contest-form', undefined, slow);
    fill('contest-title', 'Club Cup');
    fill('contest-description', 'Go');
    fill('start-time', '2026-11-02T08:00');
    fill('end-time', '2026-11-02T13:00');
    fireEvent.click(screen.getByTestId('save-contest'));
    await screen.findByTestId('admin-contest-table', undefined, slow);
    expect(bodies(calls, callKey(groupContestCalls.addContest))[0]).toMatchObject({ title: 'Club Cup', gid: 7, type: 0 });
    expect(router.state.location.search).toBe('?admin=1');
  });

  test('problem list: add from the group by problem id and display id (checked first), from public with the group call, create leads to the problem form', async () => {
    signIn('coach');
    const calls = groupApi(5, {
      [callKey(groupContestCalls.getContest)]: () => contest(),
      [callKey(groupContestCalls.getContestProblemList)]: ({ query }) =>
        query.get('problemType') === null
          ? {
              problemList: page([{ id: 11, problemId: 'P1', title: 'Sum', type: 0, auth: 3, author: 'coach', gid: 7, isRemote: false, remoteOj: null }]),
              contestProblemMap: { 11: { id: 90, cid: 31, pid: 11, displayId: 'A', displayTitle: 'Sum', color: null } },
            }
          : { problemList: page([{ id: 12, problemId: '1001', title: 'A+B', type: 0, auth: 1, author: 'root', gid: null, isRemote: false, remoteOj: null }]), contestProblemMap: {} },
      [callKey(groupContestCalls.addProblemFromGroup)]: () => null,
      [callKey(groupContestCalls.addProblemFromPublic)]: () => null,
      [callKey(groupContestCalls.deleteContestProblem)]: () => null,
    });
    renderRoutes(routes, '/group/7/contest?problems=31');
    const [row] = await screen.findAllByTestId('contest-problem-row', undefined, slow);
    expect(within(row!).getByText('A')).toBeTruthy();
    expect(screen.getByTestId('create-contest-problem').getAttribute('href')).toBe('/group/7/contest?problems=31&newProblem=1');

    fireEvent.click(screen.getByTestId('add-from-group'));
    const dialog = await screen.findByTestId('add-group-problem-dialog');
    fireEvent.change(within(dialog).getByTestId('group-problem-id'), { target: { value: 'algo7P2' } });
    fireEvent.click(within(dialog).getByTestId('confirm-group-problem'));
    expect((await within(dialog).findByTestId('group-problem-error')).textContent).toBe('The display id in the contest is required');
    expect(calls.some((c) => c.key === callKey(groupContestCalls.addProblemFromGroup))).toBe(false);
    fireEvent.change(within(dialog).getByTestId('group-display-id'), { target: { value: 'B' } });
    fireEvent.keyDown(within(dialog).getByTestId('group-display-id'), { key: 'Enter' });
    await waitFor(() => expect(queries(calls, callKey(groupContestCalls.addProblemFromGroup))).toEqual([{ problemId: 'algo7P2', cid: '31', displayId: 'B' }]));
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' })[0]!);

    fireEvent.click(screen.getByTestId('add-from-public'));
    fireEvent.click(await screen.findByTestId('pick-problem', undefined, slow));
    fireEvent.change(screen.getByTestId('display-id'), { target: { value: 'C' } });
    fireEvent.click(screen.getByTestId('confirm-add'));
    await waitFor(() => expect(bodies(calls, callKey(groupContestCalls.addProblemFromPublic))).toEqual([{ cid: 31, pid: 12, displayId: 'C' }]));
    expect(queries(calls, callKey(groupContestCalls.getContestProblemList)).find((q) => q.problemType !== undefined)).toMatchObject({ cid: '31', problemType: '0' });
  });

  test('announcements of a group contest go through the group calls with the contest id', async () => {
    signIn('coach');
    const calls = groupApi(5, {
      [callKey(groupContestCalls.getContest)]: () => contest(),
      [callKey(groupContestCalls.getContestAnnouncementList)]: () =>
        page([{ id: 5, cid: 31, title: 'Clarification', content: 'x', status: 0, uid: 'uid-coach', username: 'coach', gmtCreate: T0, gmtModified: T0 }]),
      [callKey(groupContestCalls.deleteContestAnnouncement)]: () => null,
    });
    renderRoutes(routes, '/group/7/contest?announcements=31');
    expect(await screen.findByText('Clarification', undefined, slow)).toBeTruthy();
    expect(queries(calls, callKey(groupContestCalls.getContestAnnouncementList))[0]).toMatchObject({ cid: '31' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(queries(calls, callKey(groupContestCalls.deleteContestAnnouncement))).toEqual([{ aid: '5', cid: '31' }]));
  });

  test('a new problem in a contest: the display id is asked first (checked by the contest rule), then the group problem form with the short name', async () => {
    signIn('coach');
    groupApi(5, {
      [callKey(homeCalls.getLanguages)]: () => [{ id: 1, name: 'C', description: 'C', compileCommand: '', template: '', contentType: 'text/x-csrc', isSpj: true, oj: 'ME', seq: 0 }],
      [callKey(adminProblemCalls.getAllProblemTagsList)]: () => [],
    });
    const router = renderRoutes(routes, '/group/7/contest?problems=31&newProblem=1');
    const prompt = await screen.findByTestId('display-id-prompt', undefined, slow);
    fireEvent.change(within(prompt).getByTestId('display-id'), { target: { value: 'B 2' } });
    fireEvent.click(within(prompt).getByTestId('confirm-add'));
    expect(await within(prompt).findByText('The display id may use letters, digits, dashes and underscores')).toBeTruthy();
    fireEvent.change(within(prompt).getByTestId('display-id'), { target: { value: 'B' } });
    fireEvent.click(within(prompt).getByTestId('confirm-add'));
    await screen.findByTestId('problem-form', undefined, slow);
    expect(screen.getByText('algo7')).toBeTruthy();
    expect(router.state.location.search).toBe('?problems=31&newProblem=1');
  });

  test("the contest problem bank creates through the group's contest call, placing the problem under the display id", async () => {
    const calls = mockApi({ [callKey(groupContestCalls.addProblem)]: () => ({ pid: 40 }) });
    const bank = groupContestOffice({ gid: 7, root: true, tabPath: '/group/7/contest' }).problemBank(31, 'B');
    await bank.create({ problem: { problemId: 'P9', title: 'New' } as never, isUploadTestCase: false, samples: [], fileList: [], languages: ['C'], codeTemplates: [], tags: [] });
    expect(bodies(calls, callKey(groupContestCalls.addProblem))[0]).toMatchObject({ gid: 7, cid: 31, displayId: 'B', problem: { problemId: 'P9', gid: 7 } });
  });
});
