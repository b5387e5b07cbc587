/**
 * A contest on the local stack with the real judge and the scoreboard poller: results reach the board through
 * the queue, a judge killed mid-contest loses nothing and counts nothing twice, and after-contest submissions show
 * only on the board that asks for them.
 */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { ContestType, JudgeStatus, type AcmRankRow } from '@oj/shared';
import { contestIndex, contestKey, contestProblemKey } from '@oj/shared/db/keys';
import { getSubmission } from '../src/data/submissions.ts';
import { startJudgeProcess } from '../src/local/judge-process.ts';
import { startLocalStack, type LocalStack } from '../src/local/stack.ts';
import { createClient } from '../test/client.ts';
import { eventually } from '../test/eventually.ts';
import { freePort } from '../test/free-port.ts';

const AB = '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';
const WA = '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a-b);}\n';
const SLOW_AB = '#include <cstdio>\n#include <unistd.h>\nint main(){sleep(1);long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';

let stack: LocalStack;
let client: ReturnType<typeof createClient>;

beforeAll(async () => {
  const [api, aws] = [await freePort(), await freePort()];
  stack = await startLocalStack({
    ports: { api, aws },
    dynamoEndpoint: inject('dynamoEndpoint'),
    rootPassword: 'root-contest-pass',
    http: false,
    logLevel: 'silent',
    judge: { concurrency: 2 },
    queueVisibilitySeconds: 6,
  });
  client = createClient(stack.app, stack.mailDir);
}, 240_000);
afterAll(() => stack?.stop(), 60_000);

const contest = async (cid: number, startOffsetMin: number, lengthMin: number, over: Record<string, unknown> = {}) => {
  const start = new Date(Date.now() + startOffsetMin * 60_000).toISOString();
  await stack.deps.db.put({
    ...contestKey(cid),
    ...contestIndex(start, cid),
    cid,
    title: `Contest ${cid}`,
    type: ContestType.ACM,
    auth: 0,
    startTime: start,
    endTime: new Date(Date.parse(start) + lengthMin * 60_000).toISOString(),
    duration: lengthMin * 60,
    visible: true,
    openRank: true,
    uid: 'organiser',
    author: 'organiser',
    gmtCreate: start,
    gmtModified: start,
    ...over,
  });
  await stack.deps.db.put({ ...contestProblemKey(cid, 'A'), cid, pid: 1000, displayId: 'A', displayTitle: 'A+B', color: '#e33' });
};

const submit = async (token: string, cid: number, code: string) => {
  const res = await client.call('POST', '/api/submit-problem-judge', { token, body: { pid: 'A', cid, language: 'C++', code } });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.submitId as number;
};

const rows = async (token: string, cid: number, body: Record<string, unknown> = {}) =>
  (await client.call('POST', '/api/get-contest-rank', { token, body: { cid, limit: 300, ...body } })).body.data.records as AcmRankRow[];

describe('a running contest', () => {
  it('a judge killed mid-contest: every submission ends judged once and the board equals the submissions', async () => {
    await contest(501, -30, 120);
    const users = await Promise.all(['k1', 'k2', 'k3'].map((n) => client.register(n)));
    const ids = await Promise.all(users.map((u) => submit(u.token, 501, SLOW_AB)));
    // kill the worker while it judges, start another
    await eventually(async () => {
      const statuses = await Promise.all(ids.map(async (id) => (await getSubmission(stack.deps.db, id, true))!.status));
      expect(statuses.some((s) => s === JudgeStatus.JUDGING || s === JudgeStatus.COMPILING)).toBe(true);
    }, 60_000);
    stack.judge!.child.kill('SIGKILL');
    await new Promise((r) => stack.judge!.child.once('exit', r));
    const replacement = startJudgeProcess({ ...stack.env, JUDGE_NAME: 'replacement', JUDGE_VISIBILITY_TIMEOUT_SECONDS: '6', JUDGE_CONCURRENCY: '2' }, () => undefined);
    await replacement.ready;
    stack.judge = replacement;
    await new Promise((r) => setTimeout(r, 3100)); // the contest submit interval
    await submit(users[0]!.token, 501, WA);
    await eventually(async () => {
      const board = await rows(users[1]!.token, 501);
      const unique = board.filter((r, i) => board.findIndex((x) => x.uid === r.uid) === i);
      expect(unique.map((r) => [r.username, r.ac, r.total]).sort()).toEqual([
        ['k1', 1, 2],
        ['k2', 1, 1],
        ['k3', 1, 1],
      ]);
    }, 120_000);
  }, 240_000);

  it('after-contest submissions count only on the board that asks for them, and only where the contest allows them', async () => {
    await contest(502, -90, 60, { allowEndSubmit: true });
    const { token } = await client.register('late');
    await submit(token, 502, AB);
    await eventually(async () => expect((await rows(token, 502, { containsEnd: true }))[0]).toMatchObject({ username: 'late', ac: 1, submissionInfo: { A: { isAfterContest: true } } }), 90_000);
    expect(await rows(token, 502)).toEqual([]);
    await contest(503, -90, 60);
    const refused = await client.call('POST', '/api/submit-problem-judge', { token, body: { pid: 'A', cid: 503, language: 'C++', code: AB } });
    expect(refused.status).toBe(403);
  }, 120_000);
});
