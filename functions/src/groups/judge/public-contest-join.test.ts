import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestKey, contestParticipantKey, idCounterKey } from '@oj/shared/db/keys';
import { JudgeStatus } from '@oj/shared';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createClient } from '../../../test/client.ts';
import { createJudgeQueues } from '../../../test/judge-queues.ts';
import { ALL_REPOSITORY_MODULES } from '../../data/all-repositories.ts';
import { withRepos } from '../../deps.ts';
import { createLocalApp } from '../../local/server.ts';
import type { Db } from '../../data/db.ts';
import { getSubmission } from '../../data/submissions.ts';
import { putContest } from '../../../test/fixtures/contest.ts';

// A public contest's first submission also registers its author: that bookkeeping must never keep the submission
// from its judge (issue 22: under a burst, first submissions stayed Pending forever).
let t: TestContext;
let queues: Awaited<ReturnType<typeof createJudgeQueues>>;
const CID = 21;
beforeAll(async () => {
  queues = await createJudgeQueues();
  t = await createTestContext(queues.env);
  await putContest(t.deps.db, t.clock.now(), CID);
}, 120_000);
afterAll(() => t.cleanup());

const AB = 'int main() { return 0; }';
const submitIn = (call: TestContext['call'], token: string) => call('POST', '/api/submit-problem-judge', { token, body: { pid: 1000, language: 'C++', code: AB, cid: CID } });
const participantCount = async () => Number((await t.deps.db.get(contestKey(CID), true))?.participantCount ?? 0);

/** What DynamoDB answers a transaction or write that met another transaction on the contest item. */
const conflict = () =>
  Object.assign(new Error('Transaction cancelled, please refer cancellation reasons for specific reasons [None, TransactionConflict]'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
  });

/** The table as a burst leaves it: every write touching the contest item (its participant count) meets a conflict. */
const conflictingOnContest = (db: Db): Db => {
  const contest = JSON.stringify(contestKey(CID));
  const touches = (key: unknown) => JSON.stringify(key) === contest;
  return Object.assign(Object.create(db) as Db, {
    update: (key: unknown, input: unknown) => (touches(key) ? Promise.reject(conflict()) : db.update(key as never, input as never)),
    transact: (items: { Update?: { Key: unknown } }[]) => (items.some((i) => touches(i.Update?.Key)) ? Promise.reject(conflict()) : db.transact(items as never)),
  });
};

describe('a public contest first submission', () => {
  it('is queued for its judge even when the participant count cannot be written', async () => {
    const { token } = await t.register('burstfirst');
    const flaky = createClient(createLocalApp(withRepos({ ...t.deps, db: conflictingOnContest(t.deps.db) }, ALL_REPOSITORY_MODULES)), 'unused').call;
    const res = await submitIn(flaky, token);
    expect(res.status).toBe(200);
    const submitId = res.body.data.submitId as number;
    expect((await queues.take('contest')).map((m) => m.kind === 'submission' && m.submitId)).toEqual([submitId]);
    expect((await getSubmission(t.deps.db, submitId, true))?.status).toBe(JudgeStatus.PENDING);
    // not counted, so not registered either: the next submission registers and counts the user
    expect((await t.deps.db.get(contestParticipantKey(CID, res.body.data.uid), true))?.registered).not.toBe(true);
    const before = await participantCount();
    t.clock.advance(60_000);
    expect((await submitIn(t.call, token)).status).toBe(200);
    expect(await participantCount()).toBe(before + 1);
    expect((await t.deps.db.get(contestParticipantKey(CID, res.body.data.uid), true))?.registered).toBe(true);
    await queues.take('contest');
  });

  it('ends as System Error with a reason, never Pending, when its judge queue cannot be reached', async () => {
    const { token } = await t.register('queueless');
    const unreachable = withRepos({ ...t.deps, env: { ...t.deps.env, QUEUE_URL_CONTEST: undefined } }, ALL_REPOSITORY_MODULES);
    const res = await submitIn(createClient(createLocalApp(unreachable), 'unused').call, token);
    expect(res.status).toBe(503);
    expect(res.body.msg).toMatch(/recorded as System Error, please submit again/);
    const lastId = Number((await t.deps.db.get(idCounterKey('submission'), true))?.value);
    expect(await getSubmission(t.deps.db, lastId, true)).toMatchObject({ username: 'queueless', status: JudgeStatus.SYSTEM_ERROR, errorMessage: expect.stringMatching(/could not be reached/) });
  });

  it('counts each person once when a burst of first submissions and registrations race', async () => {
    const before = await participantCount();
    const people = await Promise.all(Array.from({ length: 6 }, (_, i) => t.register(`racer${i}`)));
    // each person registers and submits at the same moment; the submissions all go out together
    const replies = await Promise.all(people.flatMap(({ token }) => [submitIn(t.call, token), t.call('POST', '/api/register-contest', { token, body: { cid: CID } })]));
    const submits = replies.filter((_, i) => i % 2 === 0);
    expect(submits.map((r) => r.status)).toEqual(people.map(() => 200));
    expect(await participantCount()).toBe(before + people.length);
    const queued = (await queues.take('contest')).map((m) => m.kind === 'submission' && m.submitId).sort();
    expect(queued).toEqual(submits.map((r) => r.body.data.submitId).sort());
  });
});
