import { groupBoardGroup } from '../groups/group-board/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(groupBoardGroup);
