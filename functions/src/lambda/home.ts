import { homeGroup } from '../groups/home/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(homeGroup);
