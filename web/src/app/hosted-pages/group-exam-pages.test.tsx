import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, test } from 'vitest';
import { bodies, page, queries, slow } from '../../test/page-helpers.ts';
import { GroupShell } from '../../features/group/group-shell.tsx';
import { setRouteAvailability } from '../../lib/route-availability.ts';
import { adminExam } from '../../test/admin-exam.ts';
import { pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { groupApi } from '../../test/group-api.ts';
import { GroupExamListPage } from '../../features/exam/group-exam-list-page.tsx';
import { examCalls } from '@oj/shared/api/exam';
import { groupExamCalls } from '@oj/shared/api/group-exam';

const routes: RouteObject[] = [
  {
    path: '/group/:groupID',
    Component: GroupShell,
    children: [
      { index: true, Component: () => 'home' },
      { path: 'exam', Component: GroupExamListPage },
    ],
  },
  { path: '/exam/:timedWorkID', Component: () => 'the exam shell' },
];

const groupExam = (over: Parameters<typeof adminExam>[0] = {}) => adminExam({ gid: 7, isGroup: true, uid: 'uid-ann', author: 'ann', ...over });

pageTestHooks();
beforeEach(() => setRouteAvailability((to) => (matchRoutes(routes, new URL(to, 'http://x').pathname)?.length ?? 0) > 0));

describe('the group exam tab', { timeout: 30_000 }, () => {
  test('a member sees the group exams, ten a page, each opening the exam pages; no admin buttons; none says so', async () => {
    signIn('bob');
    const calls = groupApi(3, { [callKey(groupExamCalls.getTimedWorkList)]: () => page([groupExam(), groupExam({ id: 6, title: 'Quiz' })]) });
    renderRoutes(routes, '/group/7/exam');
    const rows = await screen.findAllByTestId('exam-row', undefined, slow);
    expect(queries(calls, callKey(groupExamCalls.getTimedWorkList))).toEqual([{ gid: '7', currentPage: '1', limit: '10' }]);
    expect(within(rows[1]!).getByTestId('exam-title').getAttribute('href')).toBe('/exam/6');
    expect(screen.queryByTestId('toggle-exam-admin')).toBeNull();
  });

  test('an empty group says it has no exams', async () => {
    signIn('bob');
    groupApi(3, { [callKey(groupExamCalls.getTimedWorkList)]: () => page([]) });
    renderRoutes(routes, '/group/7/exam');
    expect(await screen.findByTestId('no-exams', undefined, slow)).toBeTruthy();
  });

  test('a group admin manages their own exams (no delete: the root only); visibility and links stay in the tab', async () => {
    signIn('ann');
    const calls = groupApi(4, {
      [callKey(groupExamCalls.getTimedWorkList)]: () => page([]),
      [callKey(groupExamCalls.getAdminTimedWorkList)]: () => page([groupExam(), groupExam({ id: 6, uid: 'uid-bob', author: 'bob' })]),
      [callKey(groupExamCalls.changeTimedWorkVisible)]: () => null,
    });
    renderRoutes(routes, '/group/7/exam');
    fireEvent.click(await screen.findByTestId('toggle-exam-admin', undefined, slow));
    const [mine, theirs] = await screen.findAllByTestId('admin-exam-row', undefined, slow);
    expect(queries(calls, callKey(groupExamCalls.getAdminTimedWorkList))).toEqual([{ gid: '7', currentPage: '1', limit: '10' }]);
    expect(screen.queryByTestId('exam-search')).toBeNull();
    expect(within(mine!).getByTestId('edit-exam').getAttribute('href')).toBe('/group/7/exam?edit=5');
    expect(within(mine!).getByTestId('exam-problems').getAttribute('href')).toBe('/group/7/exam?problems=5');
    expect(within(mine!).queryByTestId('delete-exam')).toBeNull();
    expect(within(theirs!).queryByTestId('edit-exam')).toBeNull();
    fireEvent.click(within(mine!).getByTestId('visible-switch'));
    await waitFor(() => expect(queries(calls, callKey(groupExamCalls.changeTimedWorkVisible))).toEqual([{ id: '5', visible: 'false', gid: '7' }]));
  });

  test('the group root deletes an exam after a question', async () => {
    signIn('coach');
    const calls = groupApi(5, {
      [callKey(groupExamCalls.getAdminTimedWorkList)]: () => page([groupExam()]),
      [callKey(groupExamCalls.deleteTimedWork)]: () => null,
    });
    renderRoutes(routes, '/group/7/exam?admin=1');
    const [row] = await screen.findAllByTestId('admin-exam-row', undefined, slow);
    fireEvent.click(within(row!).getByTestId('delete-exam'));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(queries(calls, callKey(groupExamCalls.deleteTimedWork))).toEqual([{ id: '5', gid: '7' }]));
  });

  test('editing reads the exam through the group call, its extra files are kept through the group calls, and it is saved with the gid', async () => {
    signIn('coach');
    const calls = groupApi(5, {
      [callKey(groupExamCalls.getTimedWork)]: () => groupExam({ pwd: 'secret' } as never),
      [callKey(examCalls.getTimedWorkInfo)]: () => ({ extraFile: JSON.stringify({ 'notes.txt': 'hi' }) }),
      [callKey(groupExamCalls.addTimedWorkExtraFile)]: () => null,
      [callKey(groupExamCalls.deleteTimedWorkExtraFile)]: () => null,
      [callKey(groupExamCalls.updateTimedWork)]: () => groupExam(),
      [callKey(groupExamCalls.getAdminTimedWorkList)]: () => page([groupExam()]),
    });
    const router = renderRoutes(routes, '/group/7/exam?edit=5');
    await screen.findByTestId('exam-form', undefined, slow);
    expect(queries(calls, callKey(groupExamCalls.getTimedWork))).toEqual([{ tid: '5' }]);
    const files = await screen.findByTestId('extra-files');
    const [file] = await within(files).findAllByTestId('extra-file-row');
    fireEvent.change(within(files).getByTestId('file-name'), { target: { value: 'data.txt' } });
    fireEvent.change(within(files).getByTestId('file-content'), { target: { value: 'x' } });
    fireEvent.click(within(files).getByTestId('save-file'));
    await waitFor(() => expect(bodies(calls, callKey(groupExamCalls.addTimedWorkExtraFile))).toEqual([{ tid: 5, name: 'data.txt', content: 'x' }]));
    fireEvent.click(within(file!).getByTestId('delete-file'));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(queries(calls, callKey(groupExamCalls.deleteTimedWorkExtraFile))).toEqual([{ tid: '5', name: 'notes.txt' }]));
    fireEvent.change(screen.getByTestId('exam-title'), { target: { value: 'Final' } });
    fireEvent.click(screen.getByTestId('save-exam'));
    await screen.findByTestId('admin-exam-table', undefined, slow);
    expect(bodies(calls, callKey(groupExamCalls.updateTimedWork))[0]).toMatchObject({ id: 5, title: 'Final', gid: 7 });
    expect(router.state.location.search).toBe('?admin=1');
  });

  test('problems: added from the group by problem id (display id optional), from public by the group call, removed with the group call', async () => {
    signIn('coach');
    const calls = groupApi(5, {
      [callKey(groupExamCalls.getTimedWork)]: () => groupExam(),
      [callKey(groupExamCalls.getTimedWorkProblemList)]: ({ query }) =>
        query.get('queryExisted') === 'true'
          ? {
              problemList: page([{ id: 11, problemId: 'P1', title: 'Sum', type: 0, difficulty: 0, author: 'coach' }]),
              timedProblemMap: { 11: { id: 1, tid: 5, pid: 11, displayId: 'A', displayTitle: 'Sum', gmtCreate: '' } },
            }
          : { problemList: page([{ id: 12, problemId: '1001', title: 'A+B', type: 0, difficulty: 0, author: 'root' }]), timedProblemMap: {} },
      [callKey(groupExamCalls.addTimedWorkProblemFromGroup)]: () => null,
      [callKey(groupExamCalls.addTimedWorkProblemFromPublic)]: () => null,
      [callKey(groupExamCalls.deleteTimedWorkProblem)]: () => null,
    });
    renderRoutes(routes, '/group/7/exam?problems=5');
    const [row] = await screen.findAllByTestId('exam-problem-row', undefined, slow);

    fireEvent.click(screen.getByTestId('add-from-group'));
    const dialog = await screen.findByTestId('add-group-problem-dialog');
    fireEvent.click(within(dialog).getByTestId('confirm-group-problem'));
    expect((await within(dialog).findByTestId('group-problem-error')).textContent).toBe('Please give the problem id of a group problem');
    fireEvent.change(within(dialog).getByTestId('group-problem-id'), { target: { value: 'P2' } });
    fireEvent.keyDown(within(dialog).getByTestId('group-problem-id'), { key: 'Enter' });
    await waitFor(() => expect(queries(calls, callKey(groupExamCalls.addTimedWorkProblemFromGroup))).toEqual([{ problemId: 'P2', tid: '5' }]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByTestId('add-from-public'));
    fireEvent.click(await screen.findByTestId('pick-problem', undefined, slow));
    fireEvent.change(screen.getByTestId('display-id'), { target: { value: 'B' } });
    fireEvent.click(screen.getByTestId('confirm-add'));
    await waitFor(() => expect(bodies(calls, callKey(groupExamCalls.addTimedWorkProblemFromPublic))).toEqual([{ tid: 5, pid: 12, displayId: 'B' }]));

    fireEvent.click(within(row!).getByTestId('remove-problem'));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(queries(calls, callKey(groupExamCalls.deleteTimedWorkProblem))).toEqual([{ tid: '5', pid: '11', gid: '7' }]));
  });
});
