import { http } from '../../lib/http.ts';

/** Ends every session of the admin on the server (the token version moves on). */
export const adminLogout = () => http.get<null>('/api/admin/logout', undefined, { silent: true });
