import { z } from 'zod';
import { JudgeStatus } from '@oj/shared';
import { COUNTER_SHARDS, inFlightDue, inFlightKey, submissionKey } from '@oj/shared/db/keys';
import { SubmissionItem } from '@oj/shared/db/items/submission';
import { STUCK_AFTER_MS } from '../domain/in-flight.ts';
import type { Db, TableTransactItem } from './db.ts';

/** A marker outlives a clock that never runs by this much, then the table's TTL removes it. */
const MARKER_TTL_SECONDS = 7 * 86_400;

/** A submission (in one judge version: a rejudge writes its own marker) the sweeper is to look at from `dueAt` (epoch ms) on. */
export interface InFlightMarker {
  submitId: number;
  judgeVersion: number;
  dueAt: number;
}

const markerItem = (m: InFlightMarker) => ({ ...inFlightKey(m.submitId, m.dueAt), ...m, expiresAt: Math.floor(m.dueAt / 1000) + MARKER_TTL_SECONDS });

/** The marker written in the same transaction as a new submission. */
export function inFlightPut(s: { submitId: number; judgeVersion: number }, queuedAt: number): TableTransactItem {
  return {
    Put: { Item: markerItem({ submitId: s.submitId, judgeVersion: s.judgeVersion, dueAt: queuedAt + STUCK_AFTER_MS }) },
  };
}

/** Marks a submission queued again (a rejudge, under its new judge version) for the sweeper. */
export function markInFlight(db: Db, s: { submitId: number; judgeVersion: number }, queuedAt: number) {
  return db.put(markerItem({ submitId: s.submitId, judgeVersion: s.judgeVersion, dueAt: queuedAt + STUCK_AFTER_MS }));
}

const Marker = z.object({ submitId: z.number().int(), judgeVersion: z.number().int(), dueAt: z.number().int() });

/** The markers due by `now`, oldest first in each shard, at most `perShard` of a shard: a bounded read whatever the backlog. */
export async function dueInFlight(db: Db, now: number, perShard: number): Promise<InFlightMarker[]> {
  const shards = await Promise.all(
    Array.from({ length: COUNTER_SHARDS }, async (_, shard) => {
      const { pk, upTo } = inFlightDue(shard, now);
      const page = await db.queryPage({ KeyConditionExpression: 'pk = :pk AND sk <= :upTo', ExpressionAttributeValues: { ':pk': pk, ':upTo': upTo }, Limit: perShard });
      return (page.Items ?? []).map((item) => Marker.parse(item));
    }),
  );
  return shards.flat();
}

export function dropInFlight(db: Db, m: InFlightMarker) {
  return db.delete(inFlightKey(m.submitId, m.dueAt));
}

/** Looks at the submission again later (the new marker first: a failure in between leaves two, never none). */
export async function postponeInFlight(db: Db, m: InFlightMarker, dueAt: number) {
  await db.put(markerItem({ ...m, dueAt }));
  await dropInFlight(db, m);
}

/** A submission as the sweeper reads it: with its claim's last renewal (by the judge) and how often it was queued again. */
const SweptSubmission = SubmissionItem.extend({ claimAliveAt: z.number().nullable().default(null), requeues: z.number().int().default(0) });
export type SweptSubmission = z.infer<typeof SweptSubmission>;

export async function getSweptSubmission(db: Db, submitId: number) {
  const item = await db.get(submissionKey(submitId), true);
  return item ? SweptSubmission.parse(item) : undefined;
}

/**
 * The submission is as the sweeper read it: same judge version, status, claim and re-queue count. Guards its writes,
 * so two sweepers never both queue it again, and a judge that took it meanwhile keeps it.
 */
const unchanged = (s: SweptSubmission) => ({
  ConditionExpression: [
    'judgeVersion = :v',
    '#s = :status',
    s.claimedBy === null ? '(attribute_not_exists(claimedBy) OR attribute_type(claimedBy, :nullType))' : 'claimedBy = :claim',
    s.requeues ? 'requeues = :requeues' : 'attribute_not_exists(requeues)',
  ].join(' AND '),
  values: {
    ':v': s.judgeVersion,
    ':status': s.status,
    ...(s.claimedBy === null ? { ':nullType': 'NULL' } : { ':claim': s.claimedBy }),
    ...(s.requeues ? { ':requeues': s.requeues } : {}),
  },
});

/** Counts one more re-queue of the submission; false when it moved since it was read (nothing to queue then). */
export function countRequeue(db: Db, s: SweptSubmission) {
  const { ConditionExpression, values } = unchanged(s);
  return db.updateIf(submissionKey(s.submitId), {
    UpdateExpression: 'SET requeues = :next',
    ConditionExpression,
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ...values, ':next': s.requeues + 1 },
  });
}

/** Ends a submission the judges never finished as System Error with the reason; false when it moved since it was read. */
export function failStuck(db: Db, s: SweptSubmission, reason: string, now: Date) {
  const { ConditionExpression, values } = unchanged(s);
  return db.updateIf(submissionKey(s.submitId), {
    UpdateExpression: 'SET #s = :se, errorMessage = :reason, claimedBy = :null, gmtModified = :now',
    ConditionExpression,
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ...values, ':se': JudgeStatus.SYSTEM_ERROR, ':reason': reason, ':null': null, ':now': now.toISOString() },
  });
}
