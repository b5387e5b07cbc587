import { communityGroup } from '../groups/community/routes.ts';
import { createHandler } from './create-handler.ts';
import * as comments from '../data/comments.ts';
import * as contests from '../data/contests.ts';
import * as discussions from '../data/discussions.ts';
import * as groups from '../data/groups.ts';
import * as problems from '../data/problems.ts';
import * as rateLimits from '../data/rate-limits.ts';
import * as reminders from '../data/reminders.ts';
import * as siteConfig from '../data/site-config.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(communityGroup, { comments, contests, discussions, groups, problems, rateLimits, reminders, siteConfig, users });
