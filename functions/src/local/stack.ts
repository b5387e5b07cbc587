import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { TABLE } from '@oj/shared/db/table';
import { ALL_REPOSITORY_MODULES } from '../data/all-repositories.ts';
import { createDeps, LOCAL_CREDENTIALS, type Deps } from '../deps.ts';
import { parseEnv } from '../env.ts';
import { seed } from '../seed/seed.ts';
import { startAwsEmulator, type AwsEmulator } from './aws-emulator.ts';
import { connectDynamoLocal, dropTable, ensureTable, startDynamoLocal, type DynamoLocal } from './dynamo-local.ts';
import { startBoardPoller } from './board-poller.ts';
import { startUserJobPoller } from './user-job-poller.ts';
import { startRemotePoller } from './remote-poller.ts';
import { seedDemoAccounts, startRemoteFakes, type RemoteFakes } from './remote-fakes.ts';
import { startClockTicker } from './clock-ticker.ts';
import { startJudgeProcess, type JudgeProcess } from './judge-process.ts';
import { createLocalApp, listen } from './server.ts';
import { createStorageDoor } from './storage-door.ts';

export interface LocalStackOptions {
  /** Keeps the table, bucket snapshots, the JWT secret and mail here; without it everything is in memory (tests). */
  dataDir?: string;
  /** `storage`: the storage door's port (any free one when left out); `dynamo` unless `dynamoEndpoint` is given. */
  ports: { api: number; dynamo?: number; aws: number; storage?: number };
  /**
   * A DynamoDB Local already running (a test run's one, shared by its files): the stack makes a table of its own
   * there and drops it when it stops, instead of starting a Java process of its own.
   */
  dynamoEndpoint?: string;
  /** The origins the site's pages are served from, which the storage door lets in (CORS); the API's by default. */
  siteOrigins?: string[];
  rootPassword: string;
  logLevel?: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Serve HTTP; tests that call the app in process leave it off. */
  http?: boolean;
  /** Run the judge worker (`npm start` does). */
  judge?: { concurrency?: number; onLine?: (line: string) => void };
  /** The built SPA to serve (`npm start`); tests of the API leave it out. */
  webDist?: string;
  /** Shorter judge-queue visibility for fault tests (the worker then extends it more often). */
  queueVisibilitySeconds?: number;
  /**
   * Start the fake remote judges on ports from `firstPort` on, point the adapters at them and give each account list
   * without accounts the fakes' demo account (`npm start -- --remote-fakes`).
   */
  remoteFakes?: { firstPort: number };
}

export interface LocalStack {
  apiUrl: string;
  env: Record<string, string>;
  deps: Deps;
  app: ReturnType<typeof createLocalApp>;
  seeded: string[];
  mailDir: string;
  judge: JudgeProcess | undefined;
  /** The fake remote judges' addresses by key, when started. */
  remoteFakes: RemoteFakes['urls'] | undefined;
  stop(): Promise<void>;
}

