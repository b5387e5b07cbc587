import { adminTrainingGroup } from '../groups/admin-training/routes.ts';
import { createHandler } from './create-handler.ts';
import * as groups from '../data/groups.ts';
import * as problems from '../data/problems.ts';
import * as siteConfig from '../data/site-config.ts';
import * as trainings from '../data/trainings.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(adminTrainingGroup, { groups, problems, siteConfig, trainings, users });
