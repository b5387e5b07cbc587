import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFound } from './not-found.tsx';
import { featureRoutes } from './route-table.tsx';

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [...featureRoutes, { path: '*', Component: NotFound, handle: { title: 'notFound' } }],
  },
];

export const createRouter = () => createBrowserRouter(routes);
