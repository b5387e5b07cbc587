import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@oj/shared';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { eventually } from '../../test/eventually.ts';
import { createJudgeQueues } from '../../test/judge-queues.ts';
import { startRemotePoller } from '../local/remote-poller.ts';
import { DEMO_ACCOUNT } from '../local/remote-sites/demo-problems.ts';
import { FakeJudge, startFake, type RunningFake } from '../local/remote-sites/fake-judge.ts';
import { createHduFake, hduDemoSeed } from '../local/remote-sites/hdu.ts';

// The whole remote path on the local stack's servers (DynamoDB Local, the SQS emulator): the switch page stores an
// account (in the .data file store), an admin imports from the fake HDU through the real adapter, a user's
// submission goes to the remote queue, the local poller submits and polls it on the fake with delayed messages,
// and the verdict lands with the counters moved.
let t: TestContext;
let root: string;
let fake: RunningFake;
let dir: string;
let poller: { stop(): Promise<void> };
let judgeQueues: Awaited<ReturnType<typeof createJudgeQueues>>;
const hdu = new FakeJudge(hduDemoSeed);

beforeAll(async () => {
  fake = await startFake(createHduFake(hdu));
  dir = await mkdtemp(join(tmpdir(), 'oj-remote-'));
  judgeQueues = await createJudgeQueues();
  t = await createTestContext({ ...judgeQueues.env, REMOTE_SITE_URLS: JSON.stringify({ HDU: fake.url }), REMOTE_ACCOUNTS_FILE: join(dir, 'remote-accounts.json') });
  root = await t.rootToken();
  poller = startRemotePoller(t.deps);
}, 120_000);
afterAll(async () => {
  await poller.stop();
  await fake.close();
  await t.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe('remote judging on the local stack', () => {
  it('imports from the fake HDU, judges submissions there, and moves the counters', async () => {
    const saved = await t.call('PUT', '/api/admin/switch/update', { token: root, body: { hduUsernameList: [DEMO_ACCOUNT.username], hduPasswordList: [DEMO_ACCOUNT.password] } });
    expect(saved.status, saved.body.msg).toBe(200);
    const imported = await t.call('GET', '/api/admin/problem/import-remote-oj-problem', { token: root, query: { name: 'HDU', problemId: '1000' } });
    expect(imported.status, imported.body.msg).toBe(200);
    const pid = imported.body.data.pid as number;
    const user = await t.register('remoteuser');
    const submitted: number[] = [];
    for (const code of ['int main(){}', 'int main(){} // FAKE_WA']) {
      t.clock.advance(60_000);
      const res = await t.call('POST', '/api/submit-problem-judge', { token: user.token, body: { pid, language: 'C++', code } });
      expect(res.status, res.body.msg).toBe(200);
      submitted.push(res.body.data.submitId);
    }
    const final = await eventually(async () => {
      const statuses = await Promise.all(submitted.map(async (id) => (await t.deps.repos.submissions.getSubmission(id, true))!));
      expect(statuses.map((s) => s.status)).toEqual([JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER]);
      return statuses;
    }, 60_000);
    expect(final[0]).toMatchObject({ judger: 'HDU', remoteRun: { account: DEMO_ACCOUNT.username }, time: 15, memory: 1024 });
    expect(hdu.runs.map((r) => r.user)).toEqual([DEMO_ACCOUNT.username, DEMO_ACCOUNT.username]);
    // no judge task was asked
    expect([...(await judgeQueues.take('general')), ...(await judgeQueues.take('contest'))]).toEqual([]);
    await eventually(async () => {
      const counts = (await t.deps.repos.problems.problemCounts([pid])).get(pid)!;
      expect([counts.total, counts.ac, counts.wa]).toEqual([2, 1, 1]);
    });
    const detail = await t.call('GET', '/api/get-submission-detail', { token: user.token, query: { submitId: submitted[0]! } });
    expect(JSON.stringify(detail.body)).not.toContain(DEMO_ACCOUNT.password);
  }, 120_000);
});
