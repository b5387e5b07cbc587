import type { GroupDef } from '../../http/route.ts';
import { adminDiscussionRoutes } from './admin-discussions.ts';
import { categoryRoutes } from './categories.ts';
import { commentRoutes } from './comments.ts';
import { discussionRoutes } from './discussions.ts';
import { replyRoutes } from './replies.ts';

/** The community: discussions, categories, reports, comments and replies (with contests' Q&A), likes, and their back office. */
export const communityGroup: GroupDef = {
  name: 'community',
  routes: [...discussionRoutes, ...categoryRoutes, ...commentRoutes, ...replyRoutes, ...adminDiscussionRoutes],
  table: 'readwrite',
};
