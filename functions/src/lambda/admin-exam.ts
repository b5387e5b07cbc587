import { adminExamGroup } from '../groups/admin-exam/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(adminExamGroup);
