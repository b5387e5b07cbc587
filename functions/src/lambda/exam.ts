import { examGroup } from '../groups/exam/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(examGroup);
