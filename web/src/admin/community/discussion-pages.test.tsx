import type { UserInfo } from '@oj/shared';
import type { Discussion, DiscussionReportView } from '@oj/shared/schemas/community';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { discussion as siteDiscussion } from '../../test/discussion.ts';
import { mockApi, pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { ADMIN_FEATURES, adminRoute } from '../admin-routes.ts';
import { canOpen, sidebarSections } from '../sidebar-model.ts';
import { DiscussionAdminPage } from './pages/discussion-admin-page.tsx';
import { bodies, page, pick, queries, slow, T0 } from '../../test/page-helpers.ts';
import { communityCalls } from '@oj/shared/api/community';

const routes = [{ path: '/admin/discussion', Component: DiscussionAdminPage }];

const discussion = (id: number, over: Partial<Discussion> = {}) => siteDiscussion(id, { description: 'd', likeNum: 2, commentNum: 0, gmtCreate: T0, gmtModified: T0, ...over });
const report = (over: Partial<DiscussionReportView> = {}): DiscussionReportView => ({
  id: 4,
  did: 1,
  gid: null,
  discussionTitle: 'Discussion 1',
  discussionAuthor: 'bob',
  reporter: 'carol',
  content: '#Spam advertising# #Plagiarism# copied from elsewhere',
  status: false,
  gmtCreate: T0,
  gmtModified: T0,
  ...over,
});

pageTestHooks();

describe('discussion admin', { timeout: 20_000 }, () => {
  const api = () => {
    signIn('ann', ['admin']);
    return mockApi({
      [callKey(communityCalls.getDiscussionList)]: () => page([discussion(1), discussion(2, { topPriority: true, status: 1, gid: 3 })]),
      [callKey(communityCalls.adminUpdateDiscussion)]: () => null,
      [callKey(communityCalls.adminRemoveDiscussion)]: () => null,
      [callKey(communityCalls.getDiscussionReport)]: () => page([report(), report({ id: 5, did: 9, discussionTitle: null, discussionAuthor: null, content: 'just a reason', status: true })]),
      [callKey(communityCalls.updateDiscussionReport)]: () => null,
    });
  };

  test('lists every discussion through the public list with admin=true; status, pin and the view link', async () => {
    const calls = api();
    renderRoutes(routes, '/admin/discussion');
    const [first, second] = await screen.findAllByTestId('admin-discussion-row', {}, slow);
    expect(queries(calls, callKey(communityCalls.getDiscussionList))[0]).toEqual({ currentPage: '1', limit: '10', admin: 'true' });
    expect(within(first!).getByTestId('view-discussion').getAttribute('href')).toBe('/discussion-detail/1');
    expect(within(second!).getByTestId('view-discussion').getAttribute('href')).toBe('/group/3/discussion-detail/2');
    expect((within(second!).getByTestId('discussion-status') as HTMLInputElement).value).toBe('Disabled');

    await pick(within(first!).getByTestId('discussion-status'), 'Disabled');
    await waitFor(() => expect(bodies(calls, callKey(communityCalls.adminUpdateDiscussion))).toEqual([{ id: 1, status: 1 }]));
    fireEvent.click(within(second!).getByTestId('discussion-pinned'));
    await waitFor(() => expect(bodies(calls, callKey(communityCalls.adminUpdateDiscussion)).at(-1)).toEqual({ id: 2, topPriority: false }));

    fireEvent.change(screen.getByTestId('discussion-keyword'), { target: { value: ' binary ' } });
    fireEvent.keyDown(screen.getByTestId('discussion-keyword'), { key: 'Enter' });
    await waitFor(() => expect(queries(calls, callKey(communityCalls.getDiscussionList)).at(-1)).toEqual({ currentPage: '1', limit: '10', keyword: 'binary', admin: 'true' }));
  });

  test('deleting several asks first and sends their ids; nothing selected, nothing to delete', async () => {
    const calls = api();
    renderRoutes(routes, '/admin/discussion');
    const rows = await screen.findAllByTestId('admin-discussion-row', {}, slow);
    expect((screen.getByTestId('delete-selected') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('select-page'));
    fireEvent.click(within(rows[1]!).getByTestId('select-discussion'));
    fireEvent.click(screen.getByTestId('delete-selected'));
    expect(await screen.findByText('Delete the 1 selected discussions? Their comments go with them.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(bodies(calls, callKey(communityCalls.adminRemoveDiscussion))).toEqual([[1]]));
    await waitFor(() => expect(screen.queryByTestId('confirm')).toBeNull());
    expect((screen.getByTestId('delete-selected') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(rows[1]!).getByTestId('delete-discussion'));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(bodies(calls, callKey(communityCalls.adminRemoveDiscussion)).at(-1)).toEqual([2]));
  });

  test('reports: read switch, the tags and reason in a dialog, a link to the discussion while it exists', async () => {
    const calls = api();
    renderRoutes(routes, '/admin/discussion');
    const [open, gone] = await screen.findAllByTestId('report-row', {}, slow);
    expect(within(open!).getByTestId('report-discussion').getAttribute('href')).toBe('/discussion-detail/1');
    expect(within(gone!).queryByTestId('report-discussion')).toBeNull();
    expect(within(gone!).getByText('Deleted discussion')).toBeTruthy();

    fireEvent.click(within(open!).getByTestId('report-read'));
    await waitFor(() => expect(bodies(calls, callKey(communityCalls.updateDiscussionReport))).toEqual([{ id: 4, status: true }]));
    fireEvent.click(within(open!).getByTestId('show-report'));
    const content = await screen.findByTestId('report-content');
    expect(within(content).getByText('Spam advertising')).toBeTruthy();
    expect(within(content).getByText('Plagiarism')).toBeTruthy();
    expect(within(content).getByText('copied from elsewhere')).toBeTruthy();
  });
});

test('every admin role opens discussion admin', () => {
  for (const role of ['admin', 'problem_admin', 'root']) {
    const user = { uid: 'u', username: 'u', roleList: [role] } as UserInfo;
    expect(sidebarSections(ADMIN_FEATURES, (to) => canOpen(adminRoute, to, user, undefined)).flatMap((s) => s.entries.map((e) => e.to))).toContain('/admin/discussion');
  }
});
