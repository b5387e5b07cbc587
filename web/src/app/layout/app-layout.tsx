import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { ToastHost } from '../../components/toast-host.tsx';
import { useAuthModal } from '../../lib/auth-modal.ts';
import { usePageTitle } from '../page-title.ts';
import { handlesOf, innermost } from '../route-handle.ts';
import { RouteGuard } from '../route-guard.tsx';
import { useSessionSync } from '../session-sync.ts';
import { BackToTop } from './back-to-top.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import classes from './layout.module.css';

// The account dialogs load on first use, keeping them out of the first page load.
const AuthModal = lazy(() => import('../../features/auth/auth-modal.tsx').then((m) => ({ default: m.AuthModal })));

export function AppLayout() {
  const handles = handlesOf(useMatches());
  usePageTitle(handles);
  useSessionSync();
  const authModal = useAuthModal();
  const fullScreen = innermost(handles, 'fullScreen');
  return (
    <div className={classes.page}>
      {!fullScreen && <Header />}
      <main className={fullScreen ? classes.fullScreen : classes.main}>
        <RouteGuard handles={handles}>
          <Outlet />
        </RouteGuard>
      </main>
      {!innermost(handles, 'hideFooter') && <Footer />}
      <BackToTop />
      <ToastHost />
      {authModal.opened && (
        <Suspense fallback={null}>
          <AuthModal mode={authModal.mode} />
        </Suspense>
      )}
    </div>
  );
}
