import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { localDateTime } from '../../lib/format.ts';
import { mockApi, pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { bodies, page, queries, slow } from '../../test/page-helpers.ts';
import type { GroupProblemReviewRow } from './api/group-problem-review-api.ts';
import { GroupProblemReviewPage } from './pages/group-problem-review-page.tsx';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';

const routes = [{ path: '/admin/group-problem/apply', Component: GroupProblemReviewPage }];
const T0 = '2026-11-02T09:30:00.000Z';
const LIST = callKey(adminProblemCalls.adminGetProblemList);
const CHANGE = callKey(adminProblemCalls.changeProgress);

const row = (over: Partial<GroupProblemReviewRow> = {}): GroupProblemReviewRow => ({
  id: 1201,
  gid: 7,
  groupName: 'Night Owls',
  groupShortName: 'owls',
  applyPublicProgress: 1,
  problemId: 'A1',
  title: 'Lanterns',
  author: 'owlkeeper',
  type: 0,
  judgeMode: 'default',
  gmtModified: T0,
  ...over,
});
const refusal = (msg: string) => new Response(JSON.stringify({ status: 400, msg, data: null }), { status: 400, headers: { 'Content-Type': 'application/json' } });
const confirm = async () => fireEvent.click(await screen.findByTestId('confirm'));
const rows = () => screen.getAllByTestId('group-problem-review-row');

pageTestHooks();

describe('the back office group problem review', { timeout: 30_000 }, () => {
  test('lists the offered problems with group, author and progress; keyword and group id reach the call and go back to page 1', async () => {
    signIn('root', ['root']);
    const calls = mockApi({
      [LIST]: () => page([row(), row({ id: 1202, gid: 9, groupName: null, applyPublicProgress: 3, problemId: 'B2', title: 'Tides', author: 'gull' })]),
    });
    renderRoutes(routes, '/admin/group-problem/apply?keyword=lan&currentPage=2');
    await screen.findAllByTestId('group-problem-review-row', undefined, slow);
    expect(queries(calls, LIST).at(-1)).toEqual({ currentPage: '2', limit: '10', keyword: 'lan' });

    const [applying, refused] = rows();
    expect(within(applying!).getByText('Lanterns')).toBeTruthy();
    expect(within(applying!).getByText('A1')).toBeTruthy();
    expect(within(applying!).getByText('Night Owls')).toBeTruthy();
    expect(within(applying!).getByText('Group ID 7')).toBeTruthy();
    expect(within(applying!).getByText('owlkeeper')).toBeTruthy();
    expect(within(applying!).getByText(localDateTime(T0))).toBeTruthy();
    expect(within(applying!).getByTestId('group-problem-progress').textContent).toBe('Applying');
    expect(within(applying!).getByRole('link', { name: '1201' }).getAttribute('href')).toBe('/admin/problem/edit/1201');
    // a group that is gone still shows its id; a refused request has nothing left to answer
    expect(within(refused!).getByText('Unknown group')).toBeTruthy();
    expect(within(refused!).getByTestId('group-problem-progress').textContent).toBe('Refused');
    expect(within(refused!).queryByTestId('accept-group-problem')).toBeNull();
    expect(within(refused!).queryByTestId('refuse-group-problem')).toBeNull();

    fireEvent.change(screen.getByTestId('group-review-gid'), { target: { value: '9' } });
    fireEvent.change(screen.getByTestId('group-review-search'), { target: { value: 'tid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries(calls, LIST).at(-1)).toEqual({ currentPage: '1', limit: '10', keyword: 'tid', gid: '9' }));

    // clearing the group id lists every group again
    fireEvent.change(screen.getByTestId('group-review-gid'), { target: { value: '' } });
    fireEvent.keyDown(screen.getByTestId('group-review-gid'), { key: 'Enter' });
    await waitFor(() => expect(queries(calls, LIST).at(-1)).toEqual({ currentPage: '1', limit: '10', keyword: 'tid' }));
  });

  test('refusing asks first, sends progress 3, toasts and reads the list again: the row shows Refused without actions', async () => {
    signIn('padmin', ['problem_admin']);
    let progress = 1;
    const calls = mockApi({ [LIST]: () => page([row({ applyPublicProgress: progress })]), [CHANGE]: ({ body }) => ((progress = (body as { progress: number }).progress), null) });
    renderRoutes(routes, '/admin/group-problem/apply');
    const first = await screen.findByTestId('group-problem-review-row', undefined, slow);

    fireEvent.click(within(first).getByTestId('refuse-group-problem'));
    expect(await screen.findByText('Refuse the request for "Lanterns" to join the public problem bank? It stays in its group.')).toBeTruthy();
    await confirm();
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('The request was refused'));
    expect(bodies(calls, CHANGE)).toEqual([{ pid: 1201, progress: 3 }]);
    await waitFor(() => expect(within(rows()[0]!).getByTestId('group-problem-progress').textContent).toBe('Refused'));
    expect(queries(calls, LIST)).toHaveLength(2);
    expect(within(rows()[0]!).queryByTestId('accept-group-problem')).toBeNull();
  });

  test('accepting asks first and moves the problem to the public bank; a refusal from the server shows its message and nothing changes', async () => {
    signIn('root', ['root']);
    let refuse = true;
    const calls = mockApi({
      [LIST]: () => page([row()]),
      [CHANGE]: () => (refuse ? refusal('The problem changed meanwhile; reload the list and try again') : null),
    });
    renderRoutes(routes, '/admin/group-problem/apply');
    const first = await screen.findByTestId('group-problem-review-row', undefined, slow);

    fireEvent.click(within(first).getByTestId('accept-group-problem'));
    expect(await screen.findByText('Accept "Lanterns" into the public problem bank? It leaves its group and gets a public problem id.')).toBeTruthy();
    await confirm();
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('The problem changed meanwhile; reload the list and try again'));
    expect(bodies(calls, CHANGE)).toEqual([{ pid: 1201, progress: 2 }]);
    expect(queries(calls, LIST)).toHaveLength(1);

    refuse = false;
    fireEvent.click(within(screen.getByTestId('group-problem-review-row')).getByTestId('accept-group-problem'));
    await confirm();
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('The problem is now in the public problem bank'));
    expect(bodies(calls, CHANGE)).toEqual([
      { pid: 1201, progress: 2 },
      { pid: 1201, progress: 2 },
    ]);
    await waitFor(() => expect(queries(calls, LIST)).toHaveLength(2));
  });
});
