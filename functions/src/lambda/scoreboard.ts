import { scoreboardGroup } from '../groups/scoreboard/routes.ts';
import { createHandler } from './create-handler.ts';
import * as contests from '../data/contests.ts';
import * as groups from '../data/groups.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(scoreboardGroup, { contests, groups, users });
