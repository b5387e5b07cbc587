import type { GroupDetail, GroupView } from '@oj/shared/schemas/group';
import { groupDetail } from './test-group.ts';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, test } from 'vitest';
import { useAuthModal } from '../../lib/auth-modal.ts';
import { useHostingGroup } from '../../lib/group-scope.ts';
import { setRouteAvailability } from '../../lib/route-availability.ts';
import { mockApi, pageTestHooks, renderRoutes, signIn, type Handler, callKey } from '../../test/page-app.tsx';
import { GroupListPage } from './group-list-page.tsx';
import { GroupShell } from './group-shell.tsx';
import { HomePage } from './pages/home-page.tsx';
import { groupBoardCalls } from '@oj/shared/api/group-board';
import { groupCalls } from '@oj/shared/api/group';
import { homeCalls } from '@oj/shared/api/home';

const page = <T,>(records: T[], size: number) => ({ records, total: records.length, current: 1, size, pages: 1 });

/** A tab page that names the group it is shown in, as other features' pages read it. */
function ScopeProbe() {
  const scope = useHostingGroup();
  return <div data-testid="probe">{`${scope.gid}:${scope.shortName}:${scope.level}`}</div>;
}

/** The shell with the tabs whose routes "exist" here: home, problem, member, announcement, setting, rank and discussion. */
const shellRoutes: RouteObject[] = [
  {
    path: '/group/:groupID',
    Component: GroupShell,
    children: [
      { index: true, Component: HomePage },
      { path: 'problem', Component: ScopeProbe },
      { path: 'problem/:problemID', Component: ScopeProbe },
      { path: 'discussion', Component: ScopeProbe },
      { path: 'member', Component: ScopeProbe },
      { path: 'announcement', Component: ScopeProbe },
      { path: 'setting', Component: ScopeProbe },
      { path: 'rank', Component: ScopeProbe },
    ],
  },
  { path: '/group', Component: () => 'the group list' },
];

const shellApi = (detail: GroupDetail, auth: number, extra: Record<string, Handler> = {}, discussion = false) =>
  mockApi({
    [callKey(groupCalls.getGroup)]: () => detail,
    [callKey(groupCalls.getGroupAuth)]: () => auth,
    [callKey(homeCalls.getWebConfig)]: () => ({ openGroupDiscussion: discussion }),
    [callKey(groupBoardCalls.getAnnouncementList)]: () =>
      page([{ id: 1, title: 'First meeting', content: 'Room 101', username: 'coach', uid: 'uid-coach', status: 0, gmtCreate: '2026-03-05T10:00:00.000Z', gmtModified: '2026-03-05T10:00:00.000Z' }], 5),
    ...extra,
  });

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const disabled = (name: string) => screen.getByRole('tab', { name }).hasAttribute('data-disabled');

pageTestHooks();
beforeEach(() => setRouteAvailability((to) => (matchRoutes(shellRoutes, new URL(to, 'http://x').pathname)?.length ?? 0) > 0));

