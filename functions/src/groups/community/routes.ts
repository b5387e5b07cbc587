import type { GroupDef } from '../../http/route.ts';
import { adminDiscussionRoutes } from './admin-discussions.ts';
import { categoryRoutes } from './categories.ts';
import { commentRoutes } from './comments.ts';
import { discussionRoutes } from './discussions.ts';
import { groupDiscussionRoutes } from './group-discussions.ts';
import { replyRoutes } from './replies.ts';

/** The community: discussions (the site's and the groups'), categories, reports, comments and replies (with contests' Q&A), likes, and their back office. */
export const communityGroup: GroupDef = {
  name: 'community',
  routes: [...discussionRoutes, ...groupDiscussionRoutes, ...categoryRoutes, ...commentRoutes, ...replyRoutes, ...adminDiscussionRoutes],
  table: 'readwrite',
};
