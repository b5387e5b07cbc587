/**
 * `npm run bench:submit`: submit-to-verdict latency and burst throughput of C++ A+B on the local stack
 * (DynamoDB Local, the SQS/S3 emulator, the judge worker process with the real sandbox). The baseline in the
 * same run is the submit call alone (write, count, queue), so the ratio shows what queueing and judging add.
 */
import { availableParallelism } from 'node:os';
import { JudgeStatus } from '@oj/shared';
import { switchConfigKey } from '@oj/shared/db/keys';
import { getSwitchConfig } from '../src/data/site-config.ts';
import { startLocalStack } from '../src/local/stack.ts';
import { createClient } from '../test/client.ts';
import { freePort } from '../test/free-port.ts';

const AB = '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;}\n';
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 40);
const BURST = Number(process.env.BENCH_BURST ?? 500);
const BURST_USERS = 50;
const concurrency = Number(process.env.JUDGE_CONCURRENCY ?? availableParallelism());

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const fmt = (ms: number) => `${ms.toFixed(1).padStart(8)} ms`;

const [api, dynamo, aws] = [await freePort(), await freePort(), await freePort()];
const stack = await startLocalStack({ ports: { api, dynamo, aws }, rootPassword: 'bench-root-pass', http: false, logLevel: 'silent', judge: { concurrency } });
try {
  await stack.deps.db.put({ ...switchConfigKey, ...(await getSwitchConfig(stack.deps.db)), submitInterval: 0 });
  getSwitchConfig.clear(stack.deps.db);
  const client = createClient(stack.app, stack.mailDir);
  const token = await client.login('root', 'bench-root-pass');
  const submit = async (as = token) => {
    const res = await client.call('POST', '/api/submit-problem-judge', { token: as, body: { pid: 1000, language: 'C++', code: AB } });
    if (res.status !== 200) throw new Error(res.body.msg);
    return res.body.data.submitId as number;
  };
  const finals = async (ids: number[]) => {
    const out = new Map<number, number>();
    for (let i = 0; i < ids.length; i += 100) {
      const res = await client.call('POST', '/api/check-submissions-status', { body: { submitIds: ids.slice(i, i + 100) } });
      for (const [id, s] of Object.entries(res.body.data as Record<string, { status: number }>)) {
        if (![JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING].includes(s.status as 5)) out.set(Number(id), s.status);
      }
    }
    return out;
  };
  const waitAll = async (ids: number[]) => {
    for (;;) {
      const done = await finals(ids);
      if (done.size === ids.length) return done;
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  await waitAll([await submit()]); // warm: the first compile fills the cache, as a rejudge or a popular problem would
  const submitMs: number[] = [];
  const verdictMs: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t0 = performance.now();
    const id = await submit();
    submitMs.push(performance.now() - t0);
    await waitAll([id]);
    verdictMs.push(performance.now() - t0);
  }

  // A contest burst: many users submitting at once (one user alone would serialise on its own counters).
  const users = await Promise.all(Array.from({ length: BURST_USERS }, (_, i) => client.register(`bench${i}`)));
  const t0 = performance.now();
  const ids = await Promise.all(Array.from({ length: BURST }, (_, i) => submit(users[i % BURST_USERS]!.token)));
  const accepted = performance.now() - t0;
  const statuses = await waitAll(ids);
  const burstMs = performance.now() - t0;
  const ac = [...statuses.values()].filter((s) => s === JudgeStatus.ACCEPTED).length;

  console.log(`submit to verdict, C++ A+B (4 cases), ${SEQUENTIAL} submissions one at a time; judge concurrency ${concurrency}`);
  console.log(`  submit call only (baseline)   p50 ${fmt(percentile(submitMs, 50))}   p95 ${fmt(percentile(submitMs, 95))}`);
  console.log(
    `  submit to final verdict       p50 ${fmt(percentile(verdictMs, 50))}   p95 ${fmt(percentile(verdictMs, 95))}   ratio p50 ${(percentile(verdictMs, 50) / percentile(submitMs, 50)).toFixed(1)}x`,
  );
  console.log(`burst: ${BURST} submissions at once from ${BURST_USERS} users`);
  console.log(`  all accepted by the API in   ${fmt(accepted)}`);
  console.log(`  all judged in                ${fmt(burstMs)}   throughput ${(BURST / (burstMs / 1000)).toFixed(1)} submissions/s   (${ac}/${BURST} Accepted)`);
} finally {
  await stack.stop();
}
