/**
 * A timed exam on the local stack with the real judge: a learner starts a private exam with its password, submits
 * A+B through the normal submit call (cid = exam id + 50000, displayTid), and the judge's result transaction (the
 * worker's own store) moves their exam row; after handing in, submitting is refused and the rank shows the score.
 */
import { afterAll, beforeAll, expect, it, inject } from 'vitest';
import { JudgeStatus } from '@oj/shared';
import { EXAM_CID_OFFSET } from '@oj/shared/domain/exam';
import { startLocalStack, type LocalStack } from '../src/local/stack.ts';
import { createClient } from '../test/client.ts';
import { eventually } from '../test/eventually.ts';
import { freePort } from '../test/free-port.ts';

const AB = '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';

let stack: LocalStack;
let client: ReturnType<typeof createClient>;

beforeAll(async () => {
  const [api, aws] = [await freePort(), await freePort()];
  stack = await startLocalStack({
    ports: { api, aws },
    dynamoEndpoint: inject('dynamoEndpoint'),
    rootPassword: 'root-exam-pass',
    http: false,
    logLevel: 'silent',
    judge: { concurrency: 2 },
    queueVisibilitySeconds: 6,
  });
  client = createClient(stack.app, stack.mailDir);
}, 240_000);
afterAll(() => stack?.stop(), 60_000);

const call = (method: string, path: string, token: string, opts: { query?: Record<string, string | number | boolean>; body?: unknown } = {}) => client.call(method, path, { ...opts, token });
const data = async (method: string, path: string, token: string, opts: { query?: Record<string, string | number | boolean>; body?: unknown } = {}) => {
  const res = await call(method, path, token, opts);
  expect(res.status, `${path}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};

it('a learner starts an exam, submits, hands in and sees the rank', async () => {
  const root = await client.login('root', 'root-exam-pass');
  const now = Date.now();
  const exam = { title: 'Quiz', description: 'A+B', startTime: new Date(now - 60_000).toISOString(), endTime: new Date(now + 7_200_000).toISOString(), duration: 1800, auth: 1, pwd: 'secret' };
  const { id: tid } = await data('POST', '/api/admin/homework/timed-work', root, { body: exam });
  await data('POST', '/api/admin/homework/add-problem-from-public', root, { body: { tid, pid: 1000, displayId: 'A', displayTitle: 'A+B' } });
  const { token } = await client.register('examinee');
  await data('POST', '/api/homework/start-timed-work', token, { body: { tid, password: 'secret' } });

  const submission = { pid: 1000, cid: tid + EXAM_CID_OFFSET, displayTid: 'A', language: 'C++', code: AB };
  const { submitId } = await data('POST', '/api/submit-problem-judge', token, { body: submission });
  await eventually(async () => {
    const [row] = (await data('GET', '/api/homework/get-timed-work-submission-list', token, { query: { tid } })).records;
    expect(row).toMatchObject({ submitId, displayId: 'A', status: JudgeStatus.ACCEPTED });
  }, 90_000);
  expect((await call('GET', '/api/homework/get-timed-work-rank', token, { query: { tid } })).status).toBe(403);

  await data('POST', '/api/homework/end-timed-work', token, { body: { tid } });
  const refused = await call('POST', '/api/submit-problem-judge', token, { body: submission });
  expect([refused.status, refused.body.msg]).toEqual([403, 'The exam has ended, code cannot be submitted']);
  // the verdict shows in the submission list once the worker writes it; the result's effects (the exam row) follow
  // in their own transaction right after, so a hand-in at once may read the rank a moment before they land
  await eventually(async () => {
    expect(await data('GET', '/api/homework/get-timed-work-rank', token, { query: { tid } })).toEqual([
      { rank: 1, uid: expect.any(String), username: 'examinee', score: 100, submissionInfo: { A: { score: 100, status: JudgeStatus.ACCEPTED } } },
    ]);
  }, 30_000);
}, 180_000);
