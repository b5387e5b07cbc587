import type { UserInfo } from '@oj/shared';
import type { AdminNotice, SiteAnnouncement } from '@oj/shared/schemas/message';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi, pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { ADMIN_FEATURES, adminRoute } from '../admin-routes.ts';
import { canOpen, sidebarSections } from '../sidebar-model.ts';
import { AnnouncementPage } from './pages/announcement-page.tsx';
import { NoticePage } from './pages/notice-page.tsx';
import { bodies, page, pick, queries, slow, T0 } from '../../test/page-helpers.ts';
import { messageCalls } from '@oj/shared/api/message';

const routes = [
  { path: '/admin/notice', Component: NoticePage },
  { path: '/admin/announcement', Component: AnnouncementPage },
];

pageTestHooks();

describe('system notices', { timeout: 20_000 }, () => {
  const notice: AdminNotice = { id: 6, title: 'Maintenance', content: 'Down at **noon**', type: 'Single', state: true, adminUsername: 'root', recipient: 'bob', gmtCreate: T0, gmtModified: T0 };

  test('filter by recipient type; a notice to one user needs their name; POST to create, PUT to edit, DELETE after a question', async () => {
    signIn('root', ['root']);
    const calls = mockApi({
      [callKey(messageCalls.adminGetSysNotice)]: () => page([notice]),
      [callKey(messageCalls.addSysNotice)]: ({ body }) => ({ ...notice, ...(body as object), id: 7 }),
      [callKey(messageCalls.updateSysNotice)]: ({ body }) => ({ ...notice, ...(body as object) }),
      [callKey(messageCalls.deleteSysNotice)]: () => null,
    });
    renderRoutes(routes, '/admin/notice');
    const row = await screen.findByTestId('notice-row', {}, slow);
    expect(within(row).getByText('Designated user: bob')).toBeTruthy();
    expect(queries(calls, callKey(messageCalls.adminGetSysNotice))[0]).toEqual({ currentPage: '1', limit: '10' });
    await pick(screen.getByTestId('notice-type-filter'), 'Admins');
    await waitFor(() => expect(queries(calls, callKey(messageCalls.adminGetSysNotice)).at(-1)).toEqual({ currentPage: '1', limit: '10', type: 'Admin' }));

    fireEvent.click(screen.getByTestId('create-notice'));
    fireEvent.click(await screen.findByTestId('save-notice'));
    expect((await screen.findByTestId('notice-problem')).textContent).toBe('The notice title is required');
    fireEvent.change(screen.getByTestId('notice-title'), { target: { value: 'Welcome' } });
    fireEvent.change(screen.getByTestId('notice-content'), { target: { value: 'Hello **all**' } });
    fireEvent.click(within(screen.getByTestId('notice-dialog')).getByLabelText('Designated user'));
    fireEvent.click(screen.getByTestId('save-notice'));
    expect((await screen.findByTestId('notice-problem')).textContent).toBe('A notice to a designated user needs the recipient username');
    fireEvent.change(screen.getByTestId('notice-recipient'), { target: { value: 'carol' } });
    fireEvent.click(screen.getByTestId('save-notice'));
    await waitFor(() => expect(bodies(calls, callKey(messageCalls.addSysNotice))).toEqual([{ title: 'Welcome', content: 'Hello **all**', type: 'Single', recipient: 'carol' }]));
    await waitFor(() => expect(screen.queryByTestId('notice-dialog')).toBeNull());

    fireEvent.click(within(row).getByTestId('edit-notice'));
    expect(((await screen.findByTestId('notice-recipient')) as HTMLInputElement).value).toBe('bob');
    fireEvent.click(within(screen.getByTestId('notice-dialog')).getByLabelText('All users'));
    fireEvent.click(screen.getByTestId('save-notice'));
    await waitFor(() => expect(bodies(calls, callKey(messageCalls.updateSysNotice))).toEqual([{ id: 6, title: 'Maintenance', content: 'Down at **noon**', type: 'All' }]));

    fireEvent.click(within(row).getByTestId('delete-notice'));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(queries(calls, callKey(messageCalls.deleteSysNotice))).toEqual([{ id: '6' }]));
  });
});

describe('site announcements', { timeout: 20_000 }, () => {
  const announcement: SiteAnnouncement = { id: 3, title: 'Welcome', content: 'Read the **rules**', uid: 'uid-root', username: 'root', status: 0, gmtCreate: T0, gmtModified: T0 };

  test('create with the API rules checked first, edit with the id, hide, delete', async () => {
    signIn('root', ['root']);
    const calls = mockApi({
      [callKey(messageCalls.getAnnouncementList)]: () => page([announcement]),
      [callKey(messageCalls.addAnnouncement)]: ({ body }) => ({ ...announcement, ...(body as object), id: 4 }),
      [callKey(messageCalls.updateAnnouncement)]: ({ body }) => ({ ...announcement, ...(body as object) }),
      [callKey(messageCalls.deleteAnnouncement)]: () => null,
    });
    renderRoutes(routes, '/admin/announcement');
    const row = await screen.findByTestId('announcement-row', {}, slow);
    fireEvent.click(screen.getByTestId('create-announcement'));
    fireEvent.click(await screen.findByTestId('save-announcement'));
    expect((await screen.findByTestId('announcement-problem')).textContent).not.toBe('');
    fireEvent.change(screen.getByTestId('announcement-title'), { target: { value: 'Contest on Friday' } });
    fireEvent.change(screen.getByTestId('announcement-content'), { target: { value: 'Join us' } });
    fireEvent.click(screen.getByTestId('save-announcement'));
    await waitFor(() => expect(bodies(calls, callKey(messageCalls.addAnnouncement))).toEqual([{ title: 'Contest on Friday', content: 'Join us', status: 0 }]));

    fireEvent.click(within(row).getByTestId('announcement-visible'));
    await waitFor(() => expect(bodies(calls, callKey(messageCalls.updateAnnouncement))).toEqual([{ id: 3, title: 'Welcome', content: 'Read the **rules**', status: 1 }]));
    fireEvent.click(within(row).getByTestId('delete-announcement'));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(queries(calls, callKey(messageCalls.deleteAnnouncement))).toEqual([{ aid: '3' }]));
  });
});

describe('who sees these pages', () => {
  const sidebar = (role: string) => {
    const user = { uid: 'u', username: 'u', roleList: [role] } as UserInfo;
    return sidebarSections(ADMIN_FEATURES, (to) => canOpen(adminRoute, to, user, undefined)).flatMap((s) => s.entries.map((e) => e.to));
  };

  test('announcements and notices are the super admin’s', () => {
    for (const role of ['admin', 'problem_admin']) {
      expect(sidebar(role)).not.toContain('/admin/announcement');
      expect(sidebar(role)).not.toContain('/admin/notice');
    }
    expect(sidebar('root')).toEqual(expect.arrayContaining(['/admin/announcement', '/admin/notice']));
  });
});
