/**
 * The judge worker: polls the judge queues, judges in the sandbox, writes results. Started by the Fargate
 * task (and by `npm start` locally) with the environment of ./worker/env.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { QUEUES } from '@oj/shared';
import { judgeHeartbeatKey } from '@oj/shared/db/keys';
import { correlationAttributes } from '@oj/shared/correlation';
import { JudgeStore } from './adapters/dynamo-store.ts';
import { S3TestData } from './adapters/s3-test-data.ts';
import { loadConfig } from './config.ts';
import { createJudgePorts } from './judge.ts';
import { createLogger, createMetrics } from './observability.ts';
import { prepareJudge } from './prepare.ts';
import { parseWorkerEnv } from './worker/env.ts';
import { parseToolchains } from './toolchains.ts';
import { closeSharedTmpfs, makePrivateDirs } from './worker/host-setup.ts';
import { Heartbeat } from './worker/heartbeat.ts';
import { handleDeadLetter, handleFailure, handleMessage } from './worker/handle-message.ts';
import { QueuePoller } from './worker/queue-poller.ts';
import { selfCheck } from './worker/self-check.ts';
import { startupChecks } from './worker/startup-checks.ts';
import { TaskProtection } from './worker/task-protection.ts';

const env = parseWorkerEnv();
const log = createLogger(env.LOG_LEVEL, env.JUDGE_NAME);
const metrics = createMetrics(env.METRICS);
const config = loadConfig();
if (process.argv.includes('--prepare')) await prepareJudge(config);

const local = env.AWS_ENDPOINT ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {};
const dynamo = new DynamoDBClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT, ...local });
const s3 = new S3Client({ region: env.AWS_REGION, endpoint: env.AWS_ENDPOINT, forcePathStyle: Boolean(env.AWS_ENDPOINT), ...local });
const sqs = new SQSClient({ region: env.AWS_REGION, endpoint: env.AWS_ENDPOINT, ...local, ...(env.AWS_ENDPOINT ? { useQueueUrlAsEndpoint: false } : {}) });

const dataRoot = join(config.workRoot, 'data');
const scratchRoot = join(config.workRoot, 'test-runs');
makePrivateDirs([dataRoot, scratchRoot]);
if (env.OJ_JUDGE_CLOSE_SHARED_TMP === '1') log.info('closed shared memory folders', { paths: closeSharedTmpfs() });

const doc = DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } });
const deps = {
  store: new JudgeStore(doc, env.TABLE_NAME, env.SITE_TIMEZONE, (message, DelaySeconds) =>
    sqs.send(new SendMessageCommand({ QueueUrl: env.QUEUE_URL_BOARD, MessageBody: JSON.stringify(message), DelaySeconds, MessageAttributes: correlationAttributes() })),
  ),
  ports: createJudgePorts(config, new S3TestData(s3, env.BUCKET_TEST_DATA, dataRoot)),
  judger: env.JUDGE_NAME,
  scratchRoot,
  log,
  metrics,
  now: () => new Date(),
};

const checks = startupChecks({
  runnerPath: config.runnerPath,
  sandbox: deps.ports.sandbox,
  workspace: deps.ports.workspace,
  isRoot: process.getuid?.() === 0,
  toolchains: env.OJ_JUDGE_TOOLCHAINS ? parseToolchains(readFileSync(env.OJ_JUDGE_TOOLCHAINS, 'utf8')) : undefined,
  doc,
  tableName: env.TABLE_NAME,
  judgeName: env.JUDGE_NAME,
  sqs,
  queues: Object.entries({
    contest: env.QUEUE_URL_CONTEST,
    general: env.QUEUE_URL_GENERAL,
    'test-run': env.QUEUE_URL_TEST_RUN,
    'dead-letter': env.QUEUE_URL_DEAD_LETTER,
    board: env.QUEUE_URL_BOARD,
  }).map(([name, url]) => ({ name, url })),
  s3,
  bucket: env.BUCKET_TEST_DATA,
});
if (!(await selfCheck(checks, log))) process.exit(1);

const heartbeat = new Heartbeat(
  (beat, expiresAt) => doc.send(new PutCommand({ TableName: env.TABLE_NAME, Item: { ...judgeHeartbeatKey(env.JUDGE_NAME), ...beat, expiresAt } })).then(() => undefined),
  { name: env.JUDGE_NAME, concurrency: env.JUDGE_CONCURRENCY },
  log,
);

const poller = new QueuePoller(
  sqs,
  {
    work: [
      { name: 'contest', url: env.QUEUE_URL_CONTEST, visibilitySeconds: env.JUDGE_VISIBILITY_TIMEOUT_SECONDS ?? QUEUES.contest.visibilityTimeoutSeconds },
      { name: 'general', url: env.QUEUE_URL_GENERAL, visibilitySeconds: env.JUDGE_VISIBILITY_TIMEOUT_SECONDS ?? QUEUES.general.visibilityTimeoutSeconds },
      { name: 'test-run', url: env.QUEUE_URL_TEST_RUN, visibilitySeconds: env.JUDGE_VISIBILITY_TIMEOUT_SECONDS ?? QUEUES.testRun.visibilityTimeoutSeconds },
    ],
    deadLetter: env.QUEUE_URL_DEAD_LETTER,
  },
  { handle: (m) => heartbeat.track(() => handleMessage(deps, m)), handleFailure: (m) => handleFailure(deps, m), handleDeadLetter: (m) => handleDeadLetter(deps, m) },
  log,
  new TaskProtection(env.ECS_AGENT_URI, log),
  metrics,
);
poller.start(env.JUDGE_CONCURRENCY);
heartbeat.start();
// the busy slots, each minute a judgement runs (an idle task writes no metric, so it costs nothing)
setInterval(() => {
  if (!heartbeat.running) return;
  metrics.add('busySlots', heartbeat.running);
  metrics.flush();
}, 60_000).unref();
log.info('judge worker started', { concurrency: env.JUDGE_CONCURRENCY });

const shutdown = async (signal: string) => {
  log.info('stopping', { signal });
  await poller.stop(env.JUDGE_STOP_GRACE_SECONDS * 1000);
  heartbeat.stop();
  await deps.ports.sandbox.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
