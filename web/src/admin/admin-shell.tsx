import { Outlet, useMatches } from 'react-router';
import { usePageTitle } from '../app/page-title.ts';
import { handlesOf } from '../app/route-handle.ts';
import { RouteGuard } from '../app/route-guard.tsx';
import { useSessionSync } from '../app/session-sync.ts';
import { ToastHost } from '../components/toast-host.tsx';

/** Everything under /admin: titles, the tab-visibility rule, the guards (admin roles, root-only pages) and toasts. */
export function AdminShell() {
  const handles = handlesOf(useMatches());
  usePageTitle(handles);
  useSessionSync();
  return (
    <>
      <RouteGuard handles={handles}>
        <Outlet />
      </RouteGuard>
      <ToastHost />
    </>
  );
}