describe('the group shell', () => {
  test('a stranger: the tabs of existing routes, all but the home disabled, no announcement or setting; the side card; the description without announcements', async () => {
    signIn('ann');
    const calls = shellApi(groupDetail({ visible: false }), 0);
    renderRoutes(shellRoutes, '/group/7');
    expect((await screen.findByTestId('group-side-name')).textContent).toBe('Algorithms Club');
    expect(tabNames()).toEqual(['Group Home', 'Problem', 'Member', 'Rank']);
    expect(disabled('Group Home')).toBe(false);
    expect(['Problem', 'Member', 'Rank'].every(disabled)).toBe(true);
    const card = screen.getByTestId('group-side-card');
    expect(within(card).getByTestId('group-auth').textContent).toBe('Private');
    expect(within(card).getByTestId('group-hidden').textContent).toBe('Hidden');
    expect(within(card).getByTestId('group-side-number').textContent).toBe('7');
    expect(within(card).getByRole('link', { name: 'coach' }).getAttribute('href')).toBe('/user-home?username=coach');
    expect(await screen.findByText('Welcome')).toBeTruthy();
    expect(screen.queryByTestId('group-home-announcements')).toBeNull();
    expect(calls.some((c) => c.key === callKey(groupBoardCalls.getAnnouncementList))).toBe(false);
    expect(document.title).toBe('Algorithms Club');
  });

  test('a stranger opening a tab by its address is shown the home', async () => {
    signIn('ann');
    shellApi(groupDetail(), 0);
    const router = renderRoutes(shellRoutes, '/group/7/member');
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/7'));
    expect((await screen.findByRole('tab', { name: 'Group Home' })).getAttribute('aria-selected')).toBe('true');
  });

  test('a member: tabs open, discussion with the site flag, announcements on the home, no announcement or setting tab; detail pages keep their tab and the scope reaches them', async () => {
    signIn('ann');
    shellApi(groupDetail({ description: '' }), 3, {}, true);
    const router = renderRoutes(shellRoutes, '/group/7');
    expect(await screen.findByText('Not set yet')).toBeTruthy();
    expect(tabNames()).toEqual(['Group Home', 'Problem', 'Discussion', 'Member', 'Rank']);
    expect(disabled('Problem')).toBe(false);
    expect((await screen.findAllByTestId('announcement-title')).map((a) => a.textContent)).toEqual([expect.stringContaining('First meeting')]);
    expect(screen.getByTestId('group-exit')).toBeTruthy();
    act(() => void router.navigate('/group/7/problem/algo7-1'));
    expect((await screen.findByTestId('probe')).textContent).toBe('7:algo7:3');
    expect(screen.getByRole('tab', { name: 'Problem' }).getAttribute('aria-selected')).toBe('true');
    // A problem's page takes the whole width: no side card.
    expect(screen.queryByTestId('group-side-card')).toBeNull();
  });

  test('an admin sees Announcement, the root (owner) also Setting and disbands, back to the list', async () => {
    signIn('ann');
    shellApi(groupDetail(), 4);
    renderRoutes(shellRoutes, '/group/7/announcement');
    expect((await screen.findByTestId('probe')).textContent).toBe('7:algo7:4');
    expect(tabNames()).toEqual(['Group Home', 'Problem', 'Member', 'Announcement', 'Rank']);
    act(() => screen.getByRole('tab', { name: 'Group Home' }).click());

    signIn('coach');
    let deleted: string | null = null;
    shellApi(groupDetail(), 5, { [callKey(groupCalls.deleteGroup)]: ({ query }) => ((deleted = query.get('gid')), null) });
    const router = renderRoutes(shellRoutes, '/group/7/setting');
    expect((await screen.findAllByTestId('probe')).at(-1)!.textContent).toBe('7:algo7:5');
    fireEvent.click(screen.getAllByTestId('group-disband').at(-1)!);
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/group'));
    expect(deleted).toBe('7');
  });

  test('joining a private group: the code and the reason are checked before the call; then the viewer is applying', async () => {
    signIn('ann');
    let auth = 0;
    const calls = mockApi({
      [callKey(groupCalls.getGroup)]: () => groupDetail(),
      [callKey(groupCalls.getGroupAuth)]: () => auth,
      [callKey(homeCalls.getWebConfig)]: () => ({}),
      [callKey(groupCalls.addGroupMember)]: () => ((auth = 1), null),
    });
    renderRoutes(shellRoutes, '/group/7');
    fireEvent.click(await screen.findByTestId('group-join'));
    fireEvent.blur(await screen.findByTestId('join-code'));
    expect(await screen.findByText('The invitation code is required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('join-code'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByTestId('join-reason'), { target: { value: 'hi' } });
    fireEvent.click(screen.getByTestId('join-submit'));
    expect(await screen.findByText('The invitation code has 6 characters')).toBeTruthy();
    expect(screen.getByText('The apply reason must be 5 to 100 characters long')).toBeTruthy();
    expect(calls.some((c) => c.key === callKey(groupCalls.addGroupMember))).toBe(false);
    fireEvent.change(screen.getByTestId('join-code'), { target: { value: 'K3y9Qz' } });
    fireEvent.change(screen.getByTestId('join-reason'), { target: { value: 'I am in the class' } });
    fireEvent.click(screen.getByTestId('join-submit'));
    expect(await screen.findByTestId('group-applying')).toBeTruthy();
    expect(Object.fromEntries(calls.find((c) => c.key === callKey(groupCalls.addGroupMember))!.query)).toEqual({ gid: '7', code: 'K3y9Qz', reason: 'I am in the class' });
  });

  test('a public group is joined at once', async () => {
    signIn('ann');
    let auth = 0;
    const calls = mockApi({
      [callKey(groupCalls.getGroup)]: () => groupDetail({ auth: 1 }),
      [callKey(groupCalls.getGroupAuth)]: () => auth,
      [callKey(homeCalls.getWebConfig)]: () => ({}),
      [callKey(groupBoardCalls.getAnnouncementList)]: () => page([], 5),
      [callKey(groupCalls.addGroupMember)]: () => ((auth = 3), null),
    });
    renderRoutes(shellRoutes, '/group/7');
    fireEvent.click(await screen.findByTestId('group-join'));
    expect(await screen.findByTestId('group-exit')).toBeTruthy();
    expect(Object.fromEntries(calls.find((c) => c.key === callKey(groupCalls.addGroupMember))!.query)).toEqual({ gid: '7', code: '', reason: '' });
    expect(disabled('Problem')).toBe(false);
  });
});

const listed = (over: Partial<GroupView> = {}): GroupView => ({
  id: 7,
  avatar: null,
  owner: 'coach',
  name: 'Algorithms Club',
  shortName: 'algo7',
  brief: 'Weekly practice',
  description: '',
  auth: 2,
  visible: false,
  memberCount: 4,
  gmtCreate: '2026-03-04T10:00:00.000Z',
  ...over,
});

const listRoutes = [
  { path: '/group', Component: GroupListPage },
  { path: '/group/:groupID', Component: () => 'opened' },
];

describe('the group list', () => {
  test('the query string sets the call; the card; a filter change goes back to page 1', async () => {
    signIn('ann');
    const calls = mockApi({ [callKey(groupCalls.getGroupList)]: () => page([listed()], 30) });
    const router = renderRoutes(listRoutes, '/group?keyword=algo&auth=2&onlyMine=true&currentPage=2&limit=30');
    const card = await screen.findByTestId('group-card');
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ keyword: 'algo', auth: '2', onlyMine: 'true', currentPage: '2', limit: '30' });
    expect(within(card).getByTestId('group-card-name').textContent).toBe('Algorithms Club');
    expect(within(card).getByTestId('group-auth').textContent).toBe('Protected');
    expect(within(card).getByTestId('group-hidden')).toBeTruthy();
    expect(within(card).getByTestId('group-card-members').textContent).toBe('4 members');
    expect(within(card).getByTestId('group-card-created').textContent).toMatch(/^2026-03-0[45]$/);
    fireEvent.click(screen.getByTestId('group-auth-filter-all'));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=algo&onlyMine=true&limit=30'));
    fireEvent.click(card);
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/7'));
  });

  test('a visitor: My Group disabled, no Create, a click asks to log in', async () => {
    const calls = mockApi({ [callKey(groupCalls.getGroupList)]: () => page([listed()], 15) });
    const router = renderRoutes(listRoutes, '/group?onlyMine=true');
    fireEvent.click(await screen.findByTestId('group-card'));
    expect((await screen.findByTestId('toast')).textContent).toContain('Please login first');
    expect(renderHook(() => useAuthModal()).result.current).toEqual({ opened: true, mode: 'login' });
    expect(router.state.location.pathname).toBe('/group');
    expect(calls[0]!.query.get('onlyMine')).toBeNull();
    expect(screen.queryByTestId('group-create')).toBeNull();
    expect(screen.getByTestId('group-only-mine').querySelectorAll('input:disabled').length).toBeGreaterThan(0);
  });

  test('creating a group: fields checked on blur, the code only for a non-public group, then the call', async () => {
    signIn('ann');
    const calls = mockApi({ [callKey(groupCalls.getGroupList)]: () => page([], 15), [callKey(groupCalls.addGroup)]: () => null });
    renderRoutes(listRoutes, '/group');
    fireEvent.click(await screen.findByTestId('group-create'));
    const name = await screen.findByTestId('group-form-name');
    fireEvent.change(name, { target: { value: 'abc' } });
    fireEvent.blur(name);
    expect(await screen.findByText('The group name must be 5 to 25 characters long')).toBeTruthy();
    expect(screen.queryByTestId('group-form-code')).toBeNull();
    fireEvent.change(name, { target: { value: 'Algorithms Club' } });
    fireEvent.change(screen.getByTestId('group-form-shortName'), { target: { value: 'algo7' } });
    fireEvent.change(screen.getByTestId('group-form-brief'), { target: { value: 'Weekly practice' } });
    fireEvent.click(screen.getByTestId('group-form-submit'));
    expect(await screen.findByTestId('group-form-description-error')).toBeTruthy();
    expect(calls.some((c) => c.key === callKey(groupCalls.addGroup))).toBe(false);
    fireEvent.change(screen.getByTestId('group-form-description'), { target: { value: 'We meet on Fridays' } });
    fireEvent.click(screen.getByTestId('group-form-submit'));
    await waitFor(() => expect(calls.some((c) => c.key === callKey(groupCalls.addGroup))).toBe(true));
    expect(calls.find((c) => c.key === callKey(groupCalls.addGroup))!.body).toEqual({
      name: 'Algorithms Club',
      shortName: 'algo7',
      brief: 'Weekly practice',
      description: 'We meet on Fridays',
      auth: 1,
      code: '',
      visible: true,
    });
    expect((await screen.findByTestId('toast')).textContent).toContain('Create Successfully');
  });
});

describe('after a disband', () => {
  test('the group list is asked again and the group is gone from it', async () => {
    signIn('coach');
    let disbanded = false;
    mockApi({
      [callKey(groupCalls.getGroupList)]: () => page(disbanded ? [] : [listed()], 15),
      [callKey(groupCalls.getGroup)]: () => groupDetail(),
      [callKey(groupCalls.getGroupAuth)]: () => 5,
      [callKey(homeCalls.getWebConfig)]: () => ({}),
      [callKey(groupBoardCalls.getAnnouncementList)]: () => page([], 5),
      [callKey(groupCalls.deleteGroup)]: () => ((disbanded = true), null),
    });
    const router = renderRoutes([{ path: '/group', Component: GroupListPage }, ...shellRoutes.filter((r) => r.path !== '/group')], '/group');
    fireEvent.click(await screen.findByTestId('group-card'));
    fireEvent.click(await screen.findByTestId('group-disband'));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/group'));
    expect(await screen.findByTestId('group-list-empty')).toBeTruthy();
    expect(screen.queryByTestId('group-card')).toBeNull();
  });
});
