import { openAuthModal } from '../lib/auth-modal.ts';
import { refreshRoles } from '../lib/auth-info.ts';
import { setAuthHandlers } from '../lib/http.ts';

/** Spec 000 section 8.1: what a 401 or a 403 does, given a way to move to another page. */
export function installAuthHandlers(navigate: (to: string) => unknown) {
  return setAuthHandlers({
    unauthorized(adminCall) {
      if (adminCall) void navigate('/admin/login');
      else openAuthModal('login');
    },
    forbidden(adminCall) {
      refreshRoles().catch(() => undefined);
      if (adminCall) void navigate('/admin');
    },
  });
}
