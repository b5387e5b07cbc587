/**
 * Trainings (issue 13): the bounded list and categories (read whole, cached 10 s), a training's problems (its
 * entries in its own partition, listed under each problem by the problem-set placement index), and the participant
 * rows whose rank tally the judge's result transaction keeps (shared/src/db/result-effects.ts).
 *
 * Progress (acCount) counts the training's problems the user has solved anywhere on the site (their solved set,
 * kept by the same transaction), as the reference does; the rank counts only submissions made in the training.
 */
import {
  TRAINING_CATEGORY_ID,
  TRAINING_CATEGORY_PARTITION,
  TRAINING_ID,
  TRAINING_LIST,
  TRAINING_PROBLEM_ID,
  problemPlacementIndex,
  trainingCategoryKey,
  trainingIndex,
  trainingKey,
  trainingPartition,
  trainingParticipantKey,
  trainingParticipantPrefix,
  trainingProblemKey,
  trainingProblemPrefix,
} from '@oj/shared/db/keys';
import { TrainingCategoryItem, TrainingItem, TrainingParticipantItem, TrainingProblemItem } from '@oj/shared/db/items/training';
import type { UserItem } from '@oj/shared/db/items/user';
import { rowProfile } from '@oj/shared/db/result-effects';
import type { Db } from './db.ts';
import { memo } from './memo.ts';
import { deleteSet, rowsWithout, writeRowOnce } from './problem-sets.ts';
import { openInSet } from '../domain/problem-sets.ts';
import { allProblems, contestLockedProblems, userProblems } from './problems.ts';

/** Every training (shown or hidden, outside groups or not): a bounded collection, read whole and cached briefly. */
export const allTrainings = memo(10_000, async (db: Db): Promise<TrainingItem[]> => (await db.indexPartition(TRAINING_LIST.index, TRAINING_LIST.pk)).map((i) => TrainingItem.parse(i)));

export const allTrainingCategories = memo(10_000, async (db: Db): Promise<TrainingCategoryItem[]> => (await db.partition(TRAINING_CATEGORY_PARTITION)).map((i) => TrainingCategoryItem.parse(i)));

export async function getTraining(db: Db, tid: number, consistent = false): Promise<TrainingItem | undefined> {
  const item = await db.get(trainingKey(tid), consistent);
  return item ? TrainingItem.parse(item) : undefined;
}

/** Training order: by rank, then by problem id. */
const byTrainingOrder = (a: TrainingProblemItem, b: TrainingProblemItem) => a.rank - b.rank || a.pid - b.pid;

/** A training's problems in its order (consistent when an admin is about to change them). */
export async function trainingProblems(db: Db, tid: number, consistent = false): Promise<TrainingProblemItem[]> {
  const { pk, prefix } = trainingProblemPrefix(tid);
  return (await db.partition(pk, prefix, consistent)).map((i) => TrainingProblemItem.parse(i)).sort(byTrainingOrder);
}

/** The training fields its problem list depends on: its id, and its group (a group's training also shows the group's public problems). */
export type TrainingScope = Pick<TrainingItem, 'tid' | 'gid'>;

/**
 * The training's problems a solver sees at `now`, in its order, with their summaries: public ones (the reference
 * counts and lists `auth = 1` problems), of the site or, in a group's training, of that group (problem-sets.ts
 * openInSet), and not those of contests that have not ended (problems.ts contestLockedProblems).
 */
export async function openTrainingProblems(db: Db, training: TrainingScope, now: Date) {
  const [entries, problems, locked] = await Promise.all([trainingProblems(db, training.tid), allProblems(db), contestLockedProblems(db, now)]);
  const byPid = new Map(problems.map((p) => [p.pid, p]));
  return entries.flatMap((entry) => {
    const problem = byPid.get(entry.pid);
    return problem && openInSet(problem, training.gid) && !locked.has(problem.pid) ? [{ entry, problem }] : [];
  });
}

/** For each training (by tid): how many problems it shows and, for a signed-in caller, how many of them they have solved. */
export async function trainingProgress(db: Db, trainings: readonly TrainingScope[], uid: string | undefined, now: Date) {
  const open = await Promise.all(trainings.map(async (t) => [t.tid, (await openTrainingProblems(db, t, now)).map((o) => o.problem.pid)] as const));
  const solved = uid ? await userProblems(db, uid, [...new Set(open.flatMap(([, pids]) => pids))]) : undefined;
  return new Map(open.map(([tid, pids]) => [tid, { problemCount: pids.length, acCount: solved ? pids.filter((pid) => solved.get(pid)?.solved).length : null }]));
}

export async function getTrainingRow(db: Db, tid: number, uid: string) {
  const item = await db.get(trainingParticipantKey(tid, uid));
  return item ? TrainingParticipantItem.parse(item) : undefined;
}

/** Registers a user in a training (its password accepted); false when they already were. Their tally is left alone. */
export function registerTrainee(db: Db, tid: number, user: UserItem, now: Date): Promise<boolean> {
  return writeRowOnce(
    db,
    trainingParticipantKey(tid, user.uid),
    { tid, ...rowProfile(user), registered: true },
    {
      condition: 'attribute_not_exists(registered) OR registered <> :yes',
      values: { ':yes': true, ':now': now.toISOString() },
      alsoSet: 'gmtCreate = if_not_exists(gmtCreate, :now)',
    },
  );
}

