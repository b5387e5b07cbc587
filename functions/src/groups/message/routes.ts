import type { GroupDef } from '../../http/route.ts';
import { adminNoticeRoutes } from './admin-notices.ts';
import { announcementRoutes } from './announcements.ts';
import { userMessageRoutes } from './user-messages.ts';

/** The message centre, system notices and site announcements (issue 12). Markdown uploads are the file group's. */
export const messageGroup: GroupDef = { name: 'message', routes: [...userMessageRoutes, ...adminNoticeRoutes, ...announcementRoutes], table: 'readwrite' };
