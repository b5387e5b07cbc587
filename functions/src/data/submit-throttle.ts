import { userKey } from '@oj/shared/db/keys';
import type { Db } from './db.ts';

/** The user item's stamps of their last submission, contest submission and test run. */
export type SubmitStamp = 'lastSubmitAt' | 'lastContestSubmitAt' | 'lastTestRunAt';

/**
 * Stamps `now` (epoch ms) on the user item unless the last stamp is less than `seconds` old, in one conditional
 * write so parallel requests cannot slip through together: false, and nothing written, when too soon.
 */
export function claimSubmitSlot(db: Db, uid: string, stamp: SubmitStamp, now: number, seconds: number) {
  return db.updateIf(userKey(uid), {
    UpdateExpression: 'SET #a = :now',
    ConditionExpression: 'attribute_not_exists(#a) OR #a <= :cutoff',
    ExpressionAttributeNames: { '#a': stamp },
    ExpressionAttributeValues: { ':now': now, ':cutoff': now - seconds * 1000 },
  });
}
