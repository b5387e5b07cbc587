import type { FlatNamespace } from 'i18next';
import { createElement } from 'react';
import { redirect, type RouteObject } from 'react-router';
import type { RouteHandle } from '../app/route-handle.ts';
import { withNamespaces } from '../lib/i18n.ts';
import type { AdminFeature } from './admin-feature.ts';
import { discussionAdminFeature } from './community/discussion-feature.ts';
import { noticeAdminFeature } from './community/notice-feature.ts';
import { configFeature } from './config/config-feature.ts';
import { contestFeature } from './contest/contest-feature.ts';
import { dashboardFeature, DASHBOARD_PATH } from './dashboard/dashboard-feature.ts';
import { problemFeature } from './problem/problem-feature.ts';
import { examFeature } from './exam/exam-feature.ts';
import { problemExchangeFeature } from './problem-exchange/problem-exchange-feature.ts';
import { trainingFeature } from './training/training-feature.ts';
import { userFeature } from './user/user-feature.ts';
import { ADMIN_LOGIN_PATH } from './paths.ts';

/** Every back-office feature, each with its pages and sidebar entries. Add new features here. */
export const ADMIN_FEATURES: readonly AdminFeature[] = [
  dashboardFeature,
  userFeature,
  configFeature,
  problemFeature,
  problemExchangeFeature,
  trainingFeature,
  contestFeature,
  examFeature,
  discussionAdminFeature,
  noticeAdminFeature,
];

/** The strings every back-office page may show: the back office's own and each feature's (the sidebar lists them all). */
export function adminNamespaces(features: readonly AdminFeature[]): FlatNamespace[] {
  return ['admin', ...features.flatMap((f) => (f.namespace ? [f.namespace] : []))];
}

/**
 * The back office (spec 002 section 2.12): its own shell without the public navigation, the admin login, and the
 * features' pages behind the admin-role guard. None of it is in the public site's bundle: this table joins the
 * router on the first navigation under /admin (app/router.tsx), and every page, the shell and the layout load on
 * first visit.
 */
export function adminRoutes(features: readonly AdminFeature[]): RouteObject {
  const root: RouteObject = {
    path: 'admin',
    lazy: withNamespaces(adminNamespaces(features), () => import('./admin-shell.tsx').then((m) => ({ Component: m.AdminShell }))),
    children: [
      {
        path: 'login',
        lazy: () => import('./login/admin-login-page.tsx').then((m) => ({ Component: m.AdminLoginPage })),
        handle: { title: 'admin:route.login' } satisfies RouteHandle,
      },
      {
        // the layout's sidebar lists the features this table holds (handed down, so the layout does not import the table)
        lazy: () => import('./layout/admin-layout.tsx').then((m) => ({ Component: () => createElement(m.AdminLayout, { features, root }) })),
        handle: { access: 'admin' } satisfies RouteHandle,
        children: [{ index: true, loader: () => redirect(DASHBOARD_PATH) }, ...features.flatMap((f) => f.routes)],
      },
      { path: '*', loader: () => redirect(ADMIN_LOGIN_PATH) },
    ],
  };
  return root;
}

export const adminRoute = adminRoutes(ADMIN_FEATURES);
