import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_CLAIM_LEASE_SECONDS, JudgeStatus } from '@oj/shared';
import { COUNTER_SHARDS, inFlightDue, submissionKey } from '@oj/shared/db/keys';
import { SubmissionItem } from '@oj/shared/db/items/submission';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createJudgeQueues } from '../../../test/judge-queues.ts';
import { getSweptSubmission } from '../../data/in-flight.ts';
import { STUCK_AFTER_MS } from '../../domain/in-flight.ts';
import { rejudge } from '../../groups/judge/submit.ts';
import { runClock } from './clock.ts';
import { CLOCK_TASKS } from './tasks.ts';
import { MAX_REQUEUES, sweepStuckSubmissions } from './sweep-stuck-submissions.ts';

let t: TestContext;
let queues: Awaited<ReturnType<typeof createJudgeQueues>>;
let token: string;
beforeAll(async () => {
  queues = await createJudgeQueues();
  t = await createTestContext(queues.env);
  token = await t.rootToken(); // an admin: no submit interval between the submissions here
}, 120_000);
afterAll(() => t.cleanup());

const AB = 'int main() { return 0; }';
/** A practice submission whose judge message was lost (the function stopped before sending it, or it was dropped). */
const submitAndLose = async () => {
  const res = await t.call('POST', '/api/submit-problem-judge', { token, body: { pid: 1000, language: 'C++', code: AB } });
  expect(res.status).toBe(200);
  expect((await queues.take('general')).length).toBe(1);
  return res.body.data.submitId as number;
};
/** The judge versions queued for a submission since the last look (earlier tests' submissions come due as the clock moves). */
const queuedFor = async (submitId: number) => (await queues.take('general')).flatMap((m) => (m.kind === 'submission' && m.submitId === submitId ? [m.judgeVersion] : []));
const swept = async (submitId: number) => (await getSweptSubmission(t.deps.db, submitId))!;
/** Every marker left in the in-flight partitions (due or not). */
const markers = async () => (await Promise.all(Array.from({ length: COUNTER_SHARDS }, (_, shard) => t.deps.db.partition(inFlightDue(shard, 0).pk)))).flat().map((m) => m.submitId);
/** The sweeper with the judge queues out of reach (their URLs unset: every send throws). */
const withoutQueues = () => ({ ...t.deps, env: { ...t.deps.env, QUEUE_URL_CONTEST: undefined, QUEUE_URL_GENERAL: undefined } });

