import { fileGroup } from '../groups/file/routes.ts';
import { createHandler } from './create-handler.ts';
import * as contests from '../data/contests.ts';
import * as groups from '../data/groups.ts';
import * as markdownFiles from '../data/markdown-files.ts';
import * as rateLimits from '../data/rate-limits.ts';
import * as siteConfig from '../data/site-config.ts';
import * as submissions from '../data/submissions.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(fileGroup, { contests, groups, markdownFiles, rateLimits, siteConfig, submissions, users });
