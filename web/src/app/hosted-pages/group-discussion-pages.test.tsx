import type { Discussion, DiscussionDetail } from '@oj/shared/schemas/community';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { bodies, page, pick, queries, slow } from '../../test/page-helpers.ts';
import { GroupShell } from '../../features/group/group-shell.tsx';
import { i18n } from '../../lib/i18n.ts';
import { setRouteAvailability } from '../../lib/route-availability.ts';
import { discussion as siteDiscussion, discussionDetail } from '../../test/discussion.ts';
import { pageTestHooks, renderRoutes, signIn, type Handler, callKey } from '../../test/page-app.tsx';
import { groupApi } from '../../test/group-api.ts';
import { DiscussionDetailPage } from '../../features/discussion/discussion-detail-page.tsx';
import { DiscussionListPage } from '../../features/discussion/discussion-list-page.tsx';
import { communityCalls } from '@oj/shared/api/community';

pageTestHooks();
beforeAll(() => i18n.loadNamespaces(['discussion', 'comments']));

const routes: RouteObject[] = [
  {
    path: '/group/:groupID',
    Component: GroupShell,
    children: [
      { index: true, Component: () => 'home' },
      { path: 'discussion', Component: DiscussionListPage },
      { path: 'discussion/:problemID', Component: DiscussionListPage },
      { path: 'discussion-detail/:discussionID', Component: DiscussionDetailPage },
    ],
  },
];

beforeEach(() => setRouteAvailability((to) => (matchRoutes(routes, new URL(to, 'http://x').pathname)?.length ?? 0) > 0));

const stamp = '2026-03-01T08:00:00.000Z';
/** A discussion of group 7, its content in the list rows (the group's list serves it). */
const discussion = (id: number, over: Partial<Discussion> = {}) => siteDiscussion(id, { content: `Body ${id}`, gid: 7, ...over });
const detail = (over: Partial<DiscussionDetail> = {}) => discussionDetail(discussion(12), { content: 'Use **two pointers**.', ...over });

/** Group 7 with its discussions open and one category. */
const api = (auth: number, extra: Record<string, Handler>) =>
  groupApi(auth, { [callKey(communityCalls.getDiscussionCategory)]: () => [{ id: 1, name: 'General', gmtCreate: stamp, gmtModified: stamp }], ...extra }, { openGroupDiscussion: true });

