import { adminContestGroup } from '../groups/admin-contest/routes.ts';
import { createHandler } from './create-handler.ts';
import * as contestProblems from '../data/contest-problems.ts';
import * as contestRelease from '../data/contest-release.ts';
import * as contests from '../data/contests.ts';
import * as effects from '../data/effects.ts';
import * as problemTags from '../data/problem-tags.ts';
import * as problems from '../data/problems.ts';
import * as siteConfig from '../data/site-config.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(adminContestGroup, { contestProblems, contestRelease, contests, effects, problemTags, problems, siteConfig, users });
