import { scoreboardGroup } from '../groups/scoreboard/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(scoreboardGroup);
