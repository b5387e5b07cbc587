import { contestGroup } from '../groups/contest/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(contestGroup);
