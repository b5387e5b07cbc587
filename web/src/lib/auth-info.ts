import type { z } from 'zod';
import type { UserAuthInfo } from '@oj/shared';
import { http } from './http.ts';
import { session } from './session.ts';

/** A 403 means the roles we hold may be stale (spec 000 section 4.5): ask again and keep the answer. */
export const refreshRoles = async () => {
  const info = await http.get<z.infer<typeof UserAuthInfo>>('/api/get-user-auth-info', undefined, { silent: true });
  session.setRoles(info.roles);
};
