import { CreateQueueCommand, DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { QUEUES } from '@oj/shared';
import { uidByUsername, userCount } from '../../data/users.ts';
import { queueUserJob } from '../../services/judge-queue.ts';
import { startUserJobPoller } from '../../local/user-job-poller.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { eventually } from '../../../test/eventually.ts';

// A bulk import through the local stack's job queue and its poller (what the runner Lambda does in AWS). Passwords
// are hashed at the test cost (functions/test/setup.ts); at production's, 5,000 rows cost some 4 minutes of scrypt.
let t: TestContext;
let root: string;
let queueUrl: string;
const sqs = new SQSClient({ endpoint: inject('awsEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });

beforeAll(async () => {
  // a queue of this file's own, so no other test's jobs are run here
  const name = `user-jobs-${process.pid}-${Date.now()}`;
  queueUrl = (await sqs.send(new CreateQueueCommand({ QueueName: name }))).QueueUrl!;
  t = await createTestContext({ [QUEUES.userJobs.envVar]: queueUrl });
  root = await t.rootToken();
}, 120_000);
afterAll(() => t.cleanup());

const job = async (id: string) => (await t.call('GET', '/api/admin/user/batch-job', { token: root, query: { id } })).body.data;

const BAD_ROWS: Record<number, string[]> = {
  17: ['bulk17', '123'],
  1200: ['', 'secret1'],
  2500: ['bulk1', 'secret1'],
  4999: ['bulk4999', 'secret1', 'not-an-email'],
};
const EXISTING = 'bulkexisting';

describe('importing 5,000 users through the job queue', () => {
  it('writes the good rows, reports the bad ones, and a job run again or a message delivered again duplicates nothing', async () => {
    await t.register(EXISTING);
    const rows = Array.from({ length: 5000 }, (_, i) => BAD_ROWS[i + 1] ?? [`bulk${i + 1}`, `pass-${i + 1}`, `bulk${i + 1}@example.com`, '', i % 2 ? 'female' : 'male']);
    rows[3099] = [EXISTING, 'secret1'];
    const before = await userCount(t.deps.db);

    const preview = await t.call('POST', '/api/admin/user/batch-preview', { token: root, body: { users: rows } });
    expect(preview.body.data).toMatchObject({ total: 5000, valid: 4995 });
    expect(preview.body.data.problems.map((p: { row: number }) => p.row)).toEqual([17, 1200, 2500, 3100, 4999]);

    const started = Date.now();
    const res = await t.call('POST', '/api/admin/user/insert-batch-user', { token: root, body: { users: rows } });
    expect(res.body.data).toMatchObject({ total: 5000 });
    const { id } = res.body.data as { id: string };
    expect(Date.now() - started).toBeLessThan(10_000);

    const poller = startUserJobPoller(t.deps);
    const progress: number[] = [];
    try {
      const done = await eventually(async () => {
        const view = await job(id);
        if (progress.at(-1) !== view.processed) progress.push(view.processed);
        expect(view.state).toBe('done');
        return view;
      }, 1_500_000);
      // the progress bar moved a chunk at a time
      expect(progress.length).toBeGreaterThan(2);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(done).toMatchObject({ total: 5000, processed: 5000, created: 4995, failed: 5 });
      expect(done.failures).toEqual([
        { row: 17, username: 'bulk17', field: 'password', message: 'Password_Check_Between' },
        { row: 1200, username: '', field: 'username', message: 'Username_Check_Required' },
        { row: 2500, username: 'bulk1', field: 'username', message: 'The username appears more than once in the file' },
        { row: 3100, username: EXISTING, field: 'username', message: 'The_username_already_exists' },
        { row: 4999, username: 'bulk4999', field: 'email', message: 'Email_Check_Format' },
      ]);
      expect(await userCount(t.deps.db)).toBe(before + 4995);
      expect(await t.login('bulk4321', 'pass-4321')).toMatch(/^ey/);

      // the same job once more, and a stray copy of its message: nothing is written twice
      await queueUserJob(t.deps, id);
      await queueUserJob(t.deps, id);
      await new Promise((r) => setTimeout(r, 3000));
      expect(await job(id)).toMatchObject({ processed: 5000, created: 4995, failed: 5 });
      expect(await userCount(t.deps.db)).toBe(before + 4995);

      // the same file imported again: every row is now a duplicate
      const again = await t.call('POST', '/api/admin/user/insert-batch-user', { token: root, body: { users: rows.slice(0, 300) } });
      const repeat = await eventually(async () => {
        const view = await job(again.body.data.id);
        expect(view.state).toBe('done');
        return view;
      }, 60_000);
      expect(repeat).toMatchObject({ created: 0, failed: 300 });
      expect(await userCount(t.deps.db)).toBe(before + 4995);
    } finally {
      await poller.stop();
    }
  }, 1_800_000);

  it('a job whose message was lost is resumed from the back office where it stopped', async () => {
    // a stopped poller's last long poll (2 s) may still be open at the emulator and would take the message
    await new Promise((r) => setTimeout(r, 3000));
    const rows = Array.from({ length: 120 }, (_, i) => [`lost${i}`, 'secret1']);
    const { id } = (await t.call('POST', '/api/admin/user/insert-batch-user', { token: root, body: { users: rows } })).body.data;
    // the message goes (as to the dead-letter queue after failing runs)
    const received = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 2 }));
    expect(received.Messages?.map((m) => JSON.parse(m.Body!))).toEqual([{ kind: 'user-job', id }]);
    await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: received.Messages![0]!.ReceiptHandle! }));

    const poller = startUserJobPoller(t.deps);
    try {
      await new Promise((r) => setTimeout(r, 2500));
      expect(await job(id)).toMatchObject({ state: 'queued', processed: 0 });
      const resumed = await t.call('POST', '/api/admin/user/batch-job-resume', { token: root, body: { id } });
      expect(resumed.body.data).toMatchObject({ id, state: 'queued' });
      await eventually(async () => expect(await job(id)).toMatchObject({ state: 'done', created: 120 }), 120_000);
      expect(await uidByUsername(t.deps.db, 'lost119')).toBeDefined();
    } finally {
      await poller.stop();
    }
  }, 300_000);
});
