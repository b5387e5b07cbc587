import { trainingGroup } from '../groups/training/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(trainingGroup);
