import { groupExamGroup } from '../groups/group-exam/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(groupExamGroup);
