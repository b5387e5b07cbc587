import { judgeGroup } from '../groups/judge/routes.ts';
import { createHandler } from './create-handler.ts';
import * as contests from '../data/contests.ts';
import * as effects from '../data/effects.ts';
import * as exams from '../data/exams.ts';
import * as groups from '../data/groups.ts';
import * as inFlight from '../data/in-flight.ts';
import * as problems from '../data/problems.ts';
import * as siteConfig from '../data/site-config.ts';
import * as submissionLists from '../data/submission-lists.ts';
import * as submissions from '../data/submissions.ts';
import * as submitThrottle from '../data/submit-throttle.ts';
import * as testRuns from '../data/test-runs.ts';
import * as trainings from '../data/trainings.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(judgeGroup, { contests, effects, exams, groups, inFlight, problems, siteConfig, submissionLists, submissions, submitThrottle, testRuns, trainings, users });
