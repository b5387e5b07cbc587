import { contestGroup } from '../groups/contest/routes.ts';
import { createHandler } from './create-handler.ts';
import * as boardState from '../data/board-state.ts';
import * as contestAcChecks from '../data/contest-ac-checks.ts';
import * as contestPrints from '../data/contest-prints.ts';
import * as contests from '../data/contests.ts';
import * as groups from '../data/groups.ts';
import * as problems from '../data/problems.ts';
import * as rateLimits from '../data/rate-limits.ts';
import * as setPasswordTries from '../data/set-password-tries.ts';
import * as submissionLists from '../data/submission-lists.ts';
import * as submissions from '../data/submissions.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(contestGroup, { boardState, contestAcChecks, contestPrints, contests, groups, problems, rateLimits, setPasswordTries, submissionLists, submissions, users });
