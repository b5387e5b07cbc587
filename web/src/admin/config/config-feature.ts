import type { RouteHandle } from '../../app/route-handle.ts';
import type { AdminFeature } from '../admin-feature.ts';

export const CONFIG_ADMIN_PATH = '/admin/conf';
export const SWITCH_ADMIN_PATH = '/admin/switch';

/**
 * The site's configuration (website, carousel, mail, data sources) and its switches and limits (spec 002 2.12
 * "conf" and "switch"): the super admin's pages, as the API's system_info_admin calls are.
 */
export const configFeature: AdminFeature = {
  section: 'general',
  namespace: 'adminConfig',
  entries: [
    { label: 'adminConfig:sidebar.conf', to: CONFIG_ADMIN_PATH },
    { label: 'adminConfig:sidebar.switch', to: SWITCH_ADMIN_PATH },
  ],
  routes: [
    {
      path: 'conf',
      lazy: () => import('./pages/config-page.tsx').then((m) => ({ Component: m.ConfigPage })),
      handle: { title: 'adminConfig:route.conf', access: 'super-admin' } satisfies RouteHandle,
    },
    {
      path: 'switch',
      lazy: () => import('./pages/switch-page.tsx').then((m) => ({ Component: m.SwitchPage })),
      handle: { title: 'adminConfig:route.switch', access: 'super-admin' } satisfies RouteHandle,
    },
  ],
};
