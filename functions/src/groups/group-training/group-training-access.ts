import type { TrainingItem } from '@oj/shared/db/items/training';
import { groupSetFacts } from '@oj/shared/domain/group-access';
import { isSetAdmin } from '@oj/shared/domain/problem-set-access';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { trainingSet } from '../../services/training/load-training.ts';

export const NOT_A_GROUP_TRAINING = 'This training does not belong to a group';
export const GROUP_TRAINING_MANAGERS_ONLY = "Only the group's root or the training's author may manage this training";

/**
 * A group training the caller manages (spec 002 section 6: edit, status, problems and delete are for the group's root
 * and the training's author; a super admin counts as root). The group is the one the stored training names, never one
 * the client sends: the caller must see the group and belong to it (an author who left manages nothing there), and a
 * training outside groups is refused.
 */
export async function groupTrainingForAdmin(deps: Deps, user: SessionUser, tid: number): Promise<TrainingItem & { gid: number }> {
  const training = await deps.repos.trainings.getTraining(tid, true);
  if (!training) throw notFound('The training does not exist');
  if (training.gid === null) throw forbidden(NOT_A_GROUP_TRAINING);
  const { standing } = await deps.repos.groups.requireGroup(training.gid, user, 'member');
  if (!isSetAdmin(trainingSet(training), user, groupSetFacts(standing))) throw forbidden(GROUP_TRAINING_MANAGERS_ONLY);
  return { ...training, gid: training.gid };
}
