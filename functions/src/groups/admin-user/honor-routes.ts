import { HonorBody, HonorIdQuery, HonorUpdateBody } from '@oj/shared/schemas/admin-user';
import { adminUserCalls } from '@oj/shared/api/admin-user';
import { route, type RouteDef } from '../../http/route.ts';
import { createHonor, deleteHonor, updateHonor } from './honor-catalogue.ts';
import { USER_ADMIN } from './user-routes.ts';

/** The honors catalogue (this project's own calls): kept by whoever manages users, the super admin. */
export const honorRoutes: RouteDef[] = [
  route(adminUserCalls.getHonor, { access: USER_ADMIN, handler: ({ deps }) => deps.repos.honors.listHonors() }),
  route(adminUserCalls.addHonor, { access: USER_ADMIN, body: HonorBody, handler: ({ deps, body }) => createHonor(deps.repos, body, deps.now()) }),
  route(adminUserCalls.updateHonor, { access: USER_ADMIN, body: HonorUpdateBody, handler: ({ deps, body }) => updateHonor(deps.repos, body, deps.now()) }),
  route(adminUserCalls.deleteHonor, {
    access: USER_ADMIN,
    query: HonorIdQuery,
    handler: async ({ deps, query }) => {
      await deleteHonor(deps.repos, query.id);
      return null;
    },
  }),
];
