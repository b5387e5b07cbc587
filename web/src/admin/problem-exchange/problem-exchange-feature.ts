import type { RouteHandle } from '../../app/route-handle.ts';
import type { AdminFeature } from '../admin-feature.ts';

export const PROBLEM_EXCHANGE_PATH = '/admin/problem/batch-operation';

/**
 * Problem import and export (spec 002 2.12 problem/batch-operation): HOJ, FPS, QDUOJ, Hydro and Polygon archives in,
 * HOJ problem zips out. Only the super admin may (the API's import and export calls are root only).
 */
export const problemExchangeFeature: AdminFeature = {
  section: 'problem',
  namespace: 'adminProblemExchange',
  entries: [{ label: 'adminProblemExchange:sidebar.exchange', to: PROBLEM_EXCHANGE_PATH }],
  routes: [
    {
      path: 'problem/batch-operation',
      lazy: () => import('./pages/problem-exchange-page.tsx').then((m) => ({ Component: m.ProblemExchangePage })),
      handle: { title: 'adminProblemExchange:route.page', access: 'super-admin' } satisfies RouteHandle,
    },
  ],
};
