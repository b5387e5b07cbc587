import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFound } from './not-found.tsx';
import { bareRoutes, featureRoutes } from './route-table.tsx';
import { isAdminPath } from './session-sync.ts';

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [...featureRoutes, { path: '*', Component: NotFound, handle: { title: 'notFound' } }],
  },
  ...bareRoutes,
];

/**
 * The back office (its own shell and layout, its features' pages and sidebar entries) is no part of the public
 * site's bundle, not even its route table: the table joins the routes on the first navigation under /admin,
 * before that navigation is matched.
 */
export function addBackOfficeOnNavigation(): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, patch }) => {
    if (added || !isAdminPath(path)) return;
    const { adminRoute } = await import('../admin/admin-routes.ts');
    patch(null, [adminRoute]);
    added = true;
  };
}

export function createRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: addBackOfficeOnNavigation() });
}
