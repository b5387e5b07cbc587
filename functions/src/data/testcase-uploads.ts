import { TestcaseUploadItem } from '@oj/shared/db/items/judge-tasks';
import { testcaseUploadKey } from '@oj/shared/db/keys';
import { isConditionFailure, type Db } from './db.ts';

/**
 * Test case zips sent straight to storage: one item per upload, `uploading` until the client says the zip is sent,
 * `pending` until the user job runner has unpacked it, then `ok` with the cases found or `error` with the reason.
 * Gone a day after it was started.
 */

const TTL_SECONDS = 24 * 3600;

export type TestcaseUploadOutcome = Pick<TestcaseUploadItem, 'state'> & Partial<Pick<TestcaseUploadItem, 'message' | 'fileList' | 'fileListDir'>>;

export function createTestcaseUpload(db: Db, key: string, uid: string, now: Date): Promise<void> {
  return db.put({ ...testcaseUploadKey(key), ...TestcaseUploadItem.parse({ key, uid, state: 'uploading' }), expiresAt: Math.floor(now.getTime() / 1000) + TTL_SECONDS });
}

export async function getTestcaseUpload(db: Db, key: string): Promise<TestcaseUploadItem | undefined> {
  const item = await db.get(testcaseUploadKey(key), true);
  return item && TestcaseUploadItem.parse(item);
}

/** Moves a sent upload on to pending, once: false when it was not uploading (a second click moved it first). */
export function markTestcaseUploadPending(db: Db, key: string): Promise<boolean> {
  return db.updateIf(testcaseUploadKey(key), {
    UpdateExpression: 'SET #state = :pending',
    ConditionExpression: '#state = :uploading',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':pending': 'pending', ':uploading': 'uploading' },
  });
}

/** Counts a try at unpacking a pending upload and answers which try this is; undefined when it is not pending. */
export async function countUnpackAttempt(db: Db, key: string): Promise<number | undefined> {
  try {
    const counted = await db.update(testcaseUploadKey(key), {
      UpdateExpression: 'ADD #attempts :one',
      ConditionExpression: '#state = :pending',
      ExpressionAttributeNames: { '#attempts': 'unpackAttempts', '#state': 'state' },
      ExpressionAttributeValues: { ':one': 1, ':pending': 'pending' },
      ReturnValues: 'UPDATED_NEW',
    });
    return Number(counted?.unpackAttempts);
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

/** Records what unpacking gave, once: only a pending upload moves on. */
export async function finishTestcaseUpload(db: Db, key: string, outcome: TestcaseUploadOutcome): Promise<void> {
  const { state, message = '', fileList = [], fileListDir = '' } = outcome;
  await db.updateIf(testcaseUploadKey(key), {
    UpdateExpression: 'SET #state = :state, message = :message, fileList = :fileList, fileListDir = :dir',
    ConditionExpression: '#state = :pending',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':state': state, ':pending': 'pending', ':message': message, ':fileList': fileList, ':dir': fileListDir },
  });
}
