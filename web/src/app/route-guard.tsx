import { Center, Loader } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openAuthModal } from '../lib/auth-modal.ts';
import { translateMessage } from '../lib/i18n.ts';
import { session, useSession } from '../lib/session.ts';
import { useWebsiteConfig } from '../lib/site-config.ts';
import { toast } from '../lib/toast.ts';
import { decide } from './guards.ts';
import type { RouteHandle } from './route-handle.ts';
import { isAdminPath } from './session-sync.ts';

/** Renders the page only when the guards of its routes allow it; otherwise redirects with their message. */
export function RouteGuard({ handles, children }: { handles: RouteHandle[]; children: ReactNode }) {
  const { user } = useSession();
  const config = useWebsiteConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const decision = decide(handles, {
    user,
    config,
    search: new URLSearchParams(location.search),
    adminPath: isAdminPath(location.pathname),
  });

  // Runs once per navigation (location.key): the decision object is new on every render.
  useEffect(() => {
    if (decision.kind !== 'deny') return;
    if (decision.clearSession) session.clear();
    toast.error(translateMessage(decision.message));
    void navigate(decision.to, { replace: true });
    if (decision.openLogin) openAuthModal('login');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: once per navigation
  }, [decision.kind, location.key]);

  if (decision.kind === 'allow') return children;
  if (decision.kind === 'wait') {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return null;
}
