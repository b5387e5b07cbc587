import { IN_PROGRESS_STATUSES, JudgeStatus } from '@oj/shared';
import { submissionKey } from '@oj/shared/db/keys';
import { verdictUpdate, type VerdictFields } from '@oj/shared/db/verdict-write';
import type { Db } from './db.ts';

/**
 * The remote worker's writes to a submission, each conditional as a judge's are (ARCHITECTURE.md decision 4): on its
 * judge version, so a rejudge or a manual judge wins, and after the claim on the claim token.
 */
export interface RemoteClaim {
  submitId: number;
  judgeVersion: number;
  token: string;
}

const inProgress = `#s IN (${IN_PROGRESS_STATUSES.map((_, i) => `:p${i}`).join(', ')})`;
const inProgressValues = Object.fromEntries(IN_PROGRESS_STATUSES.map((s, i) => [`:p${i}`, s]));
const held = { condition: `claimedBy = :token AND judgeVersion = :v AND ${inProgress}`, values: (c: RemoteClaim) => ({ ':token': c.token, ':v': c.judgeVersion, ...inProgressValues }) };

/**
 * Takes an unfinished submission of this judge version for the remote worker at each step (again, when its message
 * came back): it shows `status` (Submitting, or Judging once the site has the run), judged by the site, and its claim
 * stays alive step after step, so the stuck submission sweeper leaves it alone.
 */
export function claimRemote(db: Db, c: RemoteClaim, status: JudgeStatus, judger: string, now: number) {
  return db.updateIf(submissionKey(c.submitId), {
    UpdateExpression: 'SET #s = :status, claimedBy = :token, judger = :judger, claimAliveAt = :now',
    ConditionExpression: `judgeVersion = :v AND ${inProgress}`,
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':status': status, ':token': c.token, ':judger': judger, ':now': now, ':v': c.judgeVersion, ...inProgressValues },
  });
}

/** Records the site's run (the account and run id) under this judge version; the submission shows Judging while it is polled. */
export function recordRemoteRun(db: Db, c: RemoteClaim, run: { account: string; runId: string }, now: number) {
  return db.updateIf(submissionKey(c.submitId), {
    UpdateExpression: 'SET #s = :judging, remoteRun = :run, claimAliveAt = :now',
    ConditionExpression: held.condition,
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':judging': JudgeStatus.JUDGING, ':run': { ...run, judgeVersion: c.judgeVersion }, ':now': now, ...held.values(c) },
  });
}

export type RemoteVerdict = VerdictFields;

/** Writes the final result as a judge task does (shared/src/db/verdict-write.ts): false when the claim was lost (rejudged, judged by hand). */
export function finishRemote(db: Db, c: RemoteClaim, r: RemoteVerdict, now: Date) {
  return db.updateIf(submissionKey(c.submitId), verdictUpdate(r, c, now));
}
