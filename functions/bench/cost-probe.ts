/**
 * `npm run cost:probe`: measures what the cost model assumes per submission, on the local stack with the
 * judge worker in this process: DynamoDB requests and capacity units (API and judge), SQS requests, the
 * sandboxed CPU seconds of compiling and judging, and the worker's SQS requests while idle. Each figure is
 * printed with what it was measured on; `infra/lib/cost-model.ts` quotes them as sources.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { MiddlewareStack } from '@smithy/types';
import { JudgeStatus } from '@oj/shared';
import { switchConfigKey } from '@oj/shared/db/keys';
import { silentLogger } from '@oj/shared/logger';
import { noMetrics } from '@oj/shared/metrics';
import { JudgeStore } from '../../judge-fargate/src/adapters/dynamo-store.ts';
import { S3TestData } from '../../judge-fargate/src/adapters/s3-test-data.ts';
import { loadConfig } from '../../judge-fargate/src/config.ts';
import { createJudgePorts } from '../../judge-fargate/src/judge.ts';
import { prepareJudge } from '../../judge-fargate/src/prepare.ts';
import { handleDeadLetter, handleFailure, handleMessage } from '../../judge-fargate/src/worker/handle-message.ts';
import { QueuePoller } from '../../judge-fargate/src/worker/queue-poller.ts';
import { getSwitchConfig } from '../src/data/site-config.ts';
import { startLocalStack } from '../src/local/stack.ts';
import { createClient } from '../test/client.ts';
import { freePort } from '../test/free-port.ts';

const SUBMISSIONS = Number(process.env.PROBE_SUBMISSIONS ?? 20);
const IDLE_SECONDS = Number(process.env.PROBE_IDLE_SECONDS ?? 30);
const SLOTS = 2; // a 2-vCPU judge task judges two at a time

interface Tally {
  requests: Record<string, number>;
  readUnits: number;
  writeUnits: number;
}
const tally = (): Tally => ({ requests: {}, readUnits: 0, writeUnits: 0 });
const sum = (t: Tally, pattern: RegExp) => Object.entries(t.requests).reduce((n, [name, count]) => n + (pattern.test(name) ? count : 0), 0);

/** Counts every request of a client by command and, for DynamoDB, the capacity units it consumed. */
const counted = (stack: MiddlewareStack<any, any>, into: Tally, dynamo: boolean) => {
  stack.add(
    (next, context) => async (args) => {
      const name = String(context.commandName ?? 'unknown');
      into.requests[name] = (into.requests[name] ?? 0) + 1;
      if (dynamo) (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      if (dynamo) {
        const consumed = (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
        for (const c of ([] as { ReadCapacityUnits?: number; WriteCapacityUnits?: number; CapacityUnits?: number }[]).concat((consumed as never) ?? [])) {
          const write = /Put|Update|Delete|Write/.test(name);
          if (write) into.writeUnits += c.WriteCapacityUnits ?? c.CapacityUnits ?? 0;
          else into.readUnits += c.ReadCapacityUnits ?? c.CapacityUnits ?? 0;
        }
      }
      return result;
    },
    { step: 'initialize', name: 'costProbeCount' },
  );
};

/** CPU seconds of this process's reaped children (the sandbox runners and what they ran), from /proc. */
const childCpuSeconds = () => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in clock ticks of 1/100 s
};

const [api, dynamoPort, aws] = [await freePort(), await freePort(), await freePort()];
const stack = await startLocalStack({ ports: { api, dynamo: dynamoPort, aws }, rootPassword: 'probe-root-pass', http: false, logLevel: 'silent' });
const apiTally = tally();
counted(stack.deps.db.doc.middlewareStack, apiTally, true);

const env = stack.env;
const local = { region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
const judgeDynamo = new DynamoDBClient({ ...local, endpoint: env.DYNAMODB_ENDPOINT });
const judgeSqs = new SQSClient({ ...local, endpoint: env.AWS_ENDPOINT, useQueueUrlAsEndpoint: false });
const judgeTally = tally();
const sqsTally = tally();
counted(judgeDynamo.middlewareStack, judgeTally, true);
counted(judgeSqs.middlewareStack, sqsTally, false);
const config = loadConfig();
await prepareJudge(config);
const s3 = new S3Client({ ...local, endpoint: env.AWS_ENDPOINT, forcePathStyle: true });
const ports = createJudgePorts(config, new S3TestData(s3, env.BUCKET_TEST_DATA!, join(config.workRoot, 'probe-data')));
const deps = {
  store: new JudgeStore(DynamoDBDocumentClient.from(judgeDynamo, { marshallOptions: { removeUndefinedValues: true } }), env.TABLE_NAME!, 'UTC', (message, DelaySeconds) =>
    judgeSqs.send(new SendMessageCommand({ QueueUrl: env.QUEUE_URL_BOARD!, MessageBody: JSON.stringify(message), DelaySeconds })),
  ),
  ports,
  judger: 'probe',
  scratchRoot: join(config.workRoot, 'probe-runs'),
  log: silentLogger,
  metrics: noMetrics,
  now: () => new Date(),
};
const poller = new QueuePoller(
  judgeSqs,
  {
    work: [
      { name: 'contest', url: env.QUEUE_URL_CONTEST!, visibilitySeconds: 60 },
      { name: 'general', url: env.QUEUE_URL_GENERAL!, visibilitySeconds: 60 },
      { name: 'test-run', url: env.QUEUE_URL_TEST_RUN!, visibilitySeconds: 60 },
    ],
    deadLetter: env.QUEUE_URL_DEAD_LETTER!,
  },
  { handle: (m) => handleMessage(deps, m), handleFailure: (m) => handleFailure(deps, m), handleDeadLetter: (m) => handleDeadLetter(deps, m) },
  deps.log,
);

try {
  await stack.deps.db.put({ ...switchConfigKey, ...(await getSwitchConfig(stack.deps.db)), submitInterval: 0 });
  getSwitchConfig.clear(stack.deps.db);
  const client = createClient(stack.app, stack.mailDir);
  const users = await Promise.all(Array.from({ length: SUBMISSIONS }, (_, i) => client.register(`probe${i}`)));
  const cpuBefore = childCpuSeconds();
  const [apiBefore, judgeBefore] = [structuredClone(apiTally), structuredClone(judgeTally)];
  poller.start(SLOTS);
  // every contestant's code differs, from this run's too (no compile cache hit); half right, half wrong
  const run = Date.now().toString(36);
  const ids: number[] = [];
  for (const [i, user] of users.entries()) {
    const op = i % 2 ? '-' : '+';
    const code = `#include <bits/stdc++.h>\n// contestant ${i} of run ${run}\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a${op}b<<std::endl;}\n`;
    const res = await client.call('POST', '/api/submit-problem-judge', { token: user.token, body: { pid: 1000, language: 'C++', code } });
    if (res.status !== 200) throw new Error(res.body.msg);
    ids.push(res.body.data.submitId);
  }
  const apiSubmitted = structuredClone(apiTally); // the verdict polling below is not the submission's cost
  for (;;) {
    const res = await client.call('POST', '/api/check-submissions-status', { body: { submitIds: ids } });
    const states = Object.values(res.body.data as Record<string, { status: number }>).map((s) => s.status);
    if (states.length === ids.length && states.every((s) => ![JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING].includes(s as 5))) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const sqsJudging = structuredClone(sqsTally);
  // idle: nothing queued, the slots long-poll
  for (const k of Object.keys(sqsTally.requests)) sqsTally.requests[k] = 0;
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  const idleReceives = sum(sqsTally, /ReceiveMessage/);
  await poller.stop(5000);
  await ports.sandbox.close();
  const cpu = childCpuSeconds() - cpuBefore;

  const per = (n: number) => (n / SUBMISSIONS).toFixed(1);
  const delta = (after: Tally, before: Tally, pattern: RegExp) => sum(after, pattern) - sum(before, pattern);
  console.log(`per submission: ${SUBMISSIONS} C++ A+B submissions (4 cases, different code each, half Accepted) on the local stack`);
  console.log(
    `  DynamoDB, submit call: ${per(delta(apiSubmitted, apiBefore, /Put|Update|Delete|Write/))} write requests, ${per(apiSubmitted.writeUnits - apiBefore.writeUnits)} write units; ${per(delta(apiSubmitted, apiBefore, /Get|Query|Scan/))} read requests, ${per(apiSubmitted.readUnits - apiBefore.readUnits)} read units`,
  );
  console.log(
    `  DynamoDB, judge side:  ${per(delta(judgeTally, judgeBefore, /Put|Update|Delete|Write/))} write requests, ${per(judgeTally.writeUnits - judgeBefore.writeUnits)} write units; ${per(delta(judgeTally, judgeBefore, /Get|Query|Scan/))} read requests, ${per(judgeTally.readUnits - judgeBefore.readUnits)} read units`,
  );
  console.log(
    `  SQS, judge side:       ${per(sum(sqsJudging, /./))} requests (${Object.entries(sqsJudging.requests)
      .map(([k, v]) => `${k} ${per(v)}`)
      .join(', ')}), plus the API's one SendMessage`,
  );
  console.log(`  sandboxed CPU:         ${(cpu / SUBMISSIONS).toFixed(2)} s (compile with the precompiled header + 4 runs)`);
  console.log(`idle: ${SLOTS} slots over 3 queues, nothing to do for ${IDLE_SECONDS} s`);
  console.log(`  ${idleReceives} ReceiveMessage calls = ${Math.round((idleReceives / IDLE_SECONDS) * 3600)} per task-hour`);
} finally {
  await stack.stop();
}
