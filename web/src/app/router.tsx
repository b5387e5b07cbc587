import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminRoute } from '../admin/admin-routes.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFound } from './not-found.tsx';
import { bareRoutes, featureRoutes } from './route-table.tsx';

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [...featureRoutes, { path: '*', Component: NotFound, handle: { title: 'notFound' } }],
  },
  // The back office: its own shell and layout, loaded on first visit.
  adminRoute,
  ...bareRoutes,
];

export const createRouter = () => createBrowserRouter(routes);
