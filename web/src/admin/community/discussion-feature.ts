import type { RouteHandle } from '../../app/route-handle.ts';
import type { AdminFeature } from '../admin-feature.ts';

export const DISCUSSION_ADMIN_PATH = '/admin/discussion';

/** Discussions and the reports on them (spec 002 section 2.12), for every admin role. */
export const discussionAdminFeature: AdminFeature = {
  section: 'discussion',
  namespace: 'adminCommunity',
  entries: [{ label: 'adminCommunity:sidebar.discussion', to: DISCUSSION_ADMIN_PATH }],
  routes: [
    {
      path: 'discussion',
      lazy: () => import('./pages/discussion-admin-page.tsx').then((m) => ({ Component: m.DiscussionAdminPage })),
      handle: { title: 'adminCommunity:route.discussion' } satisfies RouteHandle,
    },
  ],
};
