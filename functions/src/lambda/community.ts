import { communityGroup } from '../groups/community/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(communityGroup);
