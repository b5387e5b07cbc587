import { groupTrainingGroup } from '../groups/group-training/routes.ts';
import { createHandler } from './create-handler.ts';
import * as groups from '../data/groups.ts';
import * as problemSets from '../data/problem-sets.ts';
import * as problems from '../data/problems.ts';
import * as trainings from '../data/trainings.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(groupTrainingGroup, { groups, problemSets, problems, trainings, users });
