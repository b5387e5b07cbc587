import type { RouteHandle } from '../../app/route-handle.ts';
import type { AdminFeature } from '../admin-feature.ts';

export const ANNOUNCEMENT_ADMIN_PATH = '/admin/announcement';
export const NOTICE_ADMIN_PATH = '/admin/notice';

/** The site's announcements and the system notices (spec 002 section 2.12): the super admin's. */
export const noticeAdminFeature: AdminFeature = {
  section: 'general',
  namespace: 'adminCommunity',
  entries: [
    { label: 'adminCommunity:sidebar.announcement', to: ANNOUNCEMENT_ADMIN_PATH },
    { label: 'adminCommunity:sidebar.notice', to: NOTICE_ADMIN_PATH },
  ],
  routes: [
    {
      path: 'announcement',
      lazy: () => import('./pages/announcement-page.tsx').then((m) => ({ Component: m.AnnouncementPage })),
      handle: { title: 'adminCommunity:route.announcement', access: 'super-admin' } satisfies RouteHandle,
    },
    {
      path: 'notice',
      lazy: () => import('./pages/notice-page.tsx').then((m) => ({ Component: m.NoticePage })),
      handle: { title: 'adminCommunity:route.notice', access: 'super-admin' } satisfies RouteHandle,
    },
  ],
};