describe('the group discussion tab', { timeout: 30_000 }, () => {
  test("a member reads the group's discussions through the group call, without the site's filters; links stay in the group; a post carries the gid, no pin", async () => {
    signIn('bob');
    const calls = api(3, {
      [callKey(communityCalls.getDiscussionListOfGroup)]: () => page([discussion(3, { topPriority: true }), discussion(4, { pid: 'P1', uid: 'uid-ann', author: 'ann' })]),
      [callKey(communityCalls.addDiscussionOfGroup)]: () => null,
    });
    renderRoutes(routes, '/group/7/discussion');
    const cards = await screen.findAllByTestId('discussion-card', undefined, slow);
    expect(queries(calls, callKey(communityCalls.getDiscussionListOfGroup))[0]).toEqual({ gid: '7', currentPage: '1', limit: '10' });
    expect(within(cards[0]!).getByTestId('pinned')).toBeTruthy();
    expect(within(cards[0]!).getByTestId('discussion-link').getAttribute('href')).toBe('/group/7/discussion-detail/3');
    expect(within(cards[1]!).getByTestId('discussion-problem').getAttribute('href')).toBe('/group/7/problem/P1');
    expect(within(cards[1]!).queryByTestId('discussion-menu')).toBeNull(); // not bob's, and bob is no group admin
    expect(screen.queryByTestId('keyword-filter')).toBeNull();
    expect(screen.queryByTestId('only-mine')).toBeNull();
    expect(screen.queryByTestId('category-panel')).toBeNull();
    expect(screen.queryByTestId('discussion-admin')).toBeNull();

    fireEvent.click(screen.getByTestId('post-discussion'));
    const dialog = await screen.findByTestId('discussion-dialog');
    expect(within(dialog).queryByTestId('discussion-pinned-input')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('discussion-title-input'), { target: { value: 'Hello club' } });
    fireEvent.change(within(dialog).getByTestId('discussion-description-input'), { target: { value: 'First post' } });
    fireEvent.click(within(dialog).getByTestId('discussion-category-input'));
    fireEvent.click(await screen.findByRole('option', { name: 'General', hidden: true }));
    fireEvent.change(within(dialog).getByTestId('discussion-content-input'), { target: { value: 'Hi all' } });
    fireEvent.click(within(dialog).getByTestId('discussion-submit'));
    await waitFor(() =>
      expect(bodies(calls, callKey(communityCalls.addDiscussionOfGroup))).toEqual([
        { title: 'Hello club', description: 'First post', categoryId: 1, content: 'Hi all', pid: null, topPriority: false, gid: 7 },
      ]),
    );
  });

  test("a problem's group discussions ask for its pid and lead back to the group's list and problem", async () => {
    signIn('bob');
    const calls = api(3, { [callKey(communityCalls.getDiscussionListOfGroup)]: () => page([discussion(4, { pid: 'P1' })]) });
    renderRoutes(routes, '/group/7/discussion/P1');
    await screen.findAllByTestId('discussion-card', undefined, slow);
    expect(queries(calls, callKey(communityCalls.getDiscussionListOfGroup))[0]).toEqual({ gid: '7', pid: 'P1', currentPage: '1', limit: '10' });
    expect(screen.getByTestId('general-discussions').getAttribute('href')).toBe('/group/7/discussion');
    expect(screen.getByTestId('general-discussions').textContent).toBe('Back to group discussions');
    expect(screen.getByTestId('back-to-problem').getAttribute('href')).toBe('/group/7/problem/P1');
  });

  test("a group admin edits and deletes anyone's discussion and opens the admin table: pin and status through the group call (content read first), delete, view", async () => {
    signIn('ann');
    const calls = api(4, {
      [callKey(communityCalls.getDiscussionListOfGroup)]: () => page([discussion(3)]),
      // the lists' rows carry no content: the pin reads it from the detail first
      [callKey(communityCalls.getAdminDiscussionList)]: () => page([discussion(3, { content: null }), discussion(5, { status: 1 })]),
      [callKey(communityCalls.getDiscussion)]: () => detail({ id: 3, content: 'Body 3' }),
      [callKey(communityCalls.updateDiscussionOfGroup)]: () => null,
      [callKey(communityCalls.deleteDiscussion)]: () => null,
    });
    const router = renderRoutes(routes, '/group/7/discussion');
    const [card] = await screen.findAllByTestId('discussion-card', undefined, slow);
    fireEvent.click(within(card!).getByTestId('discussion-menu'));
    expect(await screen.findByTestId('discussion-delete')).toBeTruthy();
    expect(screen.getByTestId('discussion-edit')).toBeTruthy(); // the group's admins edit its discussions, as the reference lets them

    fireEvent.click(screen.getByTestId('discussion-admin'));
    await waitFor(() => expect(router.state.location.search).toBe('?admin=1'));
    const rows = await screen.findAllByTestId('group-discussion-row', undefined, slow);
    expect(queries(calls, callKey(communityCalls.getAdminDiscussionList))[0]).toEqual({ gid: '7', currentPage: '1', limit: '10' });
    expect((within(rows[1]!).getByTestId('discussion-status') as HTMLInputElement).value).toBe('Disabled');
    expect(within(rows[0]!).getByTestId('view-discussion').getAttribute('href')).toBe('/group/7/discussion-detail/3');
    fireEvent.click(within(rows[0]!).getByTestId('discussion-pinned'));
    await waitFor(() =>
      expect(bodies(calls, callKey(communityCalls.updateDiscussionOfGroup))).toEqual([
        { id: 3, gid: 7, title: 'Discussion 3', description: 'About 3', categoryId: 1, content: 'Body 3', topPriority: true },
      ]),
    );
    await pick(within(rows[1]!).getByTestId('discussion-status'), 'Normal');
    await waitFor(() => expect(bodies(calls, callKey(communityCalls.updateDiscussionOfGroup))[1]).toMatchObject({ id: 5, gid: 7, status: 0, topPriority: false }));
    fireEvent.click(within(rows[1]!).getByTestId('delete-discussion'));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(queries(calls, callKey(communityCalls.deleteDiscussion))).toEqual([{ did: '5' }]));
  });

  test('the detail of a group discussion: the author deletes it through the group call and returns to the group list', async () => {
    signIn('bob');
    const calls = api(3, {
      [callKey(communityCalls.getDiscussion)]: () => detail({ pid: 'P1' }),
      [callKey(communityCalls.getDiscussionListOfGroup)]: () => page([]),
      [callKey(communityCalls.deleteDiscussion)]: () => null,
    });
    const router = renderRoutes(routes, '/group/7/discussion-detail/12');
    expect((await screen.findByTestId('discussion-title', undefined, slow)).textContent).toBe('Discussion 12');
    expect(screen.getByTestId('discussion-problem').getAttribute('href')).toBe('/group/7/problem/P1');
    expect(screen.queryByTestId('pin-discussion')).toBeNull();
    fireEvent.click(screen.getByTestId('delete-discussion'));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(queries(calls, callKey(communityCalls.deleteDiscussion))).toEqual([{ did: '12' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/7/discussion'));
  });
});
