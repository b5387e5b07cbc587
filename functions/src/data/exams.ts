/**
 * Timed exams (issue 13): the bounded list (read whole, cached 10 s), an exam's problems by display id (each also
 * listed under its problem by the problem-set placement index), and the participant rows: a start record written
 * here, and the rank's tally that the judge's result transaction keeps (shared/src/db/result-effects.ts).
 */
import {
  EXAM_ID,
  EXAM_LIST,
  EXAM_PROBLEM_ID,
  examIndex,
  examKey,
  examPartition,
  examParticipantKey,
  examParticipantPrefix,
  examProblemKey,
  examProblemPrefix,
  problemPlacementIndex,
} from '@oj/shared/db/keys';
import { ExamItem, ExamParticipantItem, ExamProblemItem } from '@oj/shared/db/items/exam';
import type { UserItem } from '@oj/shared/db/items/user';
import { rowEntries, rowProfile } from '@oj/shared/db/result-effects';
import { byDisplayId } from '@oj/shared/domain/display-id';
import type { ExamEntry } from '@oj/shared/domain/exam';
import type { Db } from './db.ts';
import { memo } from './memo.ts';
import { deleteSet, rowsWithout, writeRowOnce } from './problem-sets.ts';

/** Every exam (shown or hidden): a bounded collection, read whole and cached briefly. */
export const allExams = memo(10_000, async (db: Db): Promise<ExamItem[]> => (await db.indexPartition(EXAM_LIST.index, EXAM_LIST.pk)).map((i) => ExamItem.parse(i)));

export async function getExam(db: Db, eid: number, consistent = false): Promise<ExamItem | undefined> {
  const item = await db.get(examKey(eid), consistent);
  return item ? ExamItem.parse(item) : undefined;
}

export function nextExamId(db: Db) {
  return db.nextId(EXAM_ID);
}

/** Writes a new exam, listed in the exam index; fails when the id is taken. */
export async function insertExam(db: Db, exam: ExamItem) {
  await db.put({ ...examKey(exam.eid), ...examIndex(exam.eid), ...exam }, { ConditionExpression: 'attribute_not_exists(pk)' });
}

/** Writes a changed exam over `current`; false, and nothing written, when it is gone or changed since it was read. */
export function rewriteExam(db: Db, current: ExamItem, next: ExamItem): Promise<boolean> {
  return db.putIf(
    { ...examKey(next.eid), ...examIndex(next.eid), ...next },
    { ConditionExpression: 'attribute_exists(pk) AND gmtModified = :read', ExpressionAttributeValues: { ':read': current.gmtModified } },
  );
}

/** Deletes an exam with its problems and participant rows (problem-sets.ts deleteSet); false when there was none. */
export function deleteExamItems(db: Db, eid: number): Promise<boolean> {
  return deleteSet(db, examKey(eid), examPartition(eid));
}

export function nextExamProblemId(db: Db) {
  return db.nextId(EXAM_PROBLEM_ID);
}

/**
 * Writes a new exam entry with its problem's place under it (so deleting the problem takes it out of the exam too);
 * false, and nothing written, when its display id is taken in the exam.
 */
export function addExamProblem(db: Db, e: ExamProblemItem): Promise<boolean> {
  return db.putIf({ ...examProblemKey(e.eid, e.displayId), ...problemPlacementIndex(e.pid, 'E', e.eid), ...e }, { ConditionExpression: 'attribute_not_exists(pk)' });
}

export async function deleteExamProblem(db: Db, e: ExamProblemItem) {
  await db.delete(examProblemKey(e.eid, e.displayId));
}

/** An exam's problems in display order (consistent when an admin is about to change them). */
export async function examProblems(db: Db, eid: number, consistent = false): Promise<ExamProblemItem[]> {
  const { pk, prefix } = examProblemPrefix(eid);
  return (await db.partition(pk, prefix, consistent)).map((i) => ExamProblemItem.parse(i)).sort(byDisplayId);
}

/** A caller's row with its counted entries (their own submissions in the exam), or undefined. */
export async function getExamRow(db: Db, eid: number, uid: string, consistent = false) {
  const item = await db.get(examParticipantKey(eid, uid), consistent);
  if (!item) return undefined;
  return { row: ExamParticipantItem.parse(item), entries: rowEntries<ExamEntry>(item) };
}

/** Starts a user's exam (their clock begins now); false when they had already started. Entries and tally are left alone. */
export function startExamFor(db: Db, eid: number, user: UserItem, now: Date): Promise<boolean> {
  return writeRowOnce(
    db,
    examParticipantKey(eid, user.uid),
    { eid, ...rowProfile(user), startedAt: now.toISOString() },
    {
      condition: 'attribute_not_exists(startedAt) OR startedAt = :null',
      values: { ':null': null },
    },
  );
}

/** Hands a started exam in; false when it was already handed in. */
export function handIn(db: Db, eid: number, uid: string, now: Date): Promise<boolean> {
  return db.updateIf(examParticipantKey(eid, uid), {
    UpdateExpression: 'SET handedInAt = :now',
    ConditionExpression: 'attribute_exists(startedAt) AND startedAt <> :null AND (attribute_not_exists(handedInAt) OR handedInAt = :null)',
    ExpressionAttributeValues: { ':now': now.toISOString(), ':null': null },
  });
}

/** The row fields a rank reads: everything but the entries, so the rank costs its rows' tallies, not their history. */
const RANK_FIELDS = ['eid', 'uid', 'username', 'roleId', 'nickname', 'realname', 'avatar', 'startedAt', 'handedInAt', 'score', 'marks', 'v'] as const;

/** Every participant row of an exam (bounded by its participants), without the entries. */
export async function examRows(db: Db, eid: number): Promise<ExamParticipantItem[]> {
  return (await rowsWithout(db, examParticipantPrefix(eid), RANK_FIELDS)).map((i) => ExamParticipantItem.parse(i));
}
