import { session } from './session.ts';
import { api } from './api.ts';
import { passportCalls } from '@oj/shared/api/passport';

/** A 403 means the roles we hold may be stale (spec 000 section 4.5): ask again and keep the answer. */
export async function refreshRoles() {
  const info = await api.call(passportCalls.getUserAuthInfo, { silent: true });
  session.setRoles(info.roles);
}
