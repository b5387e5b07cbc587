import type { GroupMemberView } from '@oj/shared/schemas/group';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, test } from 'vitest';
import { setRouteAvailability } from '../../lib/route-availability.ts';
import { pageTestHooks, renderRoutes, signIn, type Handler, callKey } from '../../test/page-app.tsx';
import { groupApi } from '../../test/group-api.ts';
import { GroupShell } from './group-shell.tsx';
import { AnnouncementPage } from './pages/announcement-page.tsx';
import { MemberPage } from './pages/member-page.tsx';
import { RankPage } from './pages/rank-page.tsx';
import { SettingPage } from './pages/setting-page.tsx';
import { groupDetail } from './test-group.ts';
import { groupBoardCalls } from '@oj/shared/api/group-board';
import { groupCalls } from '@oj/shared/api/group';

const routes: RouteObject[] = [
  {
    path: '/group/:groupID',
    Component: GroupShell,
    children: [
      { index: true, Component: () => 'home' },
      { path: 'member', Component: MemberPage },
      { path: 'announcement', Component: AnnouncementPage },
      { path: 'setting', Component: SettingPage },
      { path: 'rank', Component: RankPage },
    ],
  },
];

const page = <T,>(records: T[], size: number, total = records.length) => ({ records, total, current: 1, size, pages: Math.ceil(total / size) });

const member = (username: string, auth: number, reason: string | null = null): GroupMemberView => ({
  gid: 7,
  uid: `uid-${username}`,
  username,
  auth,
  reason,
  gmtCreate: '2026-03-04T10:00:00.000Z',
  gmtModify: '2026-03-05T10:00:00.000Z',
});

/** The root sees the group's join code. */
const api = (auth: number, extra: Record<string, Handler>) => groupApi(auth, { [callKey(groupCalls.getGroup)]: () => groupDetail({ code: auth === 5 ? 'K3y9Qz' : null }), ...extra });

pageTestHooks();
beforeEach(() => setRouteAvailability((to) => (matchRoutes(routes, new URL(to, 'http://x').pathname)?.length ?? 0) > 0));

describe('the member tab', () => {
  test('a member reads the list with auth labels and no admin button', async () => {
    signIn('ann');
    const calls = api(3, { [callKey(groupCalls.getMemberList)]: () => page([member('coach', 5), member('ann', 3)], 10) });
    renderRoutes(routes, '/group/7/member');
    const rows = await screen.findAllByTestId('member-row');
    expect(rows.map((r) => within(r).getByTestId('member-auth').textContent)).toEqual(['Root', 'Member']);
    expect(within(rows[0]!).getByRole('link', { name: 'coach' }).getAttribute('href')).toBe('/user-home?username=coach');
    expect(Object.fromEntries(calls.find((c) => c.key === callKey(groupCalls.getMemberList))!.query)).toEqual({ gid: '7', currentPage: '1', limit: '10' });
    expect(screen.queryByTestId('member-admin')).toBeNull();
  });

  test('an admin (4): options at or above their level disabled, the owner and oneself locked; applications accepted; a member removed after a question', async () => {
    signIn('ann');
    const calls = api(4, {
      [callKey(groupCalls.getMemberList)]: () => page([member('coach', 5)], 10),
      [callKey(groupCalls.getApplyList)]: ({ query }) =>
        query.get('auth') === '1'
          ? page([member('sam', 1, 'I am in class 3')], 10)
          : page([member('coach', 5), member('ann', 4), member('bob', 3), member('eve', 4), member('sam', 1, 'I am in class 3')], 10),
      [callKey(groupCalls.updateMember)]: () => null,
      [callKey(groupCalls.deleteMember)]: () => null,
    });
    renderRoutes(routes, '/group/7/member');
    fireEvent.click(await screen.findByTestId('member-admin'));
    const rows = await screen.findAllByTestId('member-admin-row');
    const selects = rows.map((r) => within(r).getByTestId('member-auth-select') as HTMLInputElement);
    expect(selects.map((s) => s.disabled)).toEqual([true, true, false, true, false]);
    expect(rows.map((r) => (within(r).getByTestId('member-remove') as HTMLButtonElement).disabled)).toEqual([true, true, false, true, false]);
    expect(calls.filter((c) => c.key === callKey(groupCalls.getMemberList))).toHaveLength(1);
    fireEvent.click(selects[2]!);
    const options = await screen.findAllByRole('option', { hidden: true });
    const disabledOf = (name: string) => options.find((o) => o.textContent === name)!.hasAttribute('data-combobox-disabled');
    expect(['Applying', 'Refused', 'Admin', 'Root'].map(disabledOf)).toEqual([true, true, true, true]);
    expect(disabledOf('Member')).toBe(false);

    const apply = (await screen.findAllByTestId('apply-row'))[0]!;
    fireEvent.click(within(apply).getByTestId('member-reason'));
    expect((await screen.findByTestId('member-reason-text')).textContent).toBe('I am in class 3');
    fireEvent.click(within(apply).getByTestId('apply-accept'));
    await waitFor(() => expect(calls.find((c) => c.key === callKey(groupCalls.updateMember))?.body).toEqual({ gid: 7, uid: 'uid-sam', auth: 3 }));

    fireEvent.click(within(rows[2]!).getByTestId('member-remove'));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(Object.fromEntries(calls.find((c) => c.key === callKey(groupCalls.deleteMember))!.query)).toEqual({ gid: '7', uid: 'uid-bob' }));
  });

  test('the owner may set any level but the owner row stays locked', async () => {
    signIn('coach');
    api(5, {
      [callKey(groupCalls.getMemberList)]: () => page([member('coach', 5), member('eve', 4)], 10),
      [callKey(groupCalls.getApplyList)]: ({ query }) => page(query.get('auth') ? [] : [member('coach', 5), member('eve', 4)], 10),
    });
    renderRoutes(routes, '/group/7/member');
    fireEvent.click(await screen.findByTestId('member-admin'));
    const rows = await screen.findAllByTestId('member-admin-row');
    expect(rows.map((r) => (within(r).getByTestId('member-auth-select') as HTMLInputElement).disabled)).toEqual([true, false]);
  });
});

