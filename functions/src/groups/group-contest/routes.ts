import type { GroupDef } from '../../http/route.ts';
import { groupContestCalls } from '@oj/shared/api/group-contest';
import { contestAnnouncementRoutes } from '../../services/contest/announcement-routes.ts';
import { groupContestRoutes } from './contest-routes.ts';
import { groupScope } from './group-contest-access.ts';
import { groupContestProblemRoutes } from './problem-routes.ts';

/**
 * A group's contests (issue 15; reference block group/GroupContestController): the back office's contest calls in
 * the group's scope. Taking part goes through the contest and scoreboard groups, which admit the group's members.
 */
export const groupContestGroup: GroupDef = {
  name: 'group-contest',
  routes: [
    ...groupContestRoutes,
    ...groupContestProblemRoutes,
    ...contestAnnouncementRoutes(groupScope, {
      list: groupContestCalls.getContestAnnouncementList,
      add: groupContestCalls.addContestAnnouncement,
      update: groupContestCalls.updateContestAnnouncement,
      remove: groupContestCalls.deleteContestAnnouncement,
    }),
  ],
  table: 'readwrite',
  queues: ['board'],
  buckets: { testData: 'readwrite', publicFiles: 'readwrite' },
};
