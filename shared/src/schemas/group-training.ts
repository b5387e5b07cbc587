/**
 * Group trainings (issue 15; spec 002 sections 2.5, 5 and 6; reference block group/GroupTrainingController): the
 * queries that differ from the back office's training calls (shared/src/schemas/training.ts), whose training form
 * (TrainingDTO, naming the group in training.gid), status, problem list, rank and add-from-public bodies the group
 * calls take as they are.
 */
import { z } from 'zod';
import { pageQuery } from './common.ts';
import { TRAINING_PAGE_SIZES } from './training.ts';

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const gid = positiveId('gid must be a group id');
const tid = positiveId('tid must be a training id');

/** get-training-list (members) and get-admin-training-list (group admins): a page of the group's trainings, 10 by default. */
export const GroupTrainingListQuery = pageQuery(TRAINING_PAGE_SIZES.admin).extend({ gid });

/** DELETE /api/group/training-problem: the problem leaves the training (the problem itself stays). */
export const GroupTrainingProblemDeleteQuery = z.object({ pid: positiveId('pid must be a problem id'), tid });

/** POST /api/group/add-training-problem-from-group (query string): a problem of the training's group by its problem id. */
export const AddTrainingProblemFromGroupQuery = z.object({
  problemId: z.string({ error: 'Please give the problem id of a group problem' }).trim().min(1, 'Please give the problem id of a group problem').max(100, 'The problem id is too long'),
  tid,
});
