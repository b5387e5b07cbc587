import type { TrainingItem, TrainingParticipantItem } from '@oj/shared/db/items/training';
import { canSeeSet, isSetAdmin, passGate, type AccessSet, type Refusal, type ViewerFacts } from '@oj/shared/domain/problem-set-access';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';

/** A training as a problem set: its creator, its visibility (`status`) and group. */
export function trainingSet(t: TrainingItem): AccessSet {
  return { uid: t.uid, visible: t.status, gid: t.gid };
}

/** A training as one caller meets it, decided by the problem sets' access rule (shared/domain/problem-set-access.ts). */
export interface TrainingContext {
  training: TrainingItem;
  row: TrainingParticipantItem | undefined;
  facts: ViewerFacts;
  /** The creator and the super admin (and a group training's group root): they skip the password and see real names. */
  admin: boolean;
  /** Why the caller may not open its problems and rank (a private training's password not accepted yet), or null. */
  enterRefusal: Refusal;
}

/**
 * The training if the caller may see it at all: hidden ones are missing (404), and a group's training exists for the
 * group's members only (403), its group root administering it as its creator does.
 */
export async function loadTraining(deps: Deps, tid: number, user: SessionUser | undefined): Promise<TrainingContext> {
  const [training, row] = await Promise.all([deps.repos.trainings.getTraining(tid), user ? deps.repos.trainings.getTrainingRow(tid, user.uid) : undefined]);
  if (!training) throw notFound('The training does not exist');
  const facts: ViewerFacts = { registered: row?.registered ?? false, ...(await deps.repos.groups.groupFactsFor(training.gid, user)) };
  const set = trainingSet(training);
  const refusal = canSeeSet('training', set, user, facts);
  if (refusal) throw training.status ? forbidden(refusal) : notFound(refusal);
  return {
    training,
    row,
    facts,
    admin: isSetAdmin(set, user, facts),
    enterRefusal: passGate('training', set, training.auth === 'Private', user, facts),
  };
}

/** The training if the caller may open its problems, submit there and read its rank, else 403 with the reason. */
export async function enterTraining(deps: Deps, tid: number, user: SessionUser | undefined) {
  const ctx = await loadTraining(deps, tid, user);
  if (ctx.enterRefusal) throw forbidden(ctx.enterRefusal);
  return ctx;
}
