import type { GroupDef } from '../../http/route.ts';
import { announcementRoutes } from './announcement-routes.ts';
import { contestRoutes } from './contest-routes.ts';
import { problemRoutes } from './problem-routes.ts';

/**
 * The back office's contests (reference block admin/AdminContestController): the contest form, its problems and
 * its announcements. Contest problems made here are saved through the admin problem form's save path.
 */
export const adminContestGroup: GroupDef = {
  name: 'admin-contest',
  routes: [...contestRoutes, ...problemRoutes, ...announcementRoutes],
  table: 'readwrite',
  queues: ['board'],
  buckets: { testData: 'readwrite', publicFiles: 'readwrite' },
};
