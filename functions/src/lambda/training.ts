import { trainingGroup } from '../groups/training/routes.ts';
import { createHandler } from './create-handler.ts';
import * as groups from '../data/groups.ts';
import * as problems from '../data/problems.ts';
import * as setPasswordTries from '../data/set-password-tries.ts';
import * as trainings from '../data/trainings.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(trainingGroup, { groups, problems, setPasswordTries, trainings, users });
