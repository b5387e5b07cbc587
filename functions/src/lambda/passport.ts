import { passportGroup } from '../groups/passport/routes.ts';
import { createHandler } from './create-handler.ts';
import * as captchas from '../data/captchas.ts';
import * as loginFailures from '../data/login-failures.ts';
import * as loginSessions from '../data/login-sessions.ts';
import * as oneTimeCodes from '../data/one-time-codes.ts';
import * as problems from '../data/problems.ts';
import * as rateLimits from '../data/rate-limits.ts';
import * as siteConfig from '../data/site-config.ts';
import * as userActivity from '../data/user-activity.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(passportGroup, { captchas, loginFailures, loginSessions, oneTimeCodes, problems, rateLimits, siteConfig, userActivity, users });
