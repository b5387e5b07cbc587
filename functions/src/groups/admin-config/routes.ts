import { Role } from '@oj/shared';
import { adminConfigCalls } from '@oj/shared/api/admin-config';
import { loginWithRoles, route, type GroupDef } from '../../http/route.ts';
import { emailConfigRoutes } from './email-config.ts';
import { judgeServiceInfo } from './judge-info.ts';
import { dataSourceRoutes, serviceInfo } from './service-info.ts';
import { switchConfigRoutes } from './switch-config.ts';
import { webConfigRoutes } from './web-config.ts';

const ADMIN_ROLES = loginWithRoles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN);

export const adminConfigRoutes = [
  route(adminConfigCalls.getServiceInfo, {
    access: ADMIN_ROLES,
    handler: async ({ deps }) => serviceInfo(deps.env, deps.now()),
  }),
  route(adminConfigCalls.getJudgeServiceInfo, {
    access: ADMIN_ROLES,
    handler: ({ deps }) => judgeServiceInfo(deps),
  }),
  ...webConfigRoutes,
  ...emailConfigRoutes,
  ...dataSourceRoutes,
  ...switchConfigRoutes,
];

/**
 * The back office's site configuration (admin/ConfigController, admin/SwitchController, the carousel upload): it
 * writes the configuration items and carousel images, sends test mail, and reads the judge queues' depths
 * (`judgeQueueStats`: GetQueueAttributes and CloudWatch's age metric).
 */
export const adminConfigGroup: GroupDef = {
  name: 'admin-config',
  routes: adminConfigRoutes,
  table: 'readwrite',
  buckets: { publicFiles: 'readwrite' },
  mail: true,
  judgeQueueStats: true,
  // the switch page's remote judge accounts
  remoteAccounts: true,
};
