import { groupTrainingGroup } from '../groups/group-training/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(groupTrainingGroup);
