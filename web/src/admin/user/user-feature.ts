import type { RouteHandle } from '../../app/route-handle.ts';
import type { AdminFeature } from '../admin-feature.ts';

export const USER_ADMIN_PATH = '/admin/user';
export const ROLE_ADMIN_PATH = '/admin/role';
export const HONOR_ADMIN_PATH = '/admin/honor';

/**
 * Users, roles and honors in the back office (spec 002 2.12 "user", and the roles/permissions and honors/titles
 * screens whose paths the spec leaves open). The users and the honors are the super admin's, as the API's calls
 * are; the role table is readable by every back-office role.
 */
export const userFeature: AdminFeature = {
  section: 'general',
  namespace: 'adminUser',
  entries: [
    { label: 'adminUser:sidebar.user', to: USER_ADMIN_PATH },
    { label: 'adminUser:sidebar.role', to: ROLE_ADMIN_PATH },
    { label: 'adminUser:sidebar.honor', to: HONOR_ADMIN_PATH },
  ],
  routes: [
    {
      path: 'user',
      lazy: () => import('./pages/users-page.tsx').then((m) => ({ Component: m.UsersPage })),
      handle: { title: 'adminUser:route.user', access: 'super-admin' } satisfies RouteHandle,
    },
    {
      path: 'role',
      lazy: () => import('./pages/role-page.tsx').then((m) => ({ Component: m.RolePage })),
      handle: { title: 'adminUser:route.role' } satisfies RouteHandle,
    },
    {
      path: 'honor',
      lazy: () => import('./pages/honor-page.tsx').then((m) => ({ Component: m.HonorPage })),
      handle: { title: 'adminUser:route.honor', access: 'super-admin' } satisfies RouteHandle,
    },
  ],
};
