import { adminProblemGroup } from '../groups/admin-problem/routes.ts';
import { createHandler } from './create-handler.ts';
import * as compileChecks from '../data/compile-checks.ts';
import * as groupProblems from '../data/group-problems.ts';
import * as groups from '../data/groups.ts';
import * as problemTags from '../data/problem-tags.ts';
import * as problems from '../data/problems.ts';
import * as testcaseUploads from '../data/testcase-uploads.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(adminProblemGroup, { compileChecks, groupProblems, groups, problemTags, problems, testcaseUploads, users });
