import { problemGroup } from '../groups/problem/routes.ts';
import { createHandler } from './create-handler.ts';
import * as boardState from '../data/board-state.ts';
import * as contests from '../data/contests.ts';
import * as groups from '../data/groups.ts';
import * as languages from '../data/languages.ts';
import * as problems from '../data/problems.ts';
import * as siteConfig from '../data/site-config.ts';
import * as submissions from '../data/submissions.ts';
import * as trainings from '../data/trainings.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(problemGroup, { boardState, contests, groups, languages, problems, siteConfig, submissions, trainings, users });
