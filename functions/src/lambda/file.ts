import { fileGroup } from '../groups/file/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(fileGroup);
