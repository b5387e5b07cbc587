import { problemExchangeGroup } from '../groups/problem-exchange/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(problemExchangeGroup);