const jwtSecret = async (dataDir?: string): Promise<string> => {
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = join(dataDir, 'jwt-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
};

const dynamoOf = async (opts: LocalStackOptions): Promise<DynamoLocal> => {
  if (opts.dynamoEndpoint) return connectDynamoLocal(opts.dynamoEndpoint);
  if (opts.ports.dynamo === undefined) throw new Error('startLocalStack needs ports.dynamo or a dynamoEndpoint');
  return startDynamoLocal(opts.ports.dynamo, opts.dataDir && join(opts.dataDir, 'dynamodb'));
};

/** Brings up DynamoDB Local, the SQS/S3 emulator and the API server, seeded with demo data. */
export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    if (opts.dataDir) {
      // the database, mail and bucket snapshots: other users of the machine (and sandboxed programs) must not read them
      await mkdir(opts.dataDir, { recursive: true });
      await chmod(opts.dataDir, 0o700);
    }
    const dynamo = await dynamoOf(opts);
    stops.push(() => dynamo.stop());
    const tableName = opts.dynamoEndpoint ? `oj-local-${randomUUID()}` : TABLE.localName;
    await ensureTable(dynamo.client, tableName);
    if (opts.dynamoEndpoint) stops.push(() => dropTable(dynamo.client, tableName));
    const aws: AwsEmulator = await startAwsEmulator({
      port: opts.ports.aws,
      prefix: 'oj-local',
      snapshotDir: opts.dataDir && join(opts.dataDir, 's3'),
      visibilityTimeoutSeconds: opts.queueVisibilitySeconds,
    });
    stops.push(async () => {
      await aws.snapshot();
      await aws.stop();
    });
    // Browsers reach the test data bucket on an origin of its own, as they reach S3 in AWS.
    const apiUrl = `http://localhost:${opts.ports.api}`;
    const region = 'us-east-1';
    const door = createStorageDoor({
      s3: aws.s3,
      bucket: aws.bucketNames.testData,
      siteOrigins: opts.siteOrigins ?? [apiUrl],
      credentials: LOCAL_CREDENTIALS,
      region,
    });
    const doorServer = await listen(door, opts.ports.storage ?? 0);
    stops.push(() => new Promise((r) => doorServer.close(r)));
    const mailDir = opts.dataDir ? join(opts.dataDir, 'mail') : join('.test-data', `mail-${process.pid}-${Date.now()}`);
    const fakes = opts.remoteFakes ? await startRemoteFakes(opts.remoteFakes.firstPort) : undefined;
    if (fakes) stops.push(() => fakes.stop());
    const env: Record<string, string> = {
      TABLE_NAME: tableName,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      AWS_ENDPOINT: aws.endpoint,
      AWS_REGION: region,
      JWT_SECRET: await jwtSecret(opts.dataDir),
      MAIL_MODE: 'file',
      MAIL_DIR: mailDir,
      SITE_URL: apiUrl,
      S3_PUBLIC_ENDPOINT: `http://localhost:${(doorServer.address() as AddressInfo).port}`,
      LOG_LEVEL: opts.logLevel ?? 'info',
      // the remote judges' accounts beside the JWT secret (in memory runs keep them sealed in the table)
      ...(opts.dataDir ? { REMOTE_ACCOUNTS_FILE: join(opts.dataDir, 'remote-accounts.json') } : {}),
      ...(fakes ? { REMOTE_SITE_URLS: JSON.stringify(fakes.urls) } : {}),
      ...aws.env,
    };
    const deps = await createDeps(parseEnv(env), ALL_REPOSITORY_MODULES);
    const seeded = await seed({
      db: deps.db,
      s3: aws.s3,
      testDataBucket: aws.bucketNames.testData,
      rootPassword: opts.rootPassword,
      rootEmail: 'root@localhost',
      now: new Date(),
    });
    const boards = startBoardPoller(deps);
    stops.push(() => boards.stop());
    const userJobs = startUserJobPoller(deps);
    stops.push(() => userJobs.stop());
    const remote = startRemotePoller(deps);
    stops.push(() => remote.stop());
    if (fakes) {
      const given = await seedDemoAccounts(deps, fakes);
      if (given.length) seeded.push(`the fake remote judges' demo account (${given.join(', ')})`);
    }
    const clock = startClockTicker(deps);
    stops.push(() => clock.stop());
    let judge: JudgeProcess | undefined;
    if (opts.judge) {
      judge = startJudgeProcess(
        {
          ...env,
          JUDGE_NAME: 'local-judge',
          ...(opts.judge.concurrency ? { JUDGE_CONCURRENCY: String(opts.judge.concurrency) } : {}),
          ...(opts.queueVisibilitySeconds ? { JUDGE_VISIBILITY_TIMEOUT_SECONDS: String(opts.queueVisibilitySeconds) } : {}),
        },
        opts.judge.onLine ?? (() => undefined),
      );
      const started = judge;
      stops.push(() => started.stop());
      await judge.ready;
    }
    const app = createLocalApp(deps, opts.webDist);
    if (opts.http !== false) {
      const server: ServerType = await listen(app, opts.ports.api);
      stops.push(() => new Promise((r) => server.close(r)));
    }
    return { apiUrl, env, deps, app, seeded, mailDir, judge, remoteFakes: fakes?.urls, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