/** The row fields a rank reads: everything but the entries, so a page costs its rows' tallies, not their history. */
const RANK_FIELDS = ['tid', 'uid', 'username', 'roleId', 'nickname', 'realname', 'school', 'avatar', 'gender', 'registered', 'ac', 'totalRunTime', 'marks', 'v'] as const;

/** Every participant row of a training (bounded by its participants), without the entries. */
export async function trainingRows(db: Db, tid: number, consistent = false): Promise<TrainingParticipantItem[]> {
  return (await rowsWithout(db, trainingParticipantPrefix(tid), RANK_FIELDS, consistent)).map((i) => TrainingParticipantItem.parse(i));
}

const WITHDRAW_BATCH = 16;

/** A new password withdraws every registration (the reference drops them); rows keep their tallies. */
export async function withdrawRegistrations(db: Db, tid: number) {
  const registered = (await trainingRows(db, tid, true)).filter((r) => r.registered);
  for (let i = 0; i < registered.length; i += WITHDRAW_BATCH) {
    await Promise.all(
      registered.slice(i, i + WITHDRAW_BATCH).map((r) => db.update(trainingParticipantKey(tid, r.uid), { UpdateExpression: 'SET registered = :no', ExpressionAttributeValues: { ':no': false } })),
    );
  }
}

export function nextTrainingId(db: Db) {
  return db.nextId(TRAINING_ID);
}

/** Writes a new training, listed in the training index; fails when the id is taken. */
export async function insertTraining(db: Db, training: TrainingItem) {
  await db.put({ ...trainingKey(training.tid), ...trainingIndex(training.tid), ...training }, { ConditionExpression: 'attribute_not_exists(pk)' });
}

/** Writes a changed training over `current`; false, and nothing written, when it is gone or changed since it was read. */
export function rewriteTraining(db: Db, current: TrainingItem, next: TrainingItem): Promise<boolean> {
  return db.putIf(
    { ...trainingKey(next.tid), ...trainingIndex(next.tid), ...next },
    { ConditionExpression: 'attribute_exists(pk) AND gmtModified = :read', ExpressionAttributeValues: { ':read': current.gmtModified } },
  );
}

/** Shows or hides a training; fails when it does not exist. */
export async function setTrainingVisible(db: Db, tid: number, status: boolean, now: Date) {
  await db.update(trainingKey(tid), {
    UpdateExpression: 'SET #s = :s, gmtModified = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':s': status, ':now': now.toISOString() },
  });
}

/** Marks a training changed now (its problems were); fails when it does not exist. */
export async function touchTrainingItem(db: Db, tid: number, now: Date) {
  await db.update(trainingKey(tid), { UpdateExpression: 'SET gmtModified = :now', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':now': now.toISOString() } });
}

/** Deletes a training with its problems and participant rows (problem-sets.ts deleteSet); false when there was none. */
export function deleteTrainingItems(db: Db, tid: number): Promise<boolean> {
  return deleteSet(db, trainingKey(tid), trainingPartition(tid));
}

export function nextTrainingCategoryId(db: Db) {
  return db.nextId(TRAINING_CATEGORY_ID);
}

/** One category, read consistently (an admin is about to change it), or undefined. */
export async function getTrainingCategory(db: Db, id: number) {
  const item = await db.get(trainingCategoryKey(id), true);
  return item ? TrainingCategoryItem.parse(item) : undefined;
}

export async function insertTrainingCategory(db: Db, category: TrainingCategoryItem) {
  await db.put({ ...trainingCategoryKey(category.id), ...category });
}

/** Writes a category over its stored self; fails when it is gone. */
export async function replaceTrainingCategory(db: Db, category: TrainingCategoryItem) {
  await db.put({ ...trainingCategoryKey(category.id), ...category }, { ConditionExpression: 'attribute_exists(pk)' });
}

export async function deleteTrainingCategory(db: Db, id: number) {
  await db.delete(trainingCategoryKey(id));
}

/** The entry and the problem's place under it (so deleting the problem takes it out of the training too). */
const writeEntry = (e: TrainingProblemItem) => ({ ...trainingProblemKey(e.tid, e.pid), ...problemPlacementIndex(e.pid, 'T', e.tid), ...e });

export function nextTrainingProblemId(db: Db) {
  return db.nextId(TRAINING_PROBLEM_ID);
}

/** The training's entry of a problem, read consistently, or undefined. */
export async function getTrainingProblem(db: Db, tid: number, pid: number) {
  const item = await db.get(trainingProblemKey(tid, pid), true);
  return item ? TrainingProblemItem.parse(item) : undefined;
}

/** Writes a new entry; false, and nothing written, when the problem is already in the training. */
export function addTrainingProblem(db: Db, entry: TrainingProblemItem): Promise<boolean> {
  return db.putIf(writeEntry(entry), { ConditionExpression: 'attribute_not_exists(pk)' });
}

/** Writes an entry over its stored self; fails when it is gone. */
export async function replaceTrainingProblem(db: Db, entry: TrainingProblemItem) {
  await db.put(writeEntry(entry), { ConditionExpression: 'attribute_exists(pk)' });
}

export function deleteTrainingProblem(db: Db, entry: TrainingProblemItem) {
  return db.delete(trainingProblemKey(entry.tid, entry.pid));
}
