/**
 * A private training on the local stack with the real judge: a learner passes the password, submits on the
 * training's problem page, and the judge's result transaction (the worker's own store) moves the progress and the
 * rank, with the run time the judge measured.
 */
import { afterAll, beforeAll, expect, it, inject } from 'vitest';
import { JudgeStatus } from '@oj/shared';
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
    rootPassword: 'root-training-pass',
    http: false,
    logLevel: 'silent',
    judge: { concurrency: 2 },
    queueVisibilitySeconds: 6,
  });
  client = createClient(stack.app, stack.mailDir);
}, 240_000);
afterAll(() => stack?.stop(), 60_000);

const data = async (method: string, path: string, token: string, opts: { query?: Record<string, string | number | boolean>; body?: unknown } = {}) => {
  const res = await client.call(method, path, { ...opts, token });
  expect(res.status, `${path}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};

it('a learner opens a private training with its password and sees progress and rank move after an AC', async () => {
  const root = await client.login('root', 'root-training-pass');
  const category = await data('POST', '/api/admin/training/category', root, { body: { name: 'Intro', color: '#409EFF' } });
  const { id: tid } = await data('POST', '/api/admin/training', root, {
    body: { training: { title: 'Intro', description: 'A+B first', rank: 1, auth: 'Private', privatePwd: 'secret' }, trainingCategory: { id: category.id } },
  });
  for (const pid of [1000, 1002]) await data('POST', '/api/admin/training/add-problem-from-public', root, { body: { tid, pid } });
  const { token } = await client.register('learner');
  await data('POST', '/api/register-training', token, { body: { tid, password: 'secret' } });
  expect(await data('GET', '/api/get-training-detail', token, { query: { tid } })).toMatchObject({ problemCount: 2, acCount: 0 });

  await data('POST', '/api/submit-problem-judge', token, { body: { pid: '1000', tid, language: 'C++', code: AB } });
  await eventually(async () => expect(await data('GET', '/api/get-training-detail', token, { query: { tid } })).toMatchObject({ acCount: 1 }), 90_000);
  const [row] = (await data('GET', '/api/get-training-rank', token, { query: { tid } })).records;
  expect(row).toMatchObject({ username: 'learner', ac: 1, submissionInfo: { 1000: { status: JudgeStatus.ACCEPTED, isAC: true } } });
  expect(row.submissionInfo[1000].runTime).toEqual(expect.any(Number));
  expect(row.totalRunTime).toBe(row.submissionInfo[1000].runTime);
}, 180_000);
