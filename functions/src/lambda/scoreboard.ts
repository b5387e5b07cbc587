import { scoreboardGroup } from '../groups/scoreboard/routes.ts';
import { createHandler } from './create-handler.ts';
import * as boardState from '../data/board-state.ts';
import * as contests from '../data/contests.ts';
import * as groups from '../data/groups.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(scoreboardGroup, { boardState, contests, groups, users });
