import type { GroupDef } from '../../http/route.ts';
import { adminContestCalls } from '@oj/shared/api/admin-contest';
import { contestAnnouncementRoutes } from '../../services/contest/announcement-routes.ts';
import { backOffice } from '../../services/contest/contest-scope.ts';
import { contestRoutes } from './contest-routes.ts';
import { problemRoutes } from './problem-routes.ts';

const announcementRoutes = contestAnnouncementRoutes(backOffice, {
  list: adminContestCalls.getAnnouncementList,
  add: adminContestCalls.addAnnouncement,
  update: adminContestCalls.updateAnnouncement,
  remove: adminContestCalls.deleteAnnouncement,
});

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
