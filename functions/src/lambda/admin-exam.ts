import { adminExamGroup } from '../groups/admin-exam/routes.ts';
import { createHandler } from './create-handler.ts';
import * as exams from '../data/exams.ts';
import * as groups from '../data/groups.ts';
import * as problems from '../data/problems.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(adminExamGroup, { exams, groups, problems, users });
