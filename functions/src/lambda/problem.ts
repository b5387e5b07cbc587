import { problemGroup } from '../groups/problem/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(problemGroup);
