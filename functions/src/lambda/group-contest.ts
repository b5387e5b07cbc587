import { groupContestGroup } from '../groups/group-contest/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(groupContestGroup);
