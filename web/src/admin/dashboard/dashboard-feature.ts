import type { RouteHandle } from '../../app/route-handle.ts';
import type { AdminFeature } from '../admin-feature.ts';

export const DASHBOARD_PATH = '/admin/dashboard';

export const dashboardFeature: AdminFeature = {
  section: 'dashboard',
  entries: [{ label: 'dashboard', to: DASHBOARD_PATH }],
  routes: [
    {
      path: 'dashboard',
      lazy: () => import('./dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
      handle: { title: 'admin:route.dashboard' } satisfies RouteHandle,
    },
  ],
};
