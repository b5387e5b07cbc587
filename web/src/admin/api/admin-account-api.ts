import { api } from '../../lib/api.ts';
import { adminCalls } from '@oj/shared/api/admin';

/** Ends every session of the admin on the server (the token version moves on). */
export function adminLogout() {
  return api.call(adminCalls.logout, { silent: true });
}