describe('the announcement tab', () => {
  test('a group admin lists all announcements and creates one for the group', async () => {
    signIn('ann');
    const calls = api(4, {
      [callKey(groupBoardCalls.getAdminAnnouncementList)]: () =>
        page([{ id: 3, title: 'Hidden note', content: 'x', username: 'ann', uid: 'uid-ann', status: 1, gmtCreate: '2026-03-05T10:00:00.000Z', gmtModified: '2026-03-05T10:00:00.000Z' }], 10),
      [callKey(groupBoardCalls.addAnnouncement)]: () => null,
    });
    renderRoutes(routes, '/group/7/announcement');
    expect((await screen.findAllByTestId('announcement-row')).map((r) => r.textContent)).toEqual([expect.stringContaining('Hidden note')]);
    fireEvent.click(screen.getByTestId('create-announcement'));
    fireEvent.change(await screen.findByTestId('announcement-title'), { target: { value: 'Exam on Friday' } });
    fireEvent.change(screen.getByTestId('announcement-content'), { target: { value: 'Bring a pen' } });
    fireEvent.click(screen.getByTestId('save-announcement'));
    await waitFor(() => expect(calls.find((c) => c.key === callKey(groupBoardCalls.addAnnouncement))?.body).toEqual({ title: 'Exam on Friday', content: 'Bring a pen', status: 0, gid: 7 }));
  });
});

describe('the setting tab', () => {
  test('the root edits the profile (the code shown for a private group) and the group is loaded again', async () => {
    signIn('coach');
    const calls = api(5, { [callKey(groupCalls.updateGroup)]: () => null });
    renderRoutes(routes, '/group/7/setting');
    const name = await screen.findByTestId('group-form-name');
    expect((screen.getByTestId('group-form-code') as HTMLInputElement).value).toBe('K3y9Qz');
    fireEvent.change(name, { target: { value: 'Algorithms Club 2' } });
    fireEvent.click(screen.getByTestId('group-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.key === callKey(groupCalls.updateGroup))?.body).toMatchObject({ id: 7, name: 'Algorithms Club 2', code: 'K3y9Qz', auth: 3 }));
    await waitFor(() => expect(calls.filter((c) => c.key === callKey(groupCalls.getGroup))).toHaveLength(2));
  });

  test('an avatar of the wrong type or over 2 MB is refused before any crop', async () => {
    signIn('coach');
    api(5, {});
    renderRoutes(routes, '/group/7/setting');
    await screen.findByTestId('avatar-editor');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByTestId('toast')).textContent).toContain('notes.txt is incorrect format');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('big.png is larger than 2 MB'));
    expect(screen.queryByTestId('avatar-crop')).toBeNull();
  });

  test('a member who is not root opening the setting by address is shown the home', async () => {
    signIn('ann');
    api(4, {});
    const router = renderRoutes(routes, '/group/7/setting');
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/7'));
  });
});

describe('the rank tab', () => {
  const rows = [
    { uid: 'uid-ann', username: 'ann', nickname: 'Annie', avatar: null, titleName: 'Ace', titleColor: '#f00', ac: 3, total: 4, score: 250 },
    { uid: 'uid-bob', username: 'bob', nickname: null, avatar: null, titleName: null, titleColor: null, ac: 1, total: 4, score: 100 },
  ];

  test('the query string sets the call; AC links to the group submissions; OI shows the score; search and type go to the URL', async () => {
    signIn('ann');
    const calls = api(3, { [callKey(groupBoardCalls.getRankList)]: () => page(rows, 30, 32) });
    const router = renderRoutes(routes, '/group/7/rank?page=2&searchUser=an');
    const found = await screen.findAllByTestId('group-rank-row');
    expect(Object.fromEntries(calls.find((c) => c.key === callKey(groupBoardCalls.getRankList))!.query)).toEqual({ gid: '7', currentPage: '2', limit: '30', type: '0', searchUser: 'an' });
    expect(within(found[0]!).getAllByRole('cell')[0]!.textContent).toBe('31');
    expect(within(found[0]!).getByTestId('group-rank-ac').getAttribute('href')).toBe('/group/7/status?username=ann&status=0');
    expect(within(found[0]!).getByTestId('group-rank-rating').textContent).toBe('75.00%');
    expect(within(found[0]!).getByText('Ace')).toBeTruthy();
    expect(screen.queryByTestId('group-rank-score')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'OI' }));
    await waitFor(() => expect(router.state.location.search).toBe('?searchUser=an&type=1'));
    expect((await screen.findAllByTestId('group-rank-score')).map((c) => c.textContent)).toEqual(['250', '100']);
    fireEvent.change(screen.getByTestId('group-rank-search'), { target: { value: ' bob ' } });
    fireEvent.keyDown(screen.getByTestId('group-rank-search'), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?searchUser=bob&type=1'));
  });
});
