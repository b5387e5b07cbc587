import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { session, useSession } from '../lib/session.ts';

export function isAdminPath(pathname: string) {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * The tab-visibility rule (spec 000 section 4.5), and fresh data whenever the signed-in user changes
 * (logging in reloads lists with the user's own status).
 */
export function useSessionSync() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  pathRef.current = pathname;

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || session.syncFromStorage() !== 'gone') return;
      const current = pathRef.current;
      if (isAdminPath(current)) void navigate('/admin/login');
      else if (current !== '/home') void navigate('/home');
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [navigate]);

  const queryClient = useQueryClient();
  const uid = useSession().user?.uid ?? null;
  const previous = useRef(uid);
  useEffect(() => {
    if (previous.current === uid) return;
    previous.current = uid;
    void queryClient.invalidateQueries();
  }, [uid, queryClient]);
}
