import { examGroup } from '../groups/exam/routes.ts';
import { createHandler } from './create-handler.ts';
import * as exams from '../data/exams.ts';
import * as groups from '../data/groups.ts';
import * as problems from '../data/problems.ts';
import * as setPasswordTries from '../data/set-password-tries.ts';
import * as submissions from '../data/submissions.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(examGroup, { exams, groups, problems, setPasswordTries, submissions, users });
