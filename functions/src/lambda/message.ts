import { messageGroup } from '../groups/message/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(messageGroup);
