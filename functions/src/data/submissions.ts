import { JudgeStatus } from '@oj/shared';
import { SUBMISSION_LISTS, idCounterKey, submissionCasesKey, submissionCodeKey, submissionIndexes, submissionKey } from '@oj/shared/db/keys';
import { CaseResultsItem, SubmissionItem } from '@oj/shared/db/items/submission';
import { isConditionFailure, type Db } from './db.ts';
import { inFlightPut } from './in-flight.ts';

export async function getSubmission(db: Db, submitId: number, consistent = false) {
  const item = await db.get(submissionKey(submitId), consistent);
  return item ? SubmissionItem.parse(item) : undefined;
}

export async function getSubmissionCode(db: Db, submitId: number) {
  return ((await db.get(submissionCodeKey(submitId)))?.code as string | undefined) ?? '';
}

/** The user's newest accepted submission of a problem (in a contest, or outside any with cid 0), with its code. */
export async function lastAcceptedSubmission(db: Db, uid: string, pid: number, cid: number) {
  const { index, pk } = SUBMISSION_LISTS.user(uid);
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.queryPage({
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk`,
      FilterExpression: 'pid = :pid AND #s = :ac AND cid = :cid',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':pk': pk, ':pid': pid, ':ac': JudgeStatus.ACCEPTED, ':cid': cid },
      ScanIndexForward: false,
      ExclusiveStartKey: start,
    });
    const found = page.Items?.[0];
    if (found) {
      const submission = SubmissionItem.parse(found);
      return { ...submission, code: await getSubmissionCode(db, submission.submitId) };
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return undefined;
}

export function nextSubmissionId(db: Db) {
  return db.nextId(idCounterKey('submission'));
}

/**
 * Places a new submission in one transaction: the item with its list indexes, its code, and the in-flight marker
 * (should the message never reach a judge, the sweeper queues it again).
 */
export function placeSubmission(db: Db, item: SubmissionItem, code: string, queuedAt: number) {
  return db.transact([
    { Put: { Item: { ...submissionKey(item.submitId), ...submissionIndexes(item), ...item } } },
    { Put: { Item: { ...submissionCodeKey(item.submitId), code } } },
    inFlightPut(item, queuedAt),
  ]);
}

/** Ends a submission whose judge message could not be sent as System Error, unless a judge version moved on meanwhile (then it throws the condition failure). */
export function failUnqueuedSubmission(db: Db, s: { submitId: number; judgeVersion: number }, message: string) {
  return db.update(submissionKey(s.submitId), {
    UpdateExpression: 'SET #s = :se, errorMessage = :msg',
    ConditionExpression: 'judgeVersion = :v',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':se': JudgeStatus.SYSTEM_ERROR, ':msg': message, ':v': s.judgeVersion },
  });
}

/** Puts a submission back to Pending under a new judge version, its result cleared; undefined when there is no such submission. */
export async function resetForRejudge(db: Db, submitId: number, now: Date): Promise<SubmissionItem | undefined> {
  const out = await db
    .update(submissionKey(submitId), {
      UpdateExpression:
        'SET #s = :pending, score = :score, oiRankScore = :null, #t = :null, memory = :null, errorMessage = :null, judger = :null, isManual = :false, claimedBy = :null, gmtModified = :now ADD judgeVersion :one REMOVE requeues',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#s': 'status', '#t': 'time' },
      ExpressionAttributeValues: { ':pending': JudgeStatus.PENDING, ':score': null, ':null': null, ':false': false, ':now': now.toISOString(), ':one': 1 },
      ReturnValues: 'ALL_NEW',
    })
    .catch((err: unknown) => {
      if (isConditionFailure(err)) return undefined;
      throw err;
    });
  return out && SubmissionItem.parse(out);
}

export interface ManualResult {
  status: number;
  score: number | null;
  oiRankScore: number | null;
  judger: string;
}

/**
 * Sets a result by hand under a new judge version, so a judge still working on the submission cannot overwrite it;
 * undefined when the submission's judge version is no longer `expectedVersion`.
 */
export async function setManualResult(db: Db, submitId: number, result: ManualResult, expectedVersion: number, now: Date): Promise<SubmissionItem | undefined> {
  const out = await db
    .update(submissionKey(submitId), {
      UpdateExpression: 'SET #s = :status, score = :score, oiRankScore = :rank, judger = :judger, isManual = :true, claimedBy = :null, gmtModified = :now ADD judgeVersion :one',
      ConditionExpression: 'judgeVersion = :v',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: {
        ':status': result.status,
        ':score': result.score,
        ':rank': result.oiRankScore,
        ':judger': result.judger,
        ':true': true,
        ':null': null,
        ':now': now.toISOString(),
        ':one': 1,
        ':v': expectedVersion,
      },
      ReturnValues: 'ALL_NEW',
    })
    .catch((err: unknown) => {
      if (isConditionFailure(err)) return undefined;
      throw err;
    });
  return out && SubmissionItem.parse(out);
}

export function setSubmissionShare(db: Db, submitId: number, share: boolean) {
  return db.update(submissionKey(submitId), { UpdateExpression: 'SET #sh = :share', ExpressionAttributeNames: { '#sh': 'share' }, ExpressionAttributeValues: { ':share': share } });
}

export async function getCaseResults(db: Db, submitId: number) {
  const raw = await db.get(submissionCasesKey(submitId));
  return raw ? CaseResultsItem.parse(raw) : undefined;
}

export function dropCaseResults(db: Db, submitId: number) {
  return db.delete(submissionCasesKey(submitId));
}

/** The ids of every submission of a problem in a contest, read through the problem's index. */
export async function contestProblemSubmitIds(db: Db, cid: number, pid: number): Promise<number[]> {
  const { index, pk } = SUBMISSION_LISTS.problem(pid);
  const items = await db.queryAll({
    IndexName: index,
    KeyConditionExpression: `${index}pk = :pk`,
    FilterExpression: 'cid = :cid',
    ExpressionAttributeValues: { ':pk': pk, ':cid': cid },
    ProjectionExpression: 'submitId',
  });
  return items.map((i) => Number(i.submitId));
}

/** The code and language of some submissions, in the order asked (one batch read of their items and code items). */
export async function submissionSources(db: Db, submitIds: readonly number[]) {
  const keys = submitIds.flatMap((id) => [submissionKey(id), submissionCodeKey(id)]);
  const found = new Map<string, { code?: string; language?: string }>();
  for (const item of await db.batchGet(keys, ['pk', 'sk', 'code', 'language'])) {
    const read = found.get(String(item.pk)) ?? {};
    if (typeof item.code === 'string') read.code = item.code;
    if (typeof item.language === 'string') read.language = item.language;
    found.set(String(item.pk), read);
  }
  return submitIds.map((id) => found.get(submissionKey(id).pk) ?? {});
}

/** Some submissions by id, in one batch read (in no particular order; missing ones are left out). */
export async function submissionsByIds(db: Db, submitIds: readonly number[]) {
  return (await db.batchGet(submitIds.map((id) => submissionKey(id)))).map((i) => SubmissionItem.parse(i));
}
