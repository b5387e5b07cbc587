import { HonorBody, HonorIdQuery, HonorUpdateBody } from '@oj/shared/schemas/admin-user';
import { route, type RouteDef } from '../../http/route.ts';
import { listHonors } from '../../data/honors.ts';
import { createHonor, deleteHonor, updateHonor } from './honor-catalogue.ts';
import { USER_ADMIN } from './user-routes.ts';

/** The honors catalogue (this project's own calls): kept by whoever manages users, the super admin. */
export const honorRoutes: RouteDef[] = [
  route({ method: 'GET', path: '/api/admin/honor', access: USER_ADMIN, handler: ({ deps }) => listHonors(deps.db) }),
  route({ method: 'POST', path: '/api/admin/honor', access: USER_ADMIN, body: HonorBody, handler: ({ deps, body }) => createHonor(deps.db, body, deps.now()) }),
  route({ method: 'PUT', path: '/api/admin/honor', access: USER_ADMIN, body: HonorUpdateBody, handler: ({ deps, body }) => updateHonor(deps.db, body, deps.now()) }),
  route({
    method: 'DELETE',
    path: '/api/admin/honor',
    access: USER_ADMIN,
    query: HonorIdQuery,
    handler: async ({ deps, query }) => {
      await deleteHonor(deps.db, query.id);
      return null;
    },
  }),
];
