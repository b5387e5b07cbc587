import { groupGroup } from '../groups/group/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(groupGroup);
