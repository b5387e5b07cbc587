/**
 * The judging path end to end on the local stack: the API, DynamoDB Local, the SQS/S3 emulator and the judge
 * worker as its own process with the real sandbox. Queues use a short visibility so that fault tests see a
 * dead worker's message come back in seconds.
 */
import { CreateQueueCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { JudgeStatus, Role } from '@oj/shared';
import { problemKey, switchConfigKey } from '@oj/shared/db/keys';
import { sqsClientConfig } from '../src/deps.ts';
import { STUCK_AFTER_MS } from '../src/domain/in-flight.ts';
import { allProblems } from '../src/data/problems.ts';
import { runClock } from '../src/jobs/clock/clock.ts';
import { CLOCK_TASKS } from '../src/jobs/clock/tasks.ts';
import { createLocalApp } from '../src/local/server.ts';
import { getSwitchConfig } from '../src/data/site-config.ts';
import { updateUser, uidByUsername } from '../src/data/users.ts';
import { startJudgeProcess } from '../src/local/judge-process.ts';
import { startLocalStack, type LocalStack } from '../src/local/stack.ts';
import { createClient } from '../test/client.ts';
import { eventually } from '../test/eventually.ts';
import { freePort } from '../test/free-port.ts';

const ROOT_PASSWORD = 'root-e2e-pass';
const AB_CPP = '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;}\n';
const program = {
  wa: '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a-b);}\n',
  pe: '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n\\n\\n",a+b);}\n',
  ce: 'int main( { return 0; }\n',
  tle: 'int main(){volatile unsigned long x=0;for(;;)x++;}\n',
  re: '#include <cstdio>\nint main(){int*p=nullptr;*p=1;printf("%d",*p);}\n',
  mle: '#include <cstring>\n#include <cstdlib>\nint main(){for(;;){char*p=(char*)malloc(1<<20);if(!p)return 1;memset(p,1,1<<20);}}\n',
  slowAb: '#include <bits/stdc++.h>\n#include <unistd.h>\nint main(){sleep(1);long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;}\n',
  py: 'a, b = map(int, input().split())\nprint(a + b)\n',
  sqrt: '#include <cstdio>\n#include <cmath>\nint main(){double x;scanf("%lf",&x);printf("%.9f\\n",sqrt(x));}\n',
  sqrtWrong: '#include <cstdio>\nint main(){double x;scanf("%lf",&x);printf("%.9f\\n",x/2);}\n',
  guess:
    '#include <cstdio>\n#include <cstring>\nint main(){long long lo=1,hi=1000000000;char r[4];while(lo<=hi){long long m=(lo+hi)/2;printf("%lld\\n",m);fflush(stdout);if(scanf("%3s",r)!=1)return 0;if(r[0]==\'=\')return 0;if(r[0]==\'<\')lo=m+1;else hi=m-1;}}\n',
  squaresSmallOnly: '#include <cstdio>\nint main(){long long n;scanf("%lld",&n);long long s=0;for(long long i=1;i<=n;i++)s=(s+i*i)%1000000007;printf("%lld\\n",s);}\n',
};

let stack: LocalStack;
let client: ReturnType<typeof createClient>;
let root: string;

const waitFinal = async (submitId: number, timeoutMs = 90_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.call('POST', '/api/check-submissions-status', { body: { submitIds: [submitId] } });
    const s = res.body.data[submitId];
    if (s && ![5, 6, 7].includes(s.status)) return s as { status: number; score: number | null; time: number; memory: number };
    if (Date.now() > until) throw new Error(`submission ${submitId} still ${s?.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

const submit = async (token: string, pid: number, code: string, language = 'C++') => {
  const res = await client.call('POST', '/api/submit-problem-judge', { token, body: { pid, language, code } });
  if (res.status !== 200) throw new Error(`submit failed: ${res.status} ${res.body.msg}`);
  return res.body.data.submitId as number;
};

// read signed in: anonymous callers share a list cached for seconds, and the worker writes counters directly
const problemCounts = async (problemId: string) => {
  const list = await client.call('GET', '/api/get-problem-list', { token: root, query: { keyword: problemId } });
  return list.body.data.records.find((r: { problemId: string }) => r.problemId === problemId);
};

beforeAll(async () => {
  const [api, aws] = [await freePort(), await freePort()];
  stack = await startLocalStack({
    ports: { api, aws },
    dynamoEndpoint: inject('dynamoEndpoint'),
    rootPassword: ROOT_PASSWORD,
    http: false,
    logLevel: 'silent',
    judge: { concurrency: 2, onLine: (l) => process.env.JUDGE_LOG && console.log(l) },
    queueVisibilitySeconds: 6,
  });
  client = createClient(stack.app, stack.mailDir);
  root = await client.login('root', ROOT_PASSWORD);
  // No wait between submissions in these tests (the interval rule has its own test below).
  await stack.deps.db.put({ ...switchConfigKey, ...(await getSwitchConfig(stack.deps.db)), submitInterval: 0 });
  getSwitchConfig.clear(stack.deps.db);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
}, 60_000);

describe('a new user solves A+B', () => {
  it('registers with the mailed code, submits C++ and sees Accepted with per-case results', async () => {
    const { token } = await client.register('newbie');
    const id = await submit(token, 1000, AB_CPP);
    const result = await waitFinal(id);
    expect(result.status).toBe(JudgeStatus.ACCEPTED);
    const cases = await client.call('GET', '/api/get-all-case-result', { query: { submitId: id } });
    expect(cases.body.data.judgeCaseList.map((c: { status: number }) => c.status)).toEqual([0, 0, 0, 0]);
    await eventually(async () => {
      const home = await client.call('GET', '/api/get-user-home-info', { query: { username: 'newbie' } });
      expect(home.body.data).toMatchObject({ total: 1, solvedList: ['1000'] });
    });
    expect((await client.call('GET', '/api/get-problem-detail', { token, query: { problemId: '1000' } })).body.data.myStatus).toBe(0);
  });
});

describe('verdicts through the whole path', () => {
  it.each([
    ['WA', 1000, program.wa, 'C++', JudgeStatus.WRONG_ANSWER],
    ['CE', 1000, program.ce, 'C++', JudgeStatus.COMPILE_ERROR],
    ['TLE', 1000, program.tle, 'C++', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['RE', 1000, program.re, 'C++', JudgeStatus.RUNTIME_ERROR],
    ['MLE', 1000, program.mle, 'C++', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
    ['Python AC', 1000, program.py, 'Python3', JudgeStatus.ACCEPTED],
    ['special judge AC', 1002, program.sqrt, 'C++', JudgeStatus.ACCEPTED],
    ['special judge WA', 1002, program.sqrtWrong, 'C++', JudgeStatus.WRONG_ANSWER],
    ['interactive AC', 1003, program.guess, 'C++', JudgeStatus.ACCEPTED],
  ])('%s', async (_name, pid, code, language, status) => {
    const id = await submit(root, pid, code, language);
    expect((await waitFinal(id)).status).toBe(status);
  });

  it('removes trailing blanks by default, so extra newlines are still Accepted', async () => {
    expect((await waitFinal(await submit(root, 1000, program.pe))).status).toBe(JudgeStatus.ACCEPTED);
  });

  it('scores subtasks: the small subtask passes, the large one times out, 40 points, Partial Accepted', async () => {
    const result = await waitFinal(await submit(root, 1001, program.squaresSmallOnly));
    expect(result).toMatchObject({ status: JudgeStatus.PARTIAL_ACCEPTED, score: 40 });
  });

  it('shows the compiler message of a Compile Error', async () => {
    const id = await submit(root, 1000, program.ce);
    await waitFinal(id);
    const detail = await client.call('GET', '/api/get-submission-detail', { token: root, query: { submitId: id } });
    expect(detail.body.data.submission.errorMessage).toMatch(/error/);
  });
});

describe('rules of submitting and seeing code', () => {
  it('hides code from others until it is shared; only the author may share it', async () => {
    const author = await client.register('author');
    const other = await client.register('other');
    const id = await submit(author.token, 1000, AB_CPP);
    await waitFinal(id);
    const seen = async (token?: string) => (await client.call('GET', '/api/get-submission-detail', { token, query: { submitId: id } })).body.data.submission.code;
    expect(await seen(author.token)).toBe(AB_CPP);
    expect(await seen(other.token)).toBeUndefined();
    expect(await seen()).toBeUndefined();
    expect(await seen(root)).toBe(AB_CPP);
    expect((await client.call('PUT', '/api/submission', { token: other.token, body: { submitId: id, share: true } })).status).toBe(404);
    expect((await client.call('PUT', '/api/submission', { token: author.token, body: { submitId: id, share: true } })).status).toBe(200);
    expect(await seen(other.token)).toBe(AB_CPP);
  });

  it('refuses empty and oversized code, unknown languages, private problems and banned users', async () => {
    const { token } = await client.register('rulebreaker');
    const post = (body: Record<string, unknown>, t = token) => client.call('POST', '/api/submit-problem-judge', { token: t, body });
    expect((await post({ pid: 1000, language: 'C++', code: '   ' })).body.msg).toBe('Code can not be empty');
    expect((await post({ pid: 1000, language: 'C++', code: 'x'.repeat(65536) })).body.msg).toBe('Code Length can not exceed 65535');
    expect((await post({ pid: 1000, language: 'Brainfuck', code: AB_CPP })).body.msg).toBe('This problem does not accept Brainfuck');
    const item = await stack.deps.db.get(problemKey(1000));
    await stack.deps.db.put({ ...item, ...problemKey(1998), gsi1sk: '0000001998', pid: 1998, problemId: 'P1998', auth: 2 });
    allProblems.clear(stack.deps.db);
    expect((await post({ pid: 1998, language: 'C++', code: AB_CPP })).status).toBe(404);
    expect((await client.call('POST', '/api/submit-problem-judge', { body: { pid: 1000, language: 'C++', code: AB_CPP } })).status).toBe(401);
    await updateUser(stack.deps.db, (await uidByUsername(stack.deps.db, 'rulebreaker'))!, { roleId: Role.NO_SUBMIT }, new Date());
    expect((await post({ pid: 1000, language: 'C++', code: AB_CPP })).status).toBe(403);
  });

  it('keeps ordinary users to one submission per interval', async () => {
    await stack.deps.db.put({ ...switchConfigKey, ...(await getSwitchConfig(stack.deps.db)), submitInterval: 60 });
    getSwitchConfig.clear(stack.deps.db);
    const { token } = await client.register('hasty');
    const first = await submit(token, 1000, AB_CPP);
    const second = await client.call('POST', '/api/submit-problem-judge', { token, body: { pid: 1000, language: 'C++', code: AB_CPP } });
    await stack.deps.db.put({ ...switchConfigKey, ...(await getSwitchConfig(stack.deps.db)), submitInterval: 0 });
    getSwitchConfig.clear(stack.deps.db);
    expect(second.status).toBe(429);
    // Let the first one be judged and counted, so later tests' counter readings are not racing it.
    await waitFinal(first);
    await eventually(async () => expect((await client.call('GET', '/api/get-user-home-info', { query: { username: 'hasty' } })).body.data.solvedList).toEqual(['1000']));
  });
});

describe('admin judge tools', () => {
  it('rejudges, judges by hand and cancels, moving the counters each time exactly once', async () => {
    const { token } = await client.register('judged');
    const id = await submit(token, 1000, AB_CPP);
    await waitFinal(id);
    // Counters follow the verdict by milliseconds: read them once this verdict is counted.
    await eventually(async () => expect((await client.call('GET', '/api/get-user-home-info', { query: { username: 'judged' } })).body.data.solvedList).toEqual(['1000']));
    const before = await problemCounts('1000');

    expect((await client.call('GET', '/api/admin/judge/rejudge', { token, query: { submitId: id } })).status).toBe(403);
    const rejudged = await client.call('GET', '/api/admin/judge/rejudge', { token: root, query: { submitId: id } });
    expect(rejudged.body.data.status).toBe(JudgeStatus.PENDING);
    expect((await waitFinal(id)).status).toBe(JudgeStatus.ACCEPTED);
    await eventually(async () => expect(await problemCounts('1000')).toMatchObject({ total: before.total, ac: before.ac }));

    const manual = await client.call('GET', '/api/admin/judge/manual-judge', { token: root, query: { submitId: id, status: JudgeStatus.WRONG_ANSWER } });
    expect(manual.body.data).toMatchObject({ status: JudgeStatus.WRONG_ANSWER, judger: 'root' });
    expect(await problemCounts('1000')).toMatchObject({ total: before.total, ac: before.ac - 1, wa: before.wa + 1 });
    expect((await client.call('GET', '/api/get-user-home-info', { query: { username: 'judged' } })).body.data.solvedList).toEqual([]);
    expect((await client.call('GET', '/api/admin/judge/manual-judge', { token: root, query: { submitId: id, status: JudgeStatus.PENDING } })).status).toBe(400);

    expect((await client.call('GET', '/api/admin/judge/cancel-judge', { token: root, query: { submitId: id } })).body.data.status).toBe(JudgeStatus.CANCELLED);
    expect((await client.call('GET', '/api/admin/judge/cancel-judge', { token: root, query: { submitId: id } })).status).toBe(400);
    expect(await problemCounts('1000')).toMatchObject({ total: before.total, ac: before.ac - 1, wa: before.wa });
  });

  it('lets only the super admin rejudge, not an admin', async () => {
    await client.register('plainadmin');
    await updateUser(stack.deps.db, (await uidByUsername(stack.deps.db, 'plainadmin'))!, { roleId: Role.ADMIN }, new Date());
    const admin = await client.login('plainadmin', 'secret-pass');
    expect((await client.call('GET', '/api/admin/judge/rejudge', { token: admin, query: { submitId: 1 } })).status).toBe(403);
    expect((await client.call('GET', '/api/admin/judge/cancel-judge', { token: admin, query: { submitId: 1 } })).status).toBe(403);
  });
});

describe('problems made in the admin form', () => {
  it('checks a special judge on a judge: a good one compiles, a broken one answers with the compiler message', async () => {
    const good = await client.call('POST', '/api/admin/problem/compile-spj', { token: root, body: { language: 'C++', code: '#include <cstdio>\nint main(int c, char** v){return 0;}\n' } });
    expect(good.body).toEqual({ status: 200, msg: 'success', data: { compiled: true } });
    const bad = await client.call('POST', '/api/admin/problem/compile-interactive', { token: root, body: { language: 'C++', code: 'int main( {' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/error/);
  });

  it('judges against the new data version once the cases change', async () => {
    const body = (expected: string, id?: number) => ({
      problem: { ...(id ? { id } : {}), problemId: 'TWICE', title: 'Twice', description: 'Print 2x.' },
      samples: [{ input: '21\n', output: expected, score: 0 }],
      languages: ['Python3'],
    });
    const created = await client.call('POST', '/api/admin/problem', { token: root, body: body('42\n') });
    const pid = created.body.data.pid as number;
    const twice = 'print(int(input()) * 2)\n';
    expect((await waitFinal(await submit(root, pid, twice, 'Python3'))).status).toBe(JudgeStatus.ACCEPTED);
    await client.call('PUT', '/api/admin/problem', { token: root, body: body('43\n', pid) });
    expect((await waitFinal(await submit(root, pid, twice, 'Python3'))).status).toBe(JudgeStatus.WRONG_ANSWER);
  });
});

describe('test runs', () => {
  it('runs code on the user’s input and compares with the expected output when given', async () => {
    const { token } = await client.register('tester');
    const run = async (userInput: string, expectedOutput: string | null, code = AB_CPP) => {
      const res = await client.call('POST', '/api/submit-problem-test-judge', { token, body: { pid: 1000, language: 'C++', code, userInput, expectedOutput } });
      expect(res.status).toBe(200);
      for (let i = 0; i < 300; i++) {
        const out = await client.call('GET', '/api/get-test-judge-result', { token, query: { testJudgeKey: res.body.data } });
        if (out.body.data.status !== JudgeStatus.PENDING) return out.body.data;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('test run not finished');
    };
    expect(await run('20 22', null)).toMatchObject({ status: JudgeStatus.ACCEPTED, userOutput: '42\n' });
    await new Promise((r) => setTimeout(r, 2100));
    expect(await run('1 1', '3')).toMatchObject({ status: JudgeStatus.WRONG_ANSWER });
    const long = await client.call('POST', '/api/submit-problem-test-judge', { token, body: { pid: 1000, language: 'C++', code: AB_CPP, userInput: '1'.repeat(1001) } });
    expect(long.status).toBe(400);
  });
});

describe('faults', () => {
  it('a worker killed mid-judge loses nothing: the submission ends judged once', async () => {
    const { token } = await client.register('survivor');
    const before = await problemCounts('1000');
    const id = await submit(token, 1000, program.slowAb);
    for (let i = 0; i < 300; i++) {
      const s = (await client.call('POST', '/api/check-submissions-status', { body: { submitIds: [id] } })).body.data[id];
      if (s.status === JudgeStatus.JUDGING) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    stack.judge!.child.kill('SIGKILL');
    await new Promise((r) => stack.judge!.child.once('exit', r));
    const replacement = startJudgeProcess({ ...stack.env, JUDGE_NAME: 'replacement', JUDGE_VISIBILITY_TIMEOUT_SECONDS: '6', JUDGE_CONCURRENCY: '2' }, () => undefined);
    await replacement.ready;
    stack.judge = replacement;
    expect((await waitFinal(id, 120_000)).status).toBe(JudgeStatus.ACCEPTED);
    await eventually(async () => {
      expect(await problemCounts('1000')).toMatchObject({ total: before.total + 1, ac: before.ac + 1 });
      expect((await client.call('GET', '/api/get-user-home-info', { query: { username: 'survivor' } })).body.data.total).toBe(1);
    });
  }, 180_000);

  it('a submission whose judge message was lost is queued again by the clock and judged', async () => {
    const { token } = await client.register('lostmessage');
    // the message goes to a queue no judge reads: as if the function stopped before sending it
    const sqs = new SQSClient(sqsClientConfig(stack.deps.env));
    const nowhere = (await sqs.send(new CreateQueueCommand({ QueueName: `nowhere-${Date.now()}` }))).QueueUrl!;
    const lost = createClient(createLocalApp({ ...stack.deps, env: { ...stack.deps.env, QUEUE_URL_GENERAL: nowhere } }), stack.mailDir);
    const res = await lost.call('POST', '/api/submit-problem-judge', { token, body: { pid: 1000, language: 'C++', code: AB_CPP } });
    const id = res.body.data.submitId as number;
    await new Promise((r) => setTimeout(r, 2000));
    expect((await client.call('POST', '/api/check-submissions-status', { body: { submitIds: [id] } })).body.data[id].status).toBe(JudgeStatus.PENDING);
    // a clock tick once the submission is overdue
    await runClock({ ...stack.deps, now: () => new Date(Date.now() + STUCK_AFTER_MS) }, CLOCK_TASKS);
    expect((await waitFinal(id)).status).toBe(JudgeStatus.ACCEPTED);
  }, 120_000);

  it('a submission the judge keeps failing on ends as System Error at its third failure', async () => {
    const item = await stack.deps.db.get(problemKey(1000));
    await stack.deps.db.put({ ...item, ...problemKey(1997), gsi1sk: '0000001997', pid: 1997, problemId: 'NODATA', testDataVersion: 'v-missing' });
    allProblems.clear(stack.deps.db);
    const id = await submit(root, 1997, AB_CPP);
    const result = await waitFinal(id, 150_000);
    expect(result.status).toBe(JudgeStatus.SYSTEM_ERROR);
    const detail = await client.call('GET', '/api/get-submission-detail', { token: root, query: { submitId: id } });
    expect(detail.body.data.submission.errorMessage).toMatch(/gave up/);
  }, 180_000);

  it('500 submissions sent at once all end final, none lost, counters exact', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map((n) => client.register(`burst${n}`)));
    const before = await problemCounts('1000');
    const ids = await Promise.all(Array.from({ length: 500 }, (_, i) => submit(users[i % 5]!.token, 1000, i % 2 === 0 ? AB_CPP : program.wa)));
    expect(new Set(ids).size).toBe(500);
    for (const id of ids) await waitFinal(id, 300_000);
    const statuses = await client.call('POST', '/api/check-submissions-status', { body: { submitIds: ids.slice(0, 100) } });
    expect(Object.keys(statuses.body.data)).toHaveLength(100);
    await eventually(async () => expect(await problemCounts('1000')).toMatchObject({ total: before.total + 500, ac: before.ac + 250, wa: before.wa + 250 }));
    for (const n of [1, 2, 3, 4, 5]) {
      const home = (await client.call('GET', '/api/get-user-home-info', { query: { username: `burst${n}` } })).body.data;
      expect(home.total).toBe(100);
    }
    const mine = await client.call('GET', '/api/get-submission-list', { token: users[0]!.token, query: { onlyMine: true, limit: 10 } });
    expect(mine.body.data.total).toBe(100);
    const acOnly = await client.call('GET', '/api/get-submission-list', { query: { problemID: '1000', status: 0, limit: 5 } });
    expect(acOnly.body.data.total).toBe(before.ac + 250);
  }, 400_000);
});
