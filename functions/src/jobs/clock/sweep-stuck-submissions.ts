import type { DataDeps } from '../../deps.ts';
import type { InFlightMarker } from '../../data/in-flight.ts';
import { hasLiveClaim, isInProgress, STUCK_AFTER_MS } from '../../domain/in-flight.ts';
import { queueOfSubmission, queueSubmission, waitingOn, type SubmissionQueue } from '../../services/judge-queue.ts';
import type { ClockTask } from './clock.ts';

/** Times a submission is queued again before it ends as System Error (its message kept getting lost). */
export const MAX_REQUEUES = 3;
/** Markers read a tick, per shard: a tick stays bounded whatever the backlog (the rest wait for the next one). */
const MARKERS_PER_SHARD = 250;
const PARALLEL = 8;
/** A tick stops starting markers after this, well inside the function's timeout. */
const TICK_BUDGET_MS = 30_000;

export type SweepOutcome = 'final' | 'stale' | 'live' | 'waiting' | 'requeued' | 'failed' | 'moved';

/** How many messages wait on a judge queue, read once a tick; unreadable counts as none (the sweep goes on as if drained). */
type Backlog = (queue: SubmissionQueue) => Promise<number>;
const backlogOnce = (deps: DataDeps): Backlog => {
  const read = new Map<SubmissionQueue, Promise<number>>();
  return (queue) => {
    if (!read.has(queue)) {
      read.set(
        queue,
        waitingOn(deps, queue).catch((err: unknown) => {
          deps.log.warn('judge queue depth not read', { queue, error: String(err) });
          return 0;
        }),
      );
    }
    return read.get(queue)!;
  };
};

/** Each re-queue waits twice as long as the last before the next look, so a long queue backlog is not mistaken for a loss. */
const nextLookIn = (requeues: number) => STUCK_AFTER_MS * 2 ** requeues;

/**
 * One submission the sweeper is due to look at. Gone or rejudged since (the rejudge wrote its own marker): its marker
 * goes. Final: its marker goes, and its effects are applied if they were not (the judge stopped right after writing
 * the verdict). A judge renewing its claim: looked at again later. While messages wait on its queue (a contest burst
 * bigger than the judges), its own may be among them: looked at again later, no try counted, so a long backlog never
 * turns into System Error. Otherwise its message was lost (never sent, or dropped): queued again under the same judge version, counted in the submission by a conditional write so two
 * sweepers never both send; after MAX_REQUEUES it ends as System Error. A send that fails leaves the marker due: the
 * next tick counts another try.
 */
const sweepOne = async (deps: DataDeps, m: InFlightMarker, backlog: Backlog): Promise<SweepOutcome> => {
  const now = deps.now();
  const s = await deps.repos.inFlight.getSweptSubmission(m.submitId);
  if (!s || s.judgeVersion !== m.judgeVersion) {
    await deps.repos.inFlight.dropInFlight(m);
    return 'stale';
  }
  if (!isInProgress(s)) {
    if (s.countedStatus !== s.status) await deps.repos.effects.applyEffects(s.submitId);
    await deps.repos.inFlight.dropInFlight(m);
    return 'final';
  }
  if (hasLiveClaim(s, now.getTime())) {
    await deps.repos.inFlight.postponeInFlight(m, now.getTime() + STUCK_AFTER_MS);
    return 'live';
  }
  if ((await backlog(queueOfSubmission(s))) > 0) {
    await deps.repos.inFlight.postponeInFlight(m, now.getTime() + STUCK_AFTER_MS);
    return 'waiting';
  }
  if (s.requeues >= MAX_REQUEUES) {
    const reason = `The submission was queued for judging ${s.requeues + 1} times and never judged; an admin can rejudge it.`;
    if (!(await deps.repos.inFlight.failStuck(s, reason, now))) return 'moved';
    deps.log.error('stuck submission given up', { submitId: s.submitId, requeues: s.requeues });
    await deps.repos.effects.applyEffects(s.submitId);
    await deps.repos.inFlight.dropInFlight(m);
    return 'failed';
  }
  if (!(await deps.repos.inFlight.countRequeue(s))) return 'moved';
  deps.log.warn('stuck submission queued again', { submitId: s.submitId, status: s.status, requeues: s.requeues + 1 });
  await queueSubmission(deps, s);
  await deps.repos.inFlight.postponeInFlight(m, now.getTime() + nextLookIn(s.requeues + 1));
  return 'requeued';
};

/** Looks at every due marker (a bounded number a tick), a few at once; one that fails is logged and tried next tick. */
export async function sweepStuckSubmissions(deps: DataDeps): Promise<Record<SweepOutcome | 'error', number>> {
  const started = Date.now();
  const due = await deps.repos.inFlight.dueInFlight(deps.now().getTime(), MARKERS_PER_SHARD);
  const backlog = backlogOnce(deps);
  const tally = { final: 0, stale: 0, live: 0, waiting: 0, requeued: 0, failed: 0, moved: 0, error: 0 };
  let next = 0;
  const worker = async () => {
    while (next < due.length && Date.now() - started < TICK_BUDGET_MS) {
      const m = due[next++]!;
      const outcome = await sweepOne(deps, m, backlog).catch((err: unknown) => {
        deps.log.error('stuck submission not swept', { submitId: m.submitId, error: String(err) });
        return 'error' as const;
      });
      tally[outcome]++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (tally.requeued || tally.failed || tally.error) deps.log.info('stuck submissions swept', tally);
  return tally;
}

export const SWEEP_STUCK_SUBMISSIONS: ClockTask = { name: 'sweep-stuck-submissions', run: async (deps) => void (await sweepStuckSubmissions(deps)) };
