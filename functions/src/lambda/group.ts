import { groupGroup } from '../groups/group/routes.ts';
import { createHandler } from './create-handler.ts';
import * as groupMembers from '../data/group-members.ts';
import * as groups from '../data/groups.ts';
import * as notices from '../data/notices.ts';
import * as rateLimits from '../data/rate-limits.ts';
import * as siteConfig from '../data/site-config.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(groupGroup, { groupMembers, groups, notices, rateLimits, siteConfig, users });
