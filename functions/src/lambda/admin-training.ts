import { adminTrainingGroup } from '../groups/admin-training/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(adminTrainingGroup);