describe('the stuck submission sweeper', () => {
  it('queues a submission whose message was lost, once, after the bound, from the clock', async () => {
    const id = await submitAndLose();
    await runClock(t.deps, CLOCK_TASKS);
    expect(await queuedFor(id)).toEqual([]); // not due yet: it may simply be waiting for a judge
    t.clock.advance(STUCK_AFTER_MS);
    // two sweepers at once (ticks may overlap in AWS): one sends
    await Promise.all([runClock(t.deps, CLOCK_TASKS), sweepStuckSubmissions(t.deps)]);
    expect(await queuedFor(id)).toEqual([0]);
    expect((await swept(id)).requeues).toBe(1);
    // looked at again only after a longer wait
    t.clock.advance(STUCK_AFTER_MS);
    await sweepStuckSubmissions(t.deps);
    expect(await queuedFor(id)).toEqual([]);
    t.clock.advance(STUCK_AFTER_MS);
    await sweepStuckSubmissions(t.deps);
    expect(await queuedFor(id)).toEqual([0]);
    expect((await swept(id)).requeues).toBe(2);
  });

  it('ends a submission as System Error with a reason when its message can never be sent', async () => {
    const id = await submitAndLose();
    t.clock.advance(STUCK_AFTER_MS);
    for (let tick = 1; tick <= MAX_REQUEUES; tick++) {
      await sweepStuckSubmissions(withoutQueues());
      // each try is counted though the send failed; the marker stays due for the next tick
      expect(await swept(id)).toMatchObject({ status: JudgeStatus.PENDING, requeues: tick });
    }
    await sweepStuckSubmissions(withoutQueues());
    const s = await swept(id);
    expect(s.status).toBe(JudgeStatus.SYSTEM_ERROR);
    expect(s.errorMessage).toMatch(/queued for judging 4 times and never judged/);
    // counted as judged: lists and counters show System Error
    expect(s.countedStatus).toBe(JudgeStatus.SYSTEM_ERROR);
    expect(await markers()).not.toContain(id);
  });

  it('counts no try while messages wait on its queue: a backlog is not a loss', async () => {
    const id = await submitAndLose();
    const behind = await t.call('POST', '/api/submit-problem-judge', { token, body: { pid: 1000, language: 'C++', code: AB } }); // its message stays queued
    expect(behind.status).toBe(200);
    t.clock.advance(STUCK_AFTER_MS);
    const tally = await sweepStuckSubmissions(t.deps);
    expect(tally).toMatchObject({ requeued: 0, failed: 0 });
    expect(tally.waiting).toBeGreaterThanOrEqual(2);
    expect((await swept(id)).requeues).toBe(0);
    // the judges drain the queue: the lost one is queued again at its next look
    expect(await queuedFor(behind.body.data.submitId as number)).toEqual([0]);
    t.clock.advance(STUCK_AFTER_MS);
    await sweepStuckSubmissions(t.deps);
    expect((await swept(id)).requeues).toBe(1);
    expect(await queuedFor(id)).toEqual([0]); // (takes the queue's messages, the other's too)
  });

  it('leaves a submission a judge is working on alone while the judge renews its claim', async () => {
    const id = await submitAndLose();
    const claim = (aliveAt: number) =>
      t.deps.db.update(submissionKey(id), {
        UpdateExpression: 'SET #s = :judging, claimedBy = :token, claimAliveAt = :at',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':judging': JudgeStatus.JUDGING, ':token': 'judge-1', ':at': aliveAt },
      });
    t.clock.advance(STUCK_AFTER_MS);
    await claim(t.clock.now().getTime() - 1000);
    await sweepStuckSubmissions(t.deps);
    expect(await queuedFor(id)).toEqual([]);
    expect((await swept(id)).requeues).toBe(0);
    // the judge stopped renewing (its task died, its message lost): queued again
    t.clock.advance(STUCK_AFTER_MS);
    await claim(t.clock.now().getTime() - JUDGE_CLAIM_LEASE_SECONDS * 1000);
    await sweepStuckSubmissions(t.deps);
    expect(await queuedFor(id)).toEqual([0]);
    expect((await swept(id)).requeues).toBe(1);
  });

  it('leaves a rejudged submission to the marker of its new judge version', async () => {
    const id = await submitAndLose();
    t.clock.advance(STUCK_AFTER_MS / 2);
    await rejudge(t.deps, id);
    expect(await queuedFor(id)).toEqual([1]);
    t.clock.advance(STUCK_AFTER_MS / 2);
    await sweepStuckSubmissions(t.deps); // the first version's marker is due: dropped, nothing sent
    expect(await queuedFor(id)).toEqual([]);
    expect((await swept(id)).requeues).toBe(0);
    t.clock.advance(STUCK_AFTER_MS / 2);
    await sweepStuckSubmissions(t.deps);
    expect(await queuedFor(id)).toEqual([1]);
  });

  it('drops the marker of a judged submission without queuing it, and a rejudge starts a fresh count', async () => {
    const id = await submitAndLose();
    t.clock.advance(STUCK_AFTER_MS);
    await sweepStuckSubmissions(t.deps);
    expect(await queuedFor(id)).toEqual([0]);
    await t.deps.db.update(submissionKey(id), { UpdateExpression: 'SET #s = :ac', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':ac': JudgeStatus.ACCEPTED } });
    t.clock.advance(2 * STUCK_AFTER_MS);
    await sweepStuckSubmissions(t.deps);
    expect(await queuedFor(id)).toEqual([]);
    expect(await markers()).not.toContain(id);

    await rejudge(t.deps, id);
    expect(await queuedFor(id)).toEqual([1]);
    expect((await swept(id)).requeues).toBe(0);
    expect(await markers()).toContain(id);
  });
});

describe('remote submissions', () => {
  it('queues a remote submission whose message was lost on the remote queue, never a judge queue', async () => {
    const submitId = await t.deps.repos.submissions.nextSubmissionId();
    const at = t.clock.now().toISOString();
    const item = SubmissionItem.parse({
      submitId,
      uid: 'u-remote',
      username: 'remote',
      pid: 1000,
      displayPid: 'HDU-1000',
      title: 'A+B',
      language: 'C++',
      length: 2,
      status: JudgeStatus.PENDING,
      submitTime: at,
      gmtModified: at,
      remoteOj: 'HDU',
    });
    await t.deps.repos.submissions.placeSubmission(item, AB, t.clock.now().getTime());
    t.clock.advance(STUCK_AFTER_MS);
    await sweepStuckSubmissions(t.deps);
    expect((await queues.take('remote')).filter((m) => 'submitId' in m && m.submitId === submitId)).toEqual([{ kind: 'remote', submitId, judgeVersion: 0 }]);
    expect((await queues.take('general')).filter((m) => 'submitId' in m && m.submitId === submitId)).toEqual([]);
  });
});
