import { JudgeStatus } from '@oj/shared';
import { SUBMISSION_LISTS, submissionCodeKey, submissionKey } from '@oj/shared/db/keys';
import { SubmissionItem } from '@oj/shared/db/items/submission';
import type { Db } from './db.ts';

export const getSubmission = async (db: Db, submitId: number, consistent = false) => {
  const item = await db.get(submissionKey(submitId), consistent);
  return item ? SubmissionItem.parse(item) : undefined;
};

export const getSubmissionCode = async (db: Db, submitId: number) => ((await db.get(submissionCodeKey(submitId)))?.code as string | undefined) ?? '';

/** The user's newest accepted submission of a problem (in a contest, or outside any with cid 0), with its code. */
export const lastAcceptedSubmission = async (db: Db, uid: string, pid: number, cid: number) => {
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
};
