import type { GroupDef } from '../../http/route.ts';
import { avatarRoute } from './avatar-route.ts';
import { groupRoutes } from './group-routes.ts';
import { memberRoutes } from './member-routes.ts';

/** Groups and their membership (issue 15), and the group avatar upload (its objects are in the public-files bucket). */
export const groupGroup: GroupDef = { name: 'group', routes: [...groupRoutes, ...memberRoutes, avatarRoute], table: 'readwrite', buckets: { publicFiles: 'readwrite' } };
