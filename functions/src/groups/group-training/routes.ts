import type { GroupDef } from '../../http/route.ts';
import { groupTrainingProblemRoutes } from './problem-routes.ts';
import { groupTrainingRoutes } from './training-routes.ts';

/**
 * A group's trainings (issue 15; reference block group/GroupTrainingController): the back office's training calls in
 * the group's scope. Taking part goes through the training group's calls, which admit the group's members only.
 */
export const groupTrainingGroup: GroupDef = { name: 'group-training', routes: [...groupTrainingRoutes, ...groupTrainingProblemRoutes], table: 'readwrite' };
