import type { GroupDef } from '../../http/route.ts';
import { acInfoRoutes } from './ac-info.ts';
import { announcementRoutes } from './announcements.ts';
import { contestInfoRoutes } from './contest-info.ts';
import { contestListRoutes } from './contest-list.ts';
import { contestProblemRoutes } from './contest-problems.ts';
import { contestSubmissionRoutes } from './contest-submissions.ts';
import { printRoutes } from './print.ts';

export const contestRoutes = [...contestListRoutes, ...contestInfoRoutes, ...contestProblemRoutes, ...contestSubmissionRoutes, ...announcementRoutes, ...printRoutes, ...acInfoRoutes];

/** Taking part in contests: the list, a contest's page, registration, problems, submissions, announcements, printing, the balloon helper. */
// the problem list's counts come from the scoreboard snapshots (built in the request when none is current)
export const contestGroup: GroupDef = { name: 'contest', routes: contestRoutes, table: 'readwrite', buckets: { testData: 'readwrite', publicFiles: 'readwrite' } };
