import { judgeGroup } from '../groups/judge/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(judgeGroup);
