import { IN_PROGRESS_STATUSES, JUDGE_CLAIM_LEASE_SECONDS, type JudgeStatus } from '@oj/shared';

/**
 * When the sweeper first looks at a submission after it was queued: well past a normal wait and judgement (SQS
 * hands a dead judge's message back within a minute, compiling takes at most 20 s); a longer judgement keeps its
 * claim renewed and is left alone.
 */
export const STUCK_AFTER_MS = 5 * 60_000;

export function isInProgress(s: { status: number }) {
  return IN_PROGRESS_STATUSES.includes(s.status as JudgeStatus);
}

/** A judge holds the submission and renewed its claim within the lease. */
export function hasLiveClaim(s: { claimedBy: string | null; claimAliveAt: number | null }, now: number) {
  return s.claimedBy !== null && s.claimAliveAt !== null && now - s.claimAliveAt < JUDGE_CLAIM_LEASE_SECONDS * 1000;
}
