import { passportGroup } from '../groups/passport/routes.ts';
import { createHandler } from './create-handler.ts';

export const handler = createHandler(passportGroup);
